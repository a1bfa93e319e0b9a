// Dates typed as text: ISO 8601, or the Hungarian `2024.05.31.` / `2024. 05. 31. 14:30` forms. Only days that exist
// in the calendar are dates, and a year keeps its four digits (`0050.03.02.` is the year 50, not 1950).

const HU = /^(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\.?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Whether the day exists; `setUTCFullYear` keeps years 0–99 as written (Date.UTC would add 1900). */
function dayExists(y: number, mo: number, d: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function timeExists(h: number, mi: number, s: number): boolean {
  return h <= 23 && mi <= 59 && s <= 59;
}

/** An ISO 8601 date-time (local time when no offset is written), or null. */
export function parseDateText(text: string): string | null {
  const t = text.trim();
  const iso = ISO.exec(t);
  if (iso) {
    const [y, mo, d, h, mi, s, oh, om] = iso.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
    const offsetExists = (oh ?? 0) <= 23 && (om ?? 0) <= 59;
    return dayExists(y ?? 0, mo ?? 0, d ?? 0) && timeExists(h ?? 0, mi ?? 0, s ?? 0) && offsetExists ? t : null;
  }
  const m = HU.exec(t);
  if (!m) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  if (!dayExists(y, mo, d) || !timeExists(h, mi, s)) return null;
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
}

// Dates typed as text: ISO 8601, or the Hungarian `2024.05.31.` / `2024. 05. 31. 14:30` forms.

const HU = /^(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\.?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** An ISO 8601 date-time (local time when no offset is written), or null. */
export function parseDateText(text: string): string | null {
  const t = text.trim();
  if (ISO.test(t)) return Number.isNaN(Date.parse(t)) ? null : t;
  const m = HU.exec(t);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((x) => (x === undefined ? 0 : Number(x)));
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined || s === undefined) return null;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
}

// A moment as the office reads it, with the time zone it is told in: `2026-11-29 06:12:33 +01:00`. The results
// workbook's Imported at and History show a run's time alike (docs/write-back.md, "Imported at").

const pad = (n: number): string => String(Math.trunc(n)).padStart(2, '0');

/** The local date and time of this process, and its offset from UTC at that moment. */
export function localTimestamp(d: Date): string {
  const offset = -d.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`;
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())} ${zone}`;
}

// Excel serial dates to Date: the 1900 system (with Lotus 1-2-3's phantom 29 February 1900) and the 1904 system.

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 31);
const EPOCH_1900_AFTER_LEAP_BUG = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 9999-12-31, Excel's last date, in each date system. */
const LAST_SERIAL_1900 = 2_958_465;
const LAST_SERIAL_1904 = 2_957_003;

/**
 * The calendar date and time Excel shows for `serial`, as a Date whose UTC fields are that wall-clock time
 * (Excel dates carry no time zone). Serial 60, Excel's non-existent 1900-02-29, becomes 1900-02-28.
 */
export function excelSerialToDate(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? EPOCH_1904 : serial < 60 ? EPOCH_1900 : EPOCH_1900_AFTER_LEAP_BUG;
  // Rounded to the millisecond: the serial is a binary fraction of a day and would otherwise drift by microseconds.
  return new Date(Math.round(epoch + serial * DAY_MS));
}

/**
 * A date-formatted number as the cell's value: the Date Excel shows, except serial 60 in the 1900 system, Excel's
 * non-existent 29 February 1900 (kept from Lotus 1-2-3), which is given as the text Excel shows so that it is
 * reported as an impossible date instead of silently becoming another day.
 */
export function excelSerialToCell(serial: number, date1904: boolean): Date | string | number {
  // Outside Excel's dates (before day 0, after 9999-12-31) Excel shows #### and keeps the number: so does the reader.
  if (serial < 0 || serial >= (date1904 ? LAST_SERIAL_1904 : LAST_SERIAL_1900) + 1) return serial;
  if (!date1904 && serial >= 60 && serial < 61) {
    const ms = Math.round((serial - 60) * DAY_MS);
    if (ms === 0 || ms >= DAY_MS) return '1900-02-29';
    return `1900-02-29 ${new Date(ms).toISOString().slice(11, 19)}`;
  }
  return excelSerialToDate(serial, date1904);
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;
const ISO_TIME = /^T?(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

function milliseconds(fraction: string | undefined): number {
  return fraction === undefined ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
}

/**
 * The value of a `t="d"` cell, an ISO 8601 date, date-time or time of day, as a Date holding the wall-clock time
 * written (Excel dates carry no time zone, so an offset is not applied). A time alone is the time on Excel's day 0,
 * as a time-formatted number would read. Null when the text is not such a date.
 */
export function isoCellDate(text: string, date1904: boolean): Date | null {
  const full = ISO_DATE_TIME.exec(text.trim());
  if (full) {
    const [, y, mo, d, h, mi, s, f] = full;
    const year = Number(y);
    const month = Number(mo) - 1;
    const day = Number(d);
    const date = new Date(Date.UTC(year, month, day, Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), milliseconds(f)));
    date.setUTCFullYear(year, month, day);
    const valid =
      date.getUTCMonth() === month &&
      date.getUTCDate() === day &&
      Number(h ?? 0) < 24 &&
      Number(mi ?? 0) < 60 &&
      Number(s ?? 0) < 61;
    return valid ? date : null;
  }
  const time = ISO_TIME.exec(text.trim());
  if (!time) return null;
  const [, h, mi, s, f] = time;
  if (Number(h) > 24 || Number(mi) > 59 || Number(s ?? 0) > 60) return null;
  const ms = ((Number(h) * 60 + Number(mi)) * 60 + Number(s ?? 0)) * 1000 + milliseconds(f);
  return new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + ms);
}

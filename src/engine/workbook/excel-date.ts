// Excel serial dates to Date: the 1900 system (with Lotus 1-2-3's phantom 29 February 1900) and the 1904 system.

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 31);
const EPOCH_1900_AFTER_LEAP_BUG = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/**
 * The calendar date and time Excel shows for `serial`, as a Date whose UTC fields are that wall-clock time
 * (Excel dates carry no time zone). Serial 60, Excel's non-existent 1900-02-29, becomes 1900-02-28.
 */
export function excelSerialToDate(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? EPOCH_1904 : serial < 60 ? EPOCH_1900 : EPOCH_1900_AFTER_LEAP_BUG;
  // Rounded to the millisecond: the serial is a binary fraction of a day and would otherwise drift by microseconds.
  return new Date(Math.round(epoch + serial * DAY_MS));
}

// The `Imported at` cell's text for each result of one write: the results of a batch share its time.
import { localTimestamp } from '../../catalog';

/**
 * `localTimestamp` of the last time asked, kept for one write-back: a batch of 90 rows has one time, and formatting it
 * (seven date fields, each looked up in the time zone) for every row was a tenth of an upload's write-back. Kept per
 * write, not for the process, so a changed time zone is read afresh by the next write.
 */
export class ImportTimeTexts {
  private time = Number.NaN;
  private text = '';

  of(at: Date): string {
    const time = at.getTime();
    if (time !== this.time) {
      this.text = localTimestamp(at);
      this.time = time;
    }
    return this.text;
  }
}

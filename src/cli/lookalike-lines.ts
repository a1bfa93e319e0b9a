// `upload`'s lines about new rows that look like records the office already holds (lookalike-records.ts): which
// record each looks like, and the flag that creates them anyway.
import type { Lookalike } from '../engine/upload';
import { lookalikeLine } from '../engine/upload';
import { LISTED } from './listing-retirement';

export interface LookalikeReport {
  readonly lines: readonly string[];
  /** Rows not created because their number was not confirmed: the run did not do all it was asked. */
  readonly held: boolean;
}

export function lookalikeReport(lookalikes: readonly Lookalike[], held: boolean, dryRun: boolean): LookalikeReport {
  const n = lookalikes.length;
  if (n === 0) return { lines: [], held: false };
  const rows = n === 1 ? '1 new row looks' : `${n} new rows look`;
  const head = !held
    ? `upload: ${rows} like records the office already has; created as confirmed by --create-lookalikes ${n}.`
    : dryRun
      ? `${rows} like records the office already has; an upload will not create ${n === 1 ? 'it' : 'them'} ` +
        `unless given --create-lookalikes ${n}:`
      : `upload: ${rows} like records the office already has and ${n === 1 ? 'was' : 'were'} not created ` +
        `(the workbook may have been uploaded before under another name). If ${n === 1 ? 'it is' : 'they are'} ` +
        `really new, upload again with --create-lookalikes ${n}:`;
  const listed = lookalikes.slice(0, LISTED).map((l) => `  ${lookalikeLine(l)}`);
  if (n > LISTED) listed.push(`  … and ${n - LISTED} more`);
  return { lines: held ? [head, ...listed] : [head], held };
}

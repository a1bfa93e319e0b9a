// Reading the user's workbook inside a step, with reader faults reported as the user's file.
import { WorkbookReadError } from '../../engine/workbook/workbook-types';
import { fail } from '../app-failure';

/** A fault the reader finds mid-sheet (a truncated or damaged part) is the user's file, not our bug: say what to do. */
export async function reading<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof WorkbookReadError) return fail('bad_workbook', e.detail.message);
    throw e;
  }
}

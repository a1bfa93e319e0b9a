// The prepare context of an import. Its own file, apart from the reference data's: the value readers and the region
// index it builds are not needed for the first requests, so the upload loads them after those have left
// (docs/performance.md, "Upload: the process start (sixth round)").
import type { PrepareContext, PrepareOptions } from '../validation';
import { createPrepareContext } from '../validation/prepare-context';

/**
 * The prepare context of an import: its listings need the reference data, and are refused without it
 * (`referenceRequired`), for the command line's rows and the app's alike.
 */
export function importPrepareContext(options: PrepareOptions): PrepareContext {
  return createPrepareContext(importPrepareOptions(options));
}

export function importPrepareOptions(options: PrepareOptions): PrepareOptions {
  return { ...options, referenceRequired: true };
}

// Puts the written export in its place: the finished, synced file appears whole under its name or not at all.
import path from 'node:path';
import type { Result } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import { placeFile, syncFolder } from '../fs/durable-write';
import { writeFailureInBoth } from '../fs/writable-folder';
import type { ExportError } from './export-error';
import { exportError } from './export-error';
import { EXPORT_ERROR_MESSAGES as M } from './export-error-messages';

/**
 * Moves `written` (synced, beside `out`) to `out`, never over an existing file unless `overwrite`, and syncs the
 * folder, as the write-back places a results workbook (docs/write-back.md).
 */
export async function placeExport(
  written: string,
  out: string,
  overwrite: boolean,
): Promise<Result<null, ExportError>> {
  try {
    await placeFile(written, out, !overwrite);
    await syncFolder(path.dirname(out));
    return ok(null);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      return err(exportError('file_exists', formatBoth(M.fileAppeared, { out })));
    }
    return err(exportError('write_failed', formatBoth(M.placeFailed, { out, why: writeFailureInBoth(e) })));
  }
}

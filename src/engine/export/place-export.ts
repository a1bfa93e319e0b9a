// Puts the written export in its place: the finished, synced file appears whole under its name or not at all.
import path from 'node:path';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import { placeFile, syncFolder } from '../fs/durable-write';
import type { ExportError } from './export-error';
import { exportError } from './export-error';

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
      return err(
        exportError(
          'file_exists',
          `The output file "${out}" appeared while writing; it was left as it is.`,
          `A(z) "${out}" kimeneti fájl az írás közben jelent meg; változatlanul hagytuk.`,
        ),
      );
    }
    const reason = e instanceof Error ? e.message : String(e);
    return err(
      exportError(
        'write_failed',
        `Writing "${out}" failed: ${reason}.`,
        `A(z) "${out}" írása nem sikerült: ${reason}.`,
      ),
    );
  }
}

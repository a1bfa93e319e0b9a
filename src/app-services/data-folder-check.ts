// The app's data folder is checked before the app starts: profiles, the secret key, journals and the fault count
// live there, and a folder that cannot be written must be told plainly, not met as a crash (docs/security.md).
import { probeWritableFolder } from '../engine/fs/writable-folder';

/** Why the data folder cannot be used, in both languages; null when it can be written. */
export function dataFolderProblem(folder: string): { readonly en: string; readonly hu: string } | null {
  const probed = probeWritableFolder(folder);
  if (probed.ok) return null;
  return {
    en:
      `The data folder ${folder} cannot be written: ${probed.why.en}. The app keeps its connections, journals and ` +
      'fault count there, so it did not start. Give a folder you can write with --data-dir (or ' +
      'LISTING_IMPORTER_DATA_DIR), or fix this one.',
    hu:
      `Az adatmappa (${folder}) nem írható: ${probed.why.hu}. A program ott tartja a kapcsolatait, naplóit és a ` +
      'hibás kérések számát, ezért nem indult el. Adjon meg egy írható mappát a --data-dir kapcsolóval (vagy a ' +
      'LISTING_IMPORTER_DATA_DIR változóval), vagy javítsa ezt.',
  };
}

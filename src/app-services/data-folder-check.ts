// The app's data folder is checked before the app starts: profiles, the secret key, journals and the fault count
// live there, and a folder that cannot be written must be told plainly, not met as a crash (docs/security.md).
import type { Words } from '../catalog';
import { formatBoth } from '../catalog';
import { probeWritableFolder } from '../engine/fs/writable-folder';
import { APP_STATE_MESSAGES } from './app-state-messages';

/** Why the data folder cannot be used, in both languages; null when it can be written. */
export function dataFolderProblem(folder: string): Words | null {
  const probed = probeWritableFolder(folder);
  if (probed.ok) return null;
  return formatBoth(APP_STATE_MESSAGES.dataFolderUnwritable, { folder, why: probed.why });
}

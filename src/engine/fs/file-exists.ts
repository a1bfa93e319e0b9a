// Whether a path names something: an output in the way of a write that must not replace it unasked.
import { stat } from 'node:fs/promises';

/** True when `file` can be stat'ed (a file, a folder, a link to one); false when it cannot, for whatever reason. */
export async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

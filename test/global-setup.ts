// Before any test: the programs that check our output independently (LibreOffice, openpyxl) are here, installed when
// missing (scripts/test-tools.mjs), so the tests that need them run rather than skip.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup(): void {
  const script = join(import.meta.dirname, '..', 'scripts', 'test-tools.mjs');
  const r = spawnSync(process.execPath, [script, 'soffice', 'openpyxl'], { stdio: 'inherit' });
  if (r.status !== 0)
    throw new Error('The test tools (LibreOffice, openpyxl) are missing and could not be installed; see above.');
}

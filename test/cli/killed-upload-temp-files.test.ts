// An upload killed outright while it sends leaves the results workbook it writes as the batches answer only as a
// temp file beside the output (0600, the office's data), and the next upload to that folder removes it and writes
// the results (docs/security.md, "Temporary files").
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import { writeSmallListings } from '../support/small-listings-kit';

const ROOT = path.join(import.meta.dirname, '..', '..');

let dir: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'li-killed-upload-'));
  // Slow enough answers that the upload is still sending when its results' temp file appears.
  sandbox = await startSandbox({ port: 0, seed: 'demo', latencyMs: 150 });
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs `upload` of `book` into `out` in a child; `killed` says when to kill it (SIGKILL), null to let it end. */
async function uploadChild(book: string, out: string, killed: (() => Promise<void>) | null): Promise<number | null> {
  const child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'src/cli/index.ts', 'upload', book, '--base-url', sandbox.baseUrl],
      ...['--user', DEMO.users.demo.username, '--office-id', String(DEMO.offices.budapest), '--concurrency', '1'],
      ...['--json', '--out', out],
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LISTING_IMPORTER_DATA_DIR: path.join(dir, 'data'),
        LISTING_API_PASSWORD: DEMO.users.demo.password,
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (killed !== null) {
    await killed();
    child.kill('SIGKILL');
  }
  return exited;
}

/** The temp files beside `out` of its own write (not the trial's, which is named after a trial copy). */
async function resultTemps(out: string): Promise<string[]> {
  return (await readdir(dir)).filter((n) => n.startsWith(`.${path.basename(out)}.`) && n.endsWith('.tmp'));
}

describe('an upload killed while it sends', () => {
  it('leaves its results only as a 0600 temp file, which the next upload to the folder removes', async () => {
    const book = path.join(dir, 'hirdetesek.xlsx');
    const rows = Array.from({ length: 400 }, (_, i) => ({
      reference: `OLO-${String(i)}`,
      address: `Leállított utca ${String(i + 1)}.`,
      price: 35_000_000 + i,
    }));
    await writeSmallListings(book, rows);
    const out = path.join(dir, 'hirdetesek results.xlsx');
    const code = await uploadChild(book, out, () =>
      vi.waitFor(async () => expect(await resultTemps(out)).toHaveLength(1), { timeout: 60_000, interval: 10 }),
    );
    expect(code).toBeNull();
    const [left] = await resultTemps(out);
    expect((await stat(path.join(dir, left ?? ''))).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).not.toContain(path.basename(out));

    // The next upload resumes the run (the journal), writes the results, and leaves no temp file.
    expect(await uploadChild(book, out, null)).not.toBeNull();
    expect(await readdir(dir)).toContain(path.basename(out));
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  }, 120_000);
});

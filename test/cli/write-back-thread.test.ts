// The command line's write-back thread (src/cli/write-back-thread.ts) as a process runs it: it starts from the
// sources as it does from the build, writes what the write-back writes in the main thread, and keeps the process alive
// while it is asked something, and not after (test/engine/write-back/write-back-thread-client.test.ts holds the
// protocol byte for byte).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { writeResults } from '../../src/engine/write-back/write-back';
import { resultCellsOf } from '../support/result-cells-kit';
import { listingsWorkbook } from '../support/sheet-inflation-kit';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const ROOT = path.resolve(__dirname, '..', '..');
const CHILD = path.join('test', 'cli', 'support', 'write-back-thread-child.ts');
const temp = useTempFolderPerTest('cli-wb-thread-');
const ROWS = 25;

describe('the command line’s write-back thread', () => {
  it('writes the results a write in the main thread writes, and the process ends by itself once answered', async () => {
    const input = path.join(temp.dir, 'listings.xlsx');
    await listingsWorkbook(input, 30_500_000, ROWS - 2);
    const output = path.join(temp.dir, 'through.xlsx');
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CHILD, input, output, 'Ingatlanok', String(ROWS)],
      {
        cwd: ROOT,
        timeout: 60_000,
        killSignal: 'SIGKILL',
      },
    );
    expect(JSON.parse(run.stdout)).toEqual({ trial: true, written: true, stopped: null });
    const here = path.join(temp.dir, 'here.xlsx');
    const results = Array.from({ length: ROWS }, (_, i) => ({
      row: i + 2,
      status: 'created' as const,
      serviceId: 500 + i,
      fingerprint: `fp-${i}`,
    }));
    const written = await writeResults({
      input,
      output: here,
      sheets: [{ sheet: 'Ingatlanok', headerRow: 1, results, notes: [] }],
    });
    expect(written.ok).toBe(true);
    expect(await resultCellsOf(output, 'Ingatlanok')).toEqual(await resultCellsOf(here, 'Ingatlanok'));
  }, 90_000);
});

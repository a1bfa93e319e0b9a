import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadProgress, UploadRunOutcome } from '../../../src/engine/upload';
import { readWorkbookRuns, runUpload } from '../../../src/engine/upload';
import { createChaos } from '../../../src/sandbox';
import { checkExactlyOnce, mixedRows, restartingSandbox } from './chaos-kit';
import { client, tempDir } from './upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

describe('upload under seeded faults', () => {
  it('5,000 rows, 10% of calls each dropped before or after applying, slow, cut short, 5% each 500 with and without error 50, restarts: every row exactly once, every result recorded', async () => {
    let chaosOn = true;
    const chaos = createChaos({
      seed: 20261124,
      rates: { drop_before: 0.1, drop_after: 0.1, slow: 0.1, truncate: 0.1, error_50: 0.05, error_500: 0.05 },
      slowMs: 150,
      applies: () => chaosOn,
    });
    const dir = await tempDir();
    const s = await restartingSandbox(path.join(dir, 'sandbox'), chaos);
    open.push(s);
    const c = client(s.baseUrl);
    open.push(c);
    const rows = mixedRows(5000, 'C');
    // Restarts while the upload runs: requests meet refused connections in between.
    let uploading = true;
    const restarts = (async () => {
      while (uploading) {
        await new Promise((r) => setTimeout(r, 700));
        if (uploading) await s.restart(150);
      }
    })();
    let last: UploadRunOutcome | null = null;
    let runs = 0;
    // And one restart for sure, in the middle of the first run.
    let midway: Promise<void> | null = null;
    const onProgress = (p: UploadProgress): void => {
      if (midway === null && p.done >= 1500) midway = s.restart(150);
    };
    try {
      // A run that cannot even look up what arrived stops; the next run picks up from its journal, as a user would.
      while (runs < 12) {
        runs += 1;
        const out = await runUpload({
          client: c,
          rows,
          concurrency: 4,
          journal: { dir: path.join(dir, 'journal'), workbookPath: '/books/chaos.xlsx' },
          retry: { attempts: 12, baseDelayMs: 5, maxDelayMs: 200 },
          random: () => 0.5,
          onProgress,
        });
        if (out.ok) last = out.value;
        if (out.ok && out.value.stoppedEarly === null) break;
      }
    } finally {
      uploading = false;
      await restarts;
      await midway;
    }
    chaosOn = false;
    if (last === null) throw new Error('no run finished');
    expect(last.stoppedEarly).toBeNull();
    expect(last.summary).toEqual({ created: 5000, updated: 0, deleted: 0, invalid: 0, failed: 0, skipped: 0 });
    const check = await checkExactlyOnce(c, rows, last.results);
    expect(check).toEqual({ lost: 0, duplicates: 0, wrongResults: 0 });
    // The durable record agrees: the newest journal holds a created result for every row.
    const [newest] = await readWorkbookRuns(path.join(dir, 'journal'), '/books/chaos.xlsx');
    expect([...(newest?.results.values() ?? [])].filter((r) => r.status === 'created')).toHaveLength(5000);
    expect(newest?.unknown.size).toBe(0);
    const dealt = Object.entries(chaos.counts)
      .filter(([k]) => k !== 'none')
      .reduce((n, [, v]) => n + v, 0);
    console.info(
      `chaos: ${runs} runs, ${dealt} faults dealt (${JSON.stringify(chaos.counts)}), ${s.restarts} restarts; lost 0, duplicates 0`,
    );
    expect(dealt).toBeGreaterThan(20);
    expect(s.restarts).toBeGreaterThan(0);
  }, 240_000);
});

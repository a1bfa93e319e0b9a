import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadRunOutcome } from '../../src/engine/upload';
import { runUpload } from '../../src/engine/upload';
import { createChaos } from '../../src/sandbox';
import { checkExactlyOnce, mixedRows, restartingSandbox } from '../engine/upload/chaos-kit';
import { client, tempDir } from '../engine/upload/upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

describe('soak: 5,000-row uploads under seeded faults and restarts', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`seed ${seed}: every row exactly once, every result recorded`, async () => {
      let chaosOn = true;
      const chaos = createChaos({
        seed,
        slowMs: 150,
        applies: () => chaosOn,
        rates: { drop_before: 0.1, drop_after: 0.1, slow: 0.1, truncate: 0.1, error_50: 0.05, error_500: 0.05 },
      });
      const dir = await tempDir();
      const s = await restartingSandbox(path.join(dir, 'sandbox'), chaos);
      open.push(s);
      const c = client(s.baseUrl);
      open.push(c);
      const rows = mixedRows(5000, `X${seed}`);
      let uploading = true;
      const restarts = (async () => {
        while (uploading) {
          await new Promise((r) => setTimeout(r, 500));
          if (uploading) await s.restart(150);
        }
      })();
      let last: UploadRunOutcome | null = null;
      let runs = 0;
      try {
        while (runs < 20) {
          runs += 1;
          const out = await runUpload({
            client: c,
            rows,
            journal: { dir: path.join(dir, 'journal'), workbookPath: `/books/x${seed}.xlsx` },
            retry: { attempts: 12, baseDelayMs: 5, maxDelayMs: 200 },
          });
          if (out.ok) last = out.value;
          if (out.ok && out.value.stoppedEarly === null) break;
        }
      } finally {
        uploading = false;
        await restarts;
      }
      chaosOn = false;
      const check = await checkExactlyOnce(c, rows, last?.results ?? []);
      console.info(
        `soak chaos seed ${seed}: ${runs} runs, faults ${JSON.stringify(chaos.counts)}, ${s.restarts} restarts, ${JSON.stringify(check)}`,
      );
      expect(last?.summary).toEqual({ created: 5000, updated: 0, deleted: 0, invalid: 0, failed: 0, skipped: 0 });
      expect(check).toEqual({ lost: 0, duplicates: 0, wrongResults: 0 });
    });
  }
});

import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { startSandbox } from '../../src/sandbox';
import { killLoop } from '../engine/upload/kill-loop-kit';
import { tempDir } from '../engine/upload/upload-test-kit';

const open: RunningSandbox[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

describe('soak: uploads killed with SIGKILL at random instants, each resumed', () => {
  for (const [mode, seed] of [
    ['sellers', 101],
    ['mixed', 202],
    ['sellers', 303],
    ['mixed', 404],
  ] as const) {
    it(`${mode === 'mixed' ? 'with and without transfer_ids' : 'with transfer_ids'} (seed ${seed}): every row exactly once`, async () => {
      const s = await startSandbox({ port: 0, seed: 'demo', latencyMs: 15 });
      open.push(s);
      const dir = await tempDir();
      const rows = mode === 'mixed' ? 800 : 1500;
      const report = await killLoop({
        baseUrl: s.baseUrl,
        journalDir: path.join(dir, 'journal'),
        rows,
        tag: `Q${seed}`,
        mode,
        workbooks: 3,
        killsPerWorkbook: 3,
        seed,
      });
      console.info(`soak kill loop ${mode} seed ${seed}: ${JSON.stringify(report)}`);
      expect({ created: report.created, updated: report.updated }).toEqual({ created: 3 * rows, updated: 0 });
      expect({ lost: report.lost, duplicates: report.duplicates, wrongResults: report.wrongResults }).toEqual({
        lost: 0,
        duplicates: 0,
        wrongResults: 0,
      });
      expect(report.kills).toBe(9);
    });
  }
});

import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox';
import { startSandbox } from '../../../src/sandbox';
import { killLoop } from './kill-loop-kit';
import { tempDir } from './upload-test-kit';

const open: RunningSandbox[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

// A few representative kills; `npm run soak` runs the long loop (test/soak/kill-loop.soak.ts).
describe('uploads killed with SIGKILL at random instants and resumed', () => {
  it('rows with and without transfer_ids: every row exactly once, reported created with its time', async () => {
    const s = await startSandbox({ port: 0, seed: 'demo', latencyMs: 15 });
    open.push(s);
    const dir = await tempDir();
    const report = await killLoop({
      baseUrl: s.baseUrl,
      journalDir: path.join(dir, 'journal'),
      rows: 600,
      tag: 'M',
      mode: 'mixed',
      workbooks: 2,
      killsPerWorkbook: 4,
      seed: 7,
    });
    console.info(`kill loop: ${JSON.stringify(report)}`);
    expect({ created: report.created, updated: report.updated }).toEqual({ created: 1200, updated: 0 });
    expect({ lost: report.lost, duplicates: report.duplicates, wrongResults: report.wrongResults }).toEqual({
      lost: 0,
      duplicates: 0,
      wrongResults: 0,
    });
    expect(report.kills).toBe(8);
  }, 180_000);
});

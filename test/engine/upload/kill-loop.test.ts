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
    const report = await killLoop({ baseUrl: s.baseUrl, journalDir: path.join(dir, 'journal'), rows: 800, tag: 'M', mode: 'mixed', kills: 7, seed: 7 });
    console.info(`kill loop: ${JSON.stringify(report)}`);
    expect(report.summary).toEqual({ created: 800, updated: 0, invalid: 0, failed: 0, skipped: 0 });
    expect({ lost: report.lost, duplicates: report.duplicates, wrongResults: report.wrongResults }).toEqual({ lost: 0, duplicates: 0, wrongResults: 0 });
    expect(report.kills).toBe(7);
  }, 180_000);
});

import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox';
import { startSandbox } from '../../../src/sandbox';
import { client, tempDir } from '../upload/upload-test-kit';
import { undoKillLoop } from './undo-kill-kit';
import { uploadWrongSheet } from './undo-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

// A few kills; `npm run soak` runs the long loop (test/soak/undo-kill-loop.soak.ts).
// The counts are exact wherever the kills land: the run undone is settled whole (the kit refuses one with a failed or
// in-doubt row), so no row may end "not possible" but the delete. Once, under load, 8 images did: an undo killed
// after its image batch was answered but before the answers were journaled, the next one killed after withdrawing
// their listings, and the last one, planning only the rows still open, no longer found the images' owners among them
// (undo-resumed-image-owner.test.ts replays it without kills).
describe('undos killed with SIGKILL at random instants and resumed', () => {
  it('no row undone twice, none forgotten: the portal ends as it was before the run', async () => {
    const s: RunningSandbox = await startSandbox({ port: 0, seed: 'demo', latencyMs: 15 });
    open.push(s);
    const c = client(s.baseUrl);
    open.push(c);
    const dir = path.join(await tempDir(), 'journal');
    const size = { created: 80, modified: 20, withdrawn: 4, inactive: 4, createdSellers: 3, images: 4 };
    const run = await uploadWrongSheet(c, dir, size);
    const report = await undoKillLoop(c, s.baseUrl, dir, run, { kills: 3, seed: 11 });
    console.info(`undo kill loop: ${JSON.stringify({ ...report, final: report.final.counts })}`);
    expect({ undoneTwice: report.undoneTwice, notBack: report.notBack }).toEqual({ undoneTwice: 0, notBack: 0 });
    expect(report.final.counts).toEqual({ undone: 80 + 20 + 4 + 3 * 4, kept: 3, notPossible: 1, failed: 0 });
    // Each resumed undo has less left to do, so a later kill may come after it finished; one landed kill is the proof.
    expect(report.kills).toBeGreaterThanOrEqual(1);
  }, 180_000);
});

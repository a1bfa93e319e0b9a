import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runUndo } from '../../../src/engine/undo';
import type { RunUndoOptions } from '../../../src/engine/undo';
import { startSandbox } from '../../../src/sandbox';
import { client, tempDir } from '../upload/upload-test-kit';
import { SMALL, uploadWrongSheet } from './undo-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** An undo stopped once its first batch is answered (the batch in flight finishes; nothing more goes out). */
async function undoStoppedAfterOneBatch(o: RunUndoOptions): Promise<string> {
  const stop = new AbortController();
  const r = await runUndo({ ...o, concurrency: 1, signal: stop.signal, onProgress: () => stop.abort() });
  if (!r.ok || r.value.journalFile === null) throw new Error(JSON.stringify(r));
  return r.value.journalFile;
}

/** As a SIGKILL after the requests left and before their answers were journaled: the result lines are not there. */
async function answersLost(journalFile: string): Promise<void> {
  const lines = (await fs.readFile(journalFile, 'utf8')).split('\n');
  const kept = lines.filter((l) => l.trim() === '' || (JSON.parse(l) as { type: string }).type !== 'result');
  await fs.writeFile(journalFile, kept.join('\n'));
}

// Each undo plans only the rows no earlier undo settled, but an image's owner is found among all the run's rows.
describe('an undo resumed twice', () => {
  it('finds the owner of an image left open after the owner listing was undone by the undo before', async () => {
    const s = await startSandbox({ port: 0, seed: 'demo' });
    open.push(s);
    const c = client(s.baseUrl);
    open.push(c);
    const dir = path.join(await tempDir(), 'journal');
    const run = await uploadWrongSheet(c, dir, SMALL);
    const base = { client: c, journalDir: dir, runId: run.runId };
    // First undo: the image batch is applied, the kill loses its answers. The images are back on the portal but
    // settled nowhere, so the second undo finds them back (no request, nothing journaled) and leaves them open.
    await answersLost(await undoStoppedAfterOneBatch(base));
    // Second undo: stopped after the first listing batch, which withdraws the listings that own new images.
    await undoStoppedAfterOneBatch({ ...base, chunkSize: 2 });
    const last = await runUndo(base);
    if (!last.ok) throw new Error(last.error.message);
    const notPossible = last.value.rows.filter((r) => r.bucket === 'not_possible').map((r) => [r.key, r.reason]);
    expect(notPossible).toEqual([
      ['Deleted!8', 'A delete cannot be undone: the portal does not keep deleted records.'],
    ]);
    expect(last.value.counts).toMatchObject({ kept: SMALL.createdSellers, failed: 0 });
  });
});

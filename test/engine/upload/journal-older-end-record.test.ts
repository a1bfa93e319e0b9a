// A journal written before the end record counted rows apart (in doubt, held back, not reached) is still listed, its
// failed count as it was (docs/upload.md, "Counts of a run").
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listHistory } from '../../../src/engine/undo';
import { ENDED_RUN_ID, writeEndedJournal } from '../../support/journal-file-kit';

let dir = '';
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'li-older-end-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('an older journal end record', () => {
  it('without the counts apart is listed with its failed rows as before', async () => {
    await writeEndedJournal(dir, { created: 4, updated: 1, invalid: 0, failed: 5, skipped: 0 });
    const [run] = await listHistory(dir);
    expect(run?.runId).toBe(ENDED_RUN_ID);
    expect(run?.counts).toMatchObject({ created: 4, updated: 1, failed: 5, inDoubt: 0, heldBack: 0, notReached: 0 });
  });
});

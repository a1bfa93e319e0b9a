// A journal written before the end record counted rows apart (in doubt, held back, not reached) is still listed, its
// failed count as it was (docs/upload.md, "Counts of a run").
import { describe, expect, it } from 'vitest';
import { listHistory } from '../../../src/engine/undo';
import { ENDED_RUN_ID, writeEndedJournal } from '../../support/journal-file-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('li-older-end-');

describe('an older journal end record', () => {
  it('without the counts apart is listed with its failed rows as before', async () => {
    await writeEndedJournal(temp.dir, { created: 4, updated: 1, invalid: 0, failed: 5, skipped: 0 });
    const [run] = await listHistory(temp.dir);
    expect(run?.runId).toBe(ENDED_RUN_ID);
    expect(run?.counts).toMatchObject({ created: 4, updated: 1, failed: 5, inDoubt: 0, heldBack: 0, notReached: 0 });
  });
});

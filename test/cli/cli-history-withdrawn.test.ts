// `history` counts a sync run's withdrawals as withdrawn, the word the app uses for an inactivated listing, not as
// updated (docs/undo.md, "What a run keeps"); the app's History does the same.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { history } from '../../src/app-services/import-session/history';
import { runHistoryCommand } from '../../src/cli/commands/history-command';
import { stateFolders } from '../../src/cli/cli-environment';
import { syncWorkbookOf } from '../../src/engine/upload';
import { captureIo } from '../support/cli-io-kit';
import { ENDED_RUN_ID, writeEndedJournal } from '../support/journal-file-kit';

let saved: string | undefined;
let data = '';
beforeEach(async () => {
  saved = process.env.LISTING_IMPORTER_DATA_DIR;
  data = await fs.mkdtemp(path.join(os.tmpdir(), 'li-cli-history-withdrawn-'));
  process.env.LISTING_IMPORTER_DATA_DIR = data;
});
afterEach(async () => {
  if (saved === undefined) delete process.env.LISTING_IMPORTER_DATA_DIR;
  else process.env.LISTING_IMPORTER_DATA_DIR = saved;
  await fs.rm(data, { recursive: true, force: true });
});

/** A sync run that withdrew two listings, as withdrawAsRun ends its journal. */
const WITHDREW_TWO = { created: 0, updated: 2, deleted: 0, invalid: 0, failed: 0, skipped: 0 };

async function historyLines(): Promise<readonly string[]> {
  const c = captureIo();
  expect(await runHistoryCommand({}, c.io)).toBe(0);
  return c.out.filter((l) => l.startsWith(ENDED_RUN_ID));
}

describe('a sync run in history', () => {
  it('the command line counts its listings withdrawn, in English and Hungarian', async () => {
    await writeEndedJournal(stateFolders.journal(), WITHDREW_TWO, syncWorkbookOf('/data/iroda.xlsx'));
    const text = (await historyLines()).join('\n');
    expect(text).toContain('withdrawn 2');
    expect(text).toContain('2 visszavonva');
    expect(text).not.toContain('updated 2');
    expect(text).not.toContain('2 frissítve');
  });

  it("the app's History counts its listings withdrawn, none updated", async () => {
    await writeEndedJournal(stateFolders.journal(), WITHDREW_TWO, syncWorkbookOf('/data/iroda.xlsx'));
    const [entry] = await history({ dataDir: data }, undefined, new Map());
    expect(entry).toMatchObject({ created: 0, updated: 0, withdrawn: 2, failed: 0 });
  });

  it('an upload keeps its updated rows updated', async () => {
    await writeEndedJournal(stateFolders.journal(), WITHDREW_TWO, '/data/iroda.xlsx');
    expect((await historyLines()).join('\n')).toContain('updated 2');
    const [entry] = await history({ dataDir: data }, undefined, new Map());
    expect(entry).toMatchObject({ updated: 2 });
    expect(entry?.withdrawn).toBeUndefined();
  });
});

// `history` counts a run's rows in doubt, held back and not reached apart from the failed, as the upload report does;
// a run of an older version is listed as before (docs/upload.md, "Counts of a run").
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runHistoryCommand } from '../../src/cli/commands/history-command';
import { stateFolders } from '../../src/cli/cli-environment';
import { captureIo } from '../support/cli-io-kit';
import { ENDED_RUN_ID, writeEndedJournal } from '../support/journal-file-kit';

let saved: string | undefined;
let data = '';
beforeEach(async () => {
  saved = process.env.LISTING_IMPORTER_DATA_DIR;
  data = await fs.mkdtemp(path.join(os.tmpdir(), 'li-cli-history-apart-'));
  process.env.LISTING_IMPORTER_DATA_DIR = data;
});
afterEach(async () => {
  if (saved === undefined) delete process.env.LISTING_IMPORTER_DATA_DIR;
  else process.env.LISTING_IMPORTER_DATA_DIR = saved;
  await fs.rm(data, { recursive: true, force: true });
});

async function historyLine(): Promise<string | undefined> {
  const c = captureIo();
  expect(await runHistoryCommand({}, c.io)).toBe(0);
  return c.out.find((l) => l.startsWith(ENDED_RUN_ID));
}

describe('listing-importer history', () => {
  it('lists the rows in doubt and not reached apart from the failed', async () => {
    const counts = { created: 2, updated: 0, invalid: 0, failed: 8, skipped: 0, inDoubt: 3, notReached: 4 };
    await writeEndedJournal(stateFolders.journal(), counts);
    expect(await historyLine()).toContain('created 2, updated 0, failed 1, unknown 3, not reached 4');
  });

  it('lists a run of an older version with its failed rows as before', async () => {
    await writeEndedJournal(stateFolders.journal(), { created: 2, updated: 0, invalid: 0, failed: 8, skipped: 0 });
    const line = await historyLine();
    expect(line).toContain('created 2, updated 0, failed 8');
    expect(line).not.toContain('not reached');
  });
});

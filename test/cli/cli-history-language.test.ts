// `history` speaks both languages as the other commands' messages do (docs/messages.md, "The command line"): each
// run's line in English, then the same line in Hungarian; an empty folder said in both.
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
  data = await fs.mkdtemp(path.join(os.tmpdir(), 'li-cli-history-lang-'));
  process.env.LISTING_IMPORTER_DATA_DIR = data;
});
afterEach(async () => {
  if (saved === undefined) delete process.env.LISTING_IMPORTER_DATA_DIR;
  else process.env.LISTING_IMPORTER_DATA_DIR = saved;
  await fs.rm(data, { recursive: true, force: true });
});

/** What `history` printed, one terminal line per element. */
async function historyLines(): Promise<string[]> {
  const c = captureIo();
  expect(await runHistoryCommand({}, c.io)).toBe(0);
  return c.out.flatMap((s) => s.split('\n'));
}

describe('listing-importer history in both languages', () => {
  it("prints a run's line in English, then in Hungarian", async () => {
    const counts = { created: 1, updated: 0, invalid: 0, failed: 8, skipped: 0, inDoubt: 3, notReached: 4 };
    await writeEndedJournal(stateFolders.journal(), counts);
    const lines = (await historyLines()).filter((l) => l.startsWith(ENDED_RUN_ID));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('created 1, updated 0, failed 1, unknown 3, not reached 4');
    expect(lines[1]).toContain('regi.xlsx');
    expect(lines[1]).toContain('1 létrehozva, 0 frissítve, 1 sikertelen, 3 bizonytalan, 4 nem került sorra');
    expect(lines[1]).not.toMatch(/created|updated|failed|unknown|not reached/);
  });

  it("names a sync preview's withdrawal run as the app does, in each line's language", async () => {
    const counts = { created: 0, updated: 2, invalid: 0, failed: 0, skipped: 0 };
    await writeEndedJournal(stateFolders.journal(), counts, '/data/regi.xlsx#sync');
    const lines = (await historyLines()).filter((l) => l.startsWith(ENDED_RUN_ID));
    expect(lines[0]).toContain('  regi.xlsx (sync)  ');
    expect(lines[1]).toContain('  regi.xlsx (szinkron)  ');
    expect(lines.join('\n')).not.toContain('#sync');
  });

  it('says in both languages that the data folder has no runs', async () => {
    const lines = await historyLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^No upload runs in /);
    expect(lines[1]).toMatch(/^Nincs feltöltési futás itt: /);
  });
});

// `history` tells a run's time as the results workbook's Imported at does: the local time with its zone, by the one
// function (catalog `localTimestamp`; docs/write-back.md, "Imported at"), not the journal's UTC time without a zone,
// which read an hour off in Budapest.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runHistoryCommand } from '../../src/cli/commands/history-command';
import { stateFolders } from '../../src/cli/cli-environment';
import { captureIo } from '../support/cli-io-kit';
import { ENDED_RUN_ID, writeEndedJournal } from '../support/journal-file-kit';

const saved = { data: process.env.LISTING_IMPORTER_DATA_DIR, tz: process.env.TZ };
let data = '';
beforeEach(async () => {
  data = await fs.mkdtemp(path.join(os.tmpdir(), 'li-cli-history-time-'));
  process.env.LISTING_IMPORTER_DATA_DIR = data;
  process.env.TZ = 'Europe/Budapest';
});
afterEach(async () => {
  if (saved.data === undefined) delete process.env.LISTING_IMPORTER_DATA_DIR;
  else process.env.LISTING_IMPORTER_DATA_DIR = saved.data;
  if (saved.tz === undefined) delete process.env.TZ;
  else process.env.TZ = saved.tz;
  await fs.rm(data, { recursive: true, force: true });
});

it("prints the run's start (10:00 UTC) as Budapest's 11:00 with its zone, in both lines", async () => {
  await writeEndedJournal(stateFolders.journal(), { created: 1, updated: 0, invalid: 0, failed: 0, skipped: 0 });
  const c = captureIo();
  expect(await runHistoryCommand({}, c.io)).toBe(0);
  const lines = c.out.flatMap((s) => s.split('\n')).filter((l) => l.startsWith(ENDED_RUN_ID));
  expect(lines).toHaveLength(2);
  for (const line of lines) expect(line).toContain(`${ENDED_RUN_ID}  2026-01-01 11:00:00 +01:00  `);
});

// `history` and `undo` against the sandbox, with the data folder of the test (docs/undo.md).
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runHistoryCommand } from '../../src/cli/commands/history-command';
import { runUndoCommand } from '../../src/cli/commands/undo-command';
import type { RunningSandbox } from '../../src/sandbox';
import { startSandbox } from '../../src/sandbox';
import type { Scenario } from '../engine/undo/undo-test-kit';
import { SMALL, uploadWrongSheet } from '../engine/undo/undo-test-kit';
import { client, tempDir } from '../engine/upload/upload-test-kit';
import { captureIo } from '../support/cli-io-kit';

const open: { close(): Promise<void> }[] = [];
let saved: { dir?: string; password?: string } = {};
let sandbox: RunningSandbox;
let run: Scenario;

beforeEach(async () => {
  saved = { dir: process.env.LISTING_IMPORTER_DATA_DIR, password: process.env.LISTING_API_PASSWORD };
  const data = await tempDir();
  process.env.LISTING_IMPORTER_DATA_DIR = data;
  process.env.LISTING_API_PASSWORD = 'demo';
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  open.push(sandbox);
  const c = client(sandbox.baseUrl);
  open.push(c);
  run = await uploadWrongSheet(c, path.join(data, 'journal'), SMALL);
});

afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
  if (saved.dir === undefined) delete process.env.LISTING_IMPORTER_DATA_DIR;
  else process.env.LISTING_IMPORTER_DATA_DIR = saved.dir;
  if (saved.password === undefined) delete process.env.LISTING_API_PASSWORD;
  else process.env.LISTING_API_PASSWORD = saved.password;
});

describe('listing-importer history and undo', () => {
  it('history lists the run with its date, workbook and counts', async () => {
    const c = captureIo();
    expect(await runHistoryCommand({}, c.io)).toBe(0);
    const line = c.out.find((l) => l.startsWith(run.runId));
    expect(line).toContain('wrong.xlsx');
    expect(line).toContain(`created ${SMALL.created + SMALL.createdSellers + 2 * SMALL.images}`);
    expect(line).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d/);
  });

  it('undo --dry-run says what would be undone and exits 0', async () => {
    const c = captureIo();
    const code = await runUndoCommand(run.runId, { baseUrl: sandbox.baseUrl, user: 'demo', dryRun: true }, c.io);
    expect({ code, errors: c.errors }).toEqual({ code: 0, errors: [] });
    expect(c.out.join('\n')).toContain('would be undone');
    expect(c.out.join('\n')).toContain('A delete cannot be undone');
    expect(c.out.join('\n')).toContain('próba: 18 visszavonható');
    expect(c.out.join('\n')).toContain('A törlés nem vonható vissza');
    expect(c.out.join('\n')).toContain(`to delete them instead, add --delete-created ${SMALL.created}`);
  });

  it('undo --delete-created with the wrong count sends nothing and exits 2, saying a delete cannot be undone', async () => {
    const c = captureIo();
    const opts = { baseUrl: sandbox.baseUrl, user: 'demo', deleteCreated: '1' };
    expect(await runUndoCommand(run.runId, opts, c.io)).toBe(2);
    expect(c.errors.join('\n')).toContain('cannot be undone');
    expect(c.errors.join('\n')).toContain('nem vonható vissza');
    // Each listing it would delete, named in both languages.
    const named = c.errors.filter((l) => l.startsWith('  '));
    expect(named).toHaveLength(SMALL.created);
    expect(named[0]).toMatch(
      /^ {2}\S+ row \d+ \(Service ID \d+\)\n {2}\S+, \d+\. sor \(szolgáltatói azonosító: \d+\)$/,
    );
  });

  it('undo --json reports every row in one bucket and exits 0; history then names the undo', async () => {
    const c = captureIo();
    const code = await runUndoCommand(run.runId, { baseUrl: sandbox.baseUrl, user: 'demo', json: true }, c.io);
    expect(code).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as { runId: string; counts: Record<string, number> };
    expect(report.counts).toEqual({ undone: 18, kept: 2, notPossible: 1, failed: 0 });
    const h = captureIo();
    await runHistoryCommand({}, h.io);
    expect(h.out.find((l) => l.startsWith(run.runId))).toContain(`undone by ${report.runId}`);
    expect(h.out.find((l) => l.startsWith(report.runId))).toContain(`undo of ${run.runId}`);
  });

  it('undo of a run that is not in the data folder exits 2, saying so in English and Hungarian', async () => {
    const c = captureIo();
    expect(await runUndoCommand('20200101T000000000Z-000000', { baseUrl: sandbox.baseUrl, user: 'demo' }, c.io)).toBe(
      2,
    );
    const said = c.errors.join('\n');
    expect(said).toContain('No run 20200101T000000000Z-000000 in ');
    expect(said).toContain("'history' lists the runs");
    expect(said).toContain('Nincs ilyen futás: 20200101T000000000Z-000000');
  });
});

// The app's upload step tells the user of a damaged journal of the workbook, in the session's language, beside any
// other notice (docs/upload.md, "What the service holds decides").
import { execFile } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import { openAsProposed, useServices } from '../support/app-session-kit';

const run = promisify(execFile);
const h = useServices('li-damaged-journal-');
const call = h.call;

/** Two listings, with transfer ids of their own (found on the service by them) or without (found by likeness). */
async function workbook(file: string, ids = true): Promise<void> {
  const script = `
import sys, openpyxl
wb = openpyxl.Workbook()
ps = wb.active
ps.title = 'Ingatlanok'
ps.append(['Hirdetés azonosító [property.transfer_id]', 'Ingatlan típusa [property.type]',
           'Eladó vagy kiadó [property.action]', 'Település [location.region_id]', 'Cím [location.address]',
           'Ár [price.price]', 'Pénznem [price.price_currency]'])
for i in range(2):
    ps.append([f'DJ-{i + 1}' if sys.argv[2] == 'ids' else None, 'lakás', 'eladó', 'Budapest', f'Napló utca {i + 1}.', 50_000_000 + i, 'forint'])
wb.save(sys.argv[1])
`;
  await run('/usr/bin/python3', ['-c', script, file, ids ? 'ids' : 'none']);
}

/** Garbles every journal's second line, or (whole) all of each journal. */
async function garbleSecondLines(whole = false): Promise<string[]> {
  const journalDir = join(h.dir, 'data', 'journal');
  const files = (await readdir(journalDir)).filter((n) => n.endsWith('.jsonl')).map((n) => join(journalDir, n));
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) {
    const lines = (await readFile(f, 'utf8')).split('\n');
    lines[1] = '\0garbage{{{';
    await writeFile(f, whole ? '\0garbage{{{' : lines.join('\n'));
  }
  return files;
}

async function open(workbookPath: string): Promise<void> {
  await call('connect', { profileId: 'sandbox', officeId: DEMO.offices.budapest });
  await openAsProposed(h, { kind: 'path', path: workbookPath });
}

it('names a journal with a garbled line in the upload’s message, in Hungarian and in English', async () => {
  const book = join(h.dir, 'naplo.xlsx');
  await workbook(book);
  await open(book);
  expect(await call('startUpload', { dryRun: false })).toMatchObject({ created: 2 });
  const files = await garbleSecondLines();

  await call('setLanguage', { language: 'hu', remember: false });
  await open(book);
  const hu = await call('startUpload', { dryRun: false });
  expect(hu.created).toBe(0);
  for (const f of files) expect(hu.message).toContain(`A munkafüzet ${f} feltöltési naplója sérült (a 2. sora`);

  await call('setLanguage', { language: 'en', remember: false });
  await open(book);
  const en = await call('startUpload', { dryRun: false });
  for (const f of files) expect(en.message).toContain(`The upload journal ${f} of this workbook is damaged (line 2`);
});

it('says both why rows were held back as lookalikes and that the journal is damaged', async () => {
  const book = join(h.dir, 'hasonlo.xlsx');
  await workbook(book, false);
  await open(book);
  expect(await call('startUpload', { dryRun: false })).toMatchObject({ created: 2 });
  const files = await garbleSecondLines(true);
  await call('setLanguage', { language: 'hu', remember: false });
  await open(book);
  const again = await call('startUpload', { dryRun: false });
  expect(again.created).toBe(0);
  expect(again.message).toMatch(/hasonlít/);
  for (const f of files) expect(again.message).toContain(`A munkafüzet ${f} feltöltési naplója sérült`);
});

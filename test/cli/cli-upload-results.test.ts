import { createHash } from 'node:crypto';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { openFaultLedger } from '../../src/engine/api';
import { readJournal } from '../../src/engine/upload';
import { DEMO } from '../../src/sandbox';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import { windows1250Bytes } from '../support/windows-1250-bytes';

const kit = useDemoSandbox('cli-upload-results-');

/** Sellers without a reference column: only the workbook's history can tell a re-upload from new rows. */
async function writeSellers(file: string, tag: string, count: number): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Értékesítők');
  ws.addRow(['Név', 'Telefonszám', 'E-mail (belső)']);
  for (let i = 1; i <= count; i++)
    ws.addRow([
      `${tag} Értékesítő ${i}`,
      `+36 30 555 ${String(i).padStart(4, '0')}`,
      `${tag.toLowerCase()}${i}@iroda.hu`,
    ]);
  await wb.xlsx.writeFile(file);
}

async function sellerCount(): Promise<number> {
  const r = await kit.client.listSellers({ office_id: DEMO.offices.budapest, part: ['id'] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.length;
}

const digest = async (file: string): Promise<string> =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

describe('upload results files', () => {
  it('uploading the original workbook again creates nothing twice and writes NAME.results-2.xlsx beside the first results', async () => {
    const book = path.join(kit.dir, 'eladok.xlsx');
    await writeSellers(book, 'R', 200);
    const args = { baseUrl: kit.baseUrl, user: 'demo', officeId: String(DEMO.offices.budapest) };
    const before = await sellerCount();
    const first = captureIo();
    expect(await runUploadCommand(book, args, first.io)).toBe(0);
    const firstResults = path.join(kit.dir, 'eladok.results.xlsx');
    expect(first.errors.join('\n')).toContain(`results written to ${firstResults}`);
    const firstDigest = await digest(firstResults);
    expect(await sellerCount()).toBe(before + 200);

    const second = captureIo();
    expect(await runUploadCommand(book, args, second.io)).toBe(0);
    expect(second.errors.join('\n')).toMatch(
      /200 rows were already created by an earlier upload of this workbook and were not sent again; give --resend-created/,
    );
    expect(second.errors.join('\n')).toContain(`results written to ${path.join(kit.dir, 'eladok.results-2.xlsx')}`);
    expect(await digest(firstResults)).toBe(firstDigest);
    expect(await sellerCount()).toBe(before + 200);

    const third = captureIo();
    expect(await runUploadCommand(book, { ...args, overwrite: true }, third.io)).toBe(0);
    expect(third.errors.join('\n')).toContain(`results written to ${firstResults}`);
  });

  it('the journal of an upload says its results are in the workbook once the command is done', async () => {
    const book = path.join(kit.dir, 'eladok-written.xlsx');
    await writeSellers(book, 'W', 5);
    const c = captureIo();
    const args = { baseUrl: kit.baseUrl, user: 'demo', officeId: String(DEMO.offices.budapest), json: true };
    expect(await runUploadCommand(book, args, c.io)).toBe(0);
    expect(c.out.join('\n')).toContain('"results_workbook"');
    const folder = path.join(kit.home, 'journal');
    const files = (await readdir(folder)).filter((f) => f.endsWith('.jsonl'));
    const states = await Promise.all(files.map((f) => readJournal(path.join(folder, f))));
    expect(states.map((j) => j?.written)).toEqual([true]);
  });

  it('refuses before sending anything when the results could not be written where asked', async () => {
    const book = path.join(kit.dir, 'nem-irhato.xlsx');
    await writeSellers(book, 'W', 20);
    const blocker = path.join(kit.dir, 'egy-fajl');
    await writeFile(blocker, 'not a folder');
    const before = await sellerCount();
    const c = captureIo();
    const code = await runUploadCommand(
      book,
      { baseUrl: kit.baseUrl, user: 'demo', officeId: '1', out: path.join(blocker, 'eredmeny.xlsx') },
      c.io,
    );
    expect(code).toBe(2);
    expect(c.errors.join('\n')).toMatch(/nothing was sent/);
    expect(await sellerCount()).toBe(before);
    // The trial runs under the run's look-ups; failing, the run opens no journal (docs/upload.md).
    const journals = await readdir(path.join(kit.home, 'journal')).catch(() => []);
    expect(journals.filter((n) => n.endsWith('.jsonl'))).toEqual([]);
  });

  it('refuses an existing --out file without --overwrite, before sending', async () => {
    const book = path.join(kit.dir, 'letezo.xlsx');
    await writeSellers(book, 'E', 5);
    const out = path.join(kit.dir, 'mar-van.xlsx');
    await writeFile(out, 'earlier results');
    const before = await sellerCount();
    const c = captureIo();
    expect(await runUploadCommand(book, { baseUrl: kit.baseUrl, user: 'demo', officeId: '1', out }, c.io)).toBe(2);
    expect(c.errors.join('\n')).toMatch(/already exists; give --overwrite/);
    expect((await stat(out)).size).toBe('earlier results'.length);
    expect(await sellerCount()).toBe(before);
  });

  it('refuses --out results.csv for an xlsx workbook with exit 2, before sending, and writes nothing', async () => {
    const book = path.join(kit.dir, 'xlsx-csv-nevvel.xlsx');
    await writeSellers(book, 'N', 5);
    const out = path.join(kit.dir, 'results.csv');
    const before = await sellerCount();
    const c = captureIo();
    expect(await runUploadCommand(book, { baseUrl: kit.baseUrl, user: 'demo', officeId: '1', out }, c.io)).toBe(2);
    expect(c.errors.join('\n')).toContain(
      'upload: nothing was sent: results.csv ends in .csv, but the results are written into a copy of ' +
        'xlsx-csv-nevvel.xlsx, which is an Excel workbook',
    );
    expect(c.errors.join('\n')).toContain('Give an output name ending in .xlsx.');
    await expect(stat(out)).rejects.toThrow();
    expect(await sellerCount()).toBe(before);
  });

  it('refuses --out results.xlsx for a CSV file with exit 2, before sending', async () => {
    const book = path.join(kit.dir, 'eladok.csv');
    await writeFile(book, 'Név;Telefonszám\nCsv Értékesítő;+36 30 555 0001\n');
    const out = path.join(kit.dir, 'csv-results.xlsx');
    const before = await sellerCount();
    const c = captureIo();
    expect(await runUploadCommand(book, { baseUrl: kit.baseUrl, user: 'demo', officeId: '1', out }, c.io)).toBe(2);
    expect(c.errors.join('\n')).toMatch(
      /csv-results\.xlsx ends in \.xlsx, .* a CSV text file; .* ending in \.csv or \.txt\./,
    );
    await expect(stat(out)).rejects.toThrow();
    expect(await sellerCount()).toBe(before);
  });

  it('uploads a Windows-1250 CSV, says so, and writes its results back in Windows-1250 beside the user bytes', async () => {
    const text =
      'Név;Telefonszám;E-mail (belső)\r\nŐsz Ödön „Űrhajós”;+36 30 555 0101;osz@iroda.hu\r\n' +
      'Árvíz Tűrő;+36 30 555 0102;arviz@iroda.hu\r\n';
    const bytes = windows1250Bytes(text);
    const book = path.join(kit.dir, 'eladok-1250.csv');
    await writeFile(book, bytes);
    const c = captureIo();
    const code = await runUploadCommand(book, { baseUrl: kit.baseUrl, user: 'demo', officeId: '1' }, c.io);
    expect(c.errors.join('\n')).toContain(
      'upload: eladok-1250.csv is read as Windows-1250 text (how Hungarian Excel saves plain CSV), not UTF-8.',
    );
    expect(code).toBe(0);
    const results = await readFile(path.join(kit.dir, 'eladok-1250.results.csv'));
    const lines = new TextDecoder('windows-1250').decode(results).split('\r\n');
    expect(lines[1]).toMatch(/^Ősz Ödön „Űrhajós”;\+36 30 555 0101;osz@iroda\.hu;létrehozva;\d+;/);
    expect(results.subarray(0, bytes.indexOf(0x0d)).equals(bytes.subarray(0, bytes.indexOf(0x0d)))).toBe(true);
  });

  it('stops before asking anything when the shared fault budget has no room left, exit 3', async () => {
    const book = path.join(kit.dir, 'tele.xlsx');
    await writeSellers(book, 'F', 5);
    // Another process (through localhost) spent the budget of this service address.
    const viaName = kit.baseUrl.replace('127.0.0.1', 'localhost');
    const ledger = await openFaultLedger({ dir: path.join(kit.home, 'fault-budget'), baseUrl: viaName });
    await ledger.record(90);
    const before = await sellerCount();
    const c = captureIo();
    expect(await runUploadCommand(book, { baseUrl: kit.baseUrl, user: 'demo', officeId: '1' }, c.io)).toBe(3);
    expect(c.errors.join('\n')).toMatch(/nothing was sent: 90 faulty answers came from .* within the last hour/);
    expect(await sellerCount()).toBe(before);
  });
});

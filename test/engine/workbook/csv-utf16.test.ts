// CSV and text files in UTF-16 with a byte-order mark (Excel's "Unicode text" is tab-separated UTF-16LE; LibreOffice
// writes `;`-separated UTF-16 too): every Hungarian letter and a character outside the BMP are read as written, the
// encoding is named, results go back in UTF-16 of the same byte order with its mark, the user's bytes stay, and
// LibreOffice reads the user's cells of the written file exactly as it read the original.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderResultInHungarian } from '../../../src/catalog';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { RESULT_HEADERS_HU, statusWord } from '../../../src/engine/model/result-headers';
import { convertedCsv, csvCells, LIBREOFFICE_CHARSETS } from '../../support/libreoffice-csv';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'csv-utf16-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const LETTERS = 'á é í ó ö ő ú ü ű Á É Í Ó Ö Ő Ú Ü Ű';
const ROWS = [
  ['Név', 'Cím', 'Ár (M Ft)', 'Megjegyzés'],
  ['Árvíztűrő tükörfúrógép', 'ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP', '12,5', 'napos 😀'],
  ['Ősz Ödön', 'Üllői út 1. – „hátsó” épület', '1 234,5', 'a "b" c'],
  [LETTERS, 'Őrs vezér tere 2.', '0,75', '🏠 kert'],
];
const MESSAGE = 'Az ár „1 234,5” – legyen ≥ 5 € (őű) 🚫';
/**
 * The message cell of a Hungarian sheet: a result holding its message in English only is told by its error code,
 * the service's text kept as the detail (docs/messages.md, "Results in both languages"); worded by the catalog, as
 * this test is about the bytes of the encoding, not the words.
 */
const MESSAGE_HU = olderResultInHungarian(422, MESSAGE);

function csvText(rows: readonly (readonly string[])[], sep: string): string {
  return rows.map((r) => r.map((c) => (/[";\t,]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(sep)).join('\r\n');
}

/** `text` as UTF-16 with its byte-order mark. */
function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  return order === 'le' ? le : Buffer.from(le).swap16();
}

async function readCells(file: string, sheet: string) {
  const opened = await openWorkbook(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const table = await readTable(opened.value, sheet);
  await opened.value.close();
  if (!table.ok) throw new Error(table.error.message);
  return table.value;
}

const RESULTS = [
  { row: 2, status: 'created' as const, serviceId: 501 },
  { row: 3, status: 'failed' as const, errorCode: 422, errorMessage: MESSAGE },
];

describe('a CSV LibreOffice wrote in UTF-16', () => {
  let source = '';
  beforeAll(async () => {
    const work = path.join(dir, 'lo');
    await mkdir(path.join(work, 'utf16'), { recursive: true });
    const plain = path.join(work, 'hirdetesek.csv');
    await writeFile(plain, csvText(ROWS, ';') + '\r\n', 'utf8');
    source = convertedCsv(plain, 76, LIBREOFFICE_CHARSETS['utf-16'] ?? 0, path.join(work, 'utf16'));
  }, 200_000);

  it('is UTF-16LE with its mark, and is read cell for cell with a notice naming the encoding', async () => {
    const bytes = await readFile(source);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    const table = await readCells(source, 'hirdetesek');
    expect(table.columns.map((c) => c.header)).toEqual(ROWS[0]);
    expect(table.rows.map((r) => r.cells)).toEqual(ROWS.slice(1));
    expect(table.warnings[0]?.en).toContain('hirdetesek.csv is read as UTF-16LE text');
    expect(table.warnings[0]?.hu).toContain('hirdetesek.csv UTF-16LE kódolású szövegként olvasva');
  });

  it('gets its results in UTF-16LE with its mark, and LibreOffice reads the same user cells', async () => {
    const work = path.join(dir, 'lo');
    const out = path.join(work, 'eredmeny.csv');
    const written = await writeResults({
      input: source,
      output: out,
      sheets: [{ sheet: 'hirdetesek', headerRow: 1, notes: [], results: RESULTS }],
    });
    if (!written.ok) throw new Error(written.error.message);
    expect(written.value.replacedCharacters).toBeUndefined();
    const bytes = await readFile(out);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    // Every line of the original is the start of its line in the copy: the user's bytes as they were.
    const before = (await readFile(source)).toString('latin1').split('\n\0');
    const after = bytes.toString('latin1').split('\n\0');
    before.forEach((line, i) => expect(after[i]?.startsWith(line)).toBe(true));

    await mkdir(path.join(work, 'read-original'));
    await mkdir(path.join(work, 'read-copy'));
    const charset = LIBREOFFICE_CHARSETS['utf-16'] ?? 0;
    const original = csvCells(
      await readFile(convertedCsv(source, charset, 76, path.join(work, 'read-original')), 'utf8'),
    );
    const copy = csvCells(await readFile(convertedCsv(out, charset, 76, path.join(work, 'read-copy')), 'utf8'));
    expect(original).toEqual(ROWS);
    expect(copy.map((r) => r.slice(0, 4))).toEqual(original);
    expect(copy[0]?.slice(4, 6)).toEqual([RESULT_HEADERS_HU.status, RESULT_HEADERS_HU.serviceId]);
    expect(copy[1]?.slice(4, 6)).toEqual([statusWord('created', 'hu'), '501']);
    expect(copy[2]?.slice(4, 8)).toEqual([statusWord('failed', 'hu'), '', '422', MESSAGE_HU]);
  }, 200_000);
});

describe.each([
  ['Excel\'s "Unicode text": tab-separated UTF-16LE', 'le', '\t', 'unicode.txt', 'UTF-16LE'],
  ['comma-separated UTF-16BE', 'be', ',', 'big.csv', 'UTF-16BE'],
] as const)('%s', (_title, order, sep, name, encodingName) => {
  const sheet = name.replace(/\.[^.]*$/, '');
  let file = '';
  beforeAll(async () => {
    file = path.join(dir, name);
    await writeFile(file, utf16(csvText(ROWS, sep) + '\r\n', order));
  });

  it('is read cell for cell, with a notice naming the encoding', async () => {
    const table = await readCells(file, sheet);
    expect(table.rows.map((r) => r.cells)).toEqual(ROWS.slice(1));
    expect(table.warnings[0]?.en).toContain(`${name} is read as ${encodingName} text`);
  });

  it('is named with its encoding by the real validate command line', async () => {
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'validate', file], {
      cwd: ROOT,
      env: { ...process.env, LISTING_IMPORTER_DATA_DIR: path.join(dir, `home-${name}`) },
    }).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }));
    expect(`${run.stdout}${run.stderr}`).toContain(`warning: ${name} is read as ${encodingName} text`);
  }, 120_000);

  it('gets its results in the same byte order with its mark, every user byte kept', async () => {
    const out = path.join(dir, `out-${name}`);
    const written = await writeResults({
      input: file,
      output: out,
      sheets: [{ sheet, headerRow: 1, notes: [], results: RESULTS }],
    });
    if (!written.ok) throw new Error(written.error.message);
    const bytes = await readFile(out);
    expect(bytes.subarray(0, 2)).toEqual(utf16('', order));
    const text = new TextDecoder(order === 'le' ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(bytes);
    const lines = text.split('\r\n');
    csvText(ROWS, sep)
      .split('\r\n')
      .forEach((line, i) => expect(lines[i]?.startsWith(line)).toBe(true));
    expect(lines[2]).toContain(MESSAGE_HU);
    const copy = await readCells(out, `out-${sheet}`);
    expect(copy.rows.map((r) => r.cells.slice(0, 4))).toEqual(ROWS.slice(1));
  });
});

describe('a damaged UTF-16 file', () => {
  it('is refused, naming the encoding, instead of being read as other characters', async () => {
    const file = path.join(dir, 'cut.csv');
    // A high surrogate with no low one after it: no UTF-16 reader makes a character of it.
    await writeFile(file, Buffer.concat([utf16('Név;Ár\r\nŐsz;', 'le'), Buffer.from([0x3d, 0xd8, 0x41, 0x00])]));
    const opened = await openWorkbook(file);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error.message).toContain('cut.csv is UTF-16 text, but');
    expect(opened.error.messageHu).toContain('cut.csv UTF-16 kódolású szöveg, de');
  });

  it('gets no write-back: refused with the same message, no output file left', async () => {
    const file = path.join(dir, 'cut2.csv');
    await writeFile(file, Buffer.concat([utf16('Név;Ár\r\nŐsz;1\r\n', 'le'), Buffer.from([0x41])]));
    const out = path.join(dir, 'cut2-out.csv');
    const written = await writeResults({
      input: file,
      output: out,
      sheets: [{ sheet: 'cut2', headerRow: 1, notes: [], results: [{ row: 2, status: 'created' }] }],
    });
    expect(written.ok).toBe(false);
    if (written.ok) return;
    expect(written.error.kind).toBe('corrupt');
    expect(written.error.messageHu).toContain('cut2.csv UTF-16 kódolású szöveg, de');
    await expect(readFile(out)).rejects.toThrow(/ENOENT/);
  });
});

// CSV files as LibreOffice's Windows-1250 and ISO-8859-2 filters write them (the plain CSV of Hungarian Excel and of
// office CRMs): every Hungarian letter, `;` separators and decimal commas are read as written, results go back in the
// file's own encoding (a character it lacks as "?", listed), and LibreOffice reads the user's cells of the written
// file exactly as it read the original.
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
  dir = await mkdtemp(path.join(os.tmpdir(), 'csv-legacy-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const LETTERS = 'á é í ó ö ő ú ü ű Á É Í Ó Ö Ő Ú Ü Ű';
const CASES = {
  'windows-1250': { extra: 'Üllői út 1. – „hátsó” épület', lacks: ['≥'] },
  'iso-8859-2': { extra: 'Šťastný Ľubomír, Žilina', lacks: ['„', '”', '–', '≥', '€'] },
} as const;

function sourceRows(extra: string): string[][] {
  return [
    ['Név', 'Cím', 'Ár (M Ft)', 'Terület'],
    ['Árvíztűrő tükörfúrógép', 'ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP', '12,5', '45,25'],
    ['Ősz Ödön', extra, '1 234,5', 'a "b" c'],
    [LETTERS, 'Őrs vezér tere 2.', '0,75', '100'],
  ];
}

function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')).join('\r\n') + '\r\n';
}

describe.each(Object.keys(CASES) as (keyof typeof CASES)[])('a CSV LibreOffice wrote in %s', (encoding) => {
  const { extra, lacks } = CASES[encoding];
  const rows = sourceRows(extra);
  let legacy = '';

  beforeAll(async () => {
    const work = path.join(dir, encoding);
    await mkdir(path.join(work, 'legacy'), { recursive: true });
    const source = path.join(work, 'hirdetesek.csv');
    await writeFile(source, csvText(rows), 'utf8');
    legacy = convertedCsv(source, 76, LIBREOFFICE_CHARSETS[encoding] ?? 76, path.join(work, 'legacy'));
  }, 200_000);

  it('holds the letters as that encoding writes them (ő is 0xF5, ű 0xFB), not UTF-8', async () => {
    const bytes = await readFile(legacy);
    expect(bytes.includes(0xf5)).toBe(true);
    expect(bytes.includes(0xfb)).toBe(true);
    expect(new TextDecoder(encoding).decode(bytes)).toContain(extra);
  });

  it('is named with its encoding by the real map and validate command lines', async () => {
    const name = encoding === 'windows-1250' ? 'Windows-1250' : 'ISO-8859-2';
    for (const command of ['map', 'validate']) {
      const run = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli/index.ts', command, legacy],
        {
          cwd: ROOT,
          env: { ...process.env, LISTING_IMPORTER_DATA_DIR: path.join(dir, `home-${command}`) },
        },
      ).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }));
      expect(`${run.stdout}${run.stderr}`).toContain(`warning: hirdetesek.csv is read as ${name} text`);
    }
  }, 120_000);

  it('is read cell for cell, with a notice naming the encoding', async () => {
    const opened = await openWorkbook(legacy);
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await readTable(opened.value, 'hirdetesek');
    await opened.value.close();
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.columns.map((c) => c.header)).toEqual(rows[0]);
    expect(table.value.rows.map((r) => r.cells)).toEqual(rows.slice(1));
    const name = encoding === 'windows-1250' ? 'Windows-1250' : 'ISO-8859-2';
    expect(table.value.warnings[0]?.en).toContain(`hirdetesek.csv is read as ${name} text`);
    expect(table.value.warnings[0]?.hu).toContain(`hirdetesek.csv ${name} kódolású szövegként olvasva`);
  });

  it('gets its results in its own encoding, lacking characters listed, and LibreOffice reads the same user cells', async () => {
    const work = path.join(dir, encoding);
    const out = path.join(work, 'eredmeny.csv');
    const written = await writeResults({
      input: legacy,
      output: out,
      sheets: [
        {
          sheet: 'hirdetesek',
          headerRow: 1,
          notes: [],
          results: [
            { row: 2, status: 'created', serviceId: 501 },
            { row: 3, status: 'failed', errorCode: 422, errorMessage: 'Az ár „1 234,5” – legyen ≥ 5 € (őű)' },
          ],
        },
      ],
    });
    if (!written.ok) throw new Error(written.error.message);
    expect([...(written.value.replacedCharacters ?? [])].sort()).toEqual([...lacks].sort());
    const bytes = await readFile(out);
    // Every line of the original is the start of its line in the copy: the user's bytes as they were.
    const before = (await readFile(legacy)).toString('latin1').split('\n');
    const after = bytes.toString('latin1').split('\n');
    before.forEach((line, i) => expect(after[i]?.startsWith(line)).toBe(true));

    await mkdir(path.join(work, 'read-original'));
    await mkdir(path.join(work, 'read-copy'));
    const charset = LIBREOFFICE_CHARSETS[encoding] ?? 76;
    const original = csvCells(
      await readFile(convertedCsv(legacy, charset, 76, path.join(work, 'read-original')), 'utf8'),
    );
    const copy = csvCells(await readFile(convertedCsv(out, charset, 76, path.join(work, 'read-copy')), 'utf8'));
    expect(copy.map((r) => r.slice(0, 4))).toEqual(original);
    // The sheet's headers are Hungarian, so are its result columns (docs/write-back.md, "The workbook's language").
    expect(copy[0]?.slice(4, 6)).toEqual([RESULT_HEADERS_HU.status, RESULT_HEADERS_HU.serviceId]);
    expect(copy[1]?.slice(4, 6)).toEqual([statusWord('created', 'hu'), '501']);
    // A result holding its message in English only is told in Hungarian by its error code, the service's text kept
    // as the detail (docs/messages.md, "Results in both languages").
    const detail = 'Az ár „1 234,5” – legyen ≥ 5 € (őű)'.replace(new RegExp(`[${lacks.join('')}]`, 'g'), '?');
    const message = olderResultInHungarian(422, detail);
    expect(copy[2]?.slice(4, 8)).toEqual([statusWord('failed', 'hu'), '', '422', message]);
  }, 200_000);
});

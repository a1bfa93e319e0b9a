// Corpus workbooks written by exceljs (another writer this project's users meet: many Node exports use it), both its
// document writer and its streaming writer. Run by generate_corpus.py; adds its files to manifest.json.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';

const HEADER = ['Hivatkozás', 'Cím', 'Város', 'Ár (Ft)', 'Terület (m²)', 'Szobák'];
const CITIES = ['Budapest', 'Győr', 'Pécs', 'Szeged', 'Debrecen', 'Eger'];

function listing(i: number): (string | number)[] {
  return [
    `REF-${String(i).padStart(4, '0')}`,
    `Lakás ${i} – őszi ár`,
    CITIES[i % CITIES.length] ?? '',
    25_000_000 + i * 1_234_567,
    40 + ((i * 7) % 90),
    1 + (i % 5),
  ];
}

async function documentWriter(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'exceljs';
  wb.created = new Date(Date.UTC(2024, 0, 1));
  wb.modified = new Date(Date.UTC(2024, 0, 1));
  const ws = wb.addWorksheet('Ingatlanok', { views: [{ state: 'frozen', ySplit: 3 }] });
  ws.getCell('A1').value = 'Ingatlanok – exceljs export';
  ws.mergeCells('A1:I1');
  ws.getCell('A2').value = {
    richText: [
      { text: 'Figyelem: ', font: { bold: true } },
      { text: 'az árak forintban', font: { italic: true } },
    ],
  };
  ws.addRow([...HEADER, 'Felvéve', 'Aktív', 'Ár/m²']);
  for (let i = 1; i <= 6; i++) {
    const row = ws.addRow([...listing(i), new Date(Date.UTC(2024, i, 10 + i, 9, 30)), i % 2 === 0]);
    row.getCell(7).numFmt = 'yyyy.mm.dd hh:mm';
    row.getCell(9).value = {
      formula: `D${row.number}/E${row.number}`,
      result: Math.round((25_000_000 + i * 1_234_567) / (40 + ((i * 7) % 90))),
    };
  }
  ws.getCell('B5').note = 'Alku tárgya';
  ws.getCell('A6').value = { text: 'REF-0003', hyperlink: 'https://example.hu/REF-0003' };
  ws.getColumn(3).hidden = true;
  ws.getCell('A12').value = 'Összesen';
  ws.getCell('D12').value = { formula: 'SUM(D4:D9)', result: 0 };
  ws.getCell('K12').value = 'jóváhagyva';
  for (let r = 4; r <= 9; r++)
    ws.getCell(`J${r}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"IGAZ,HAMIS"'] };
  const s2 = wb.addWorksheet('Táblázat');
  s2.addTable({
    name: 'Lakasok',
    ref: 'A1',
    headerRow: true,
    style: { theme: 'TableStyleMedium2', showRowStripes: true },
    columns: HEADER.map((name) => ({ name, filterButton: true })),
    rows: [1, 2, 3, 4].map(listing),
  });
  const s3 = wb.addWorksheet('Rejtett', { state: 'hidden' });
  s3.addRow(['titok']);
  await wb.xlsx.writeFile(file);
}

async function streamingWriter(file: string): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('Export');
  ws.addRow([...HEADER, 'Felvéve']).commit();
  for (let i = 1; i <= 40; i++) {
    const row = ws.addRow([...listing(i), new Date(Date.UTC(2024, 1, (i % 28) + 1))]);
    row.getCell(7).numFmt = 'yyyy-mm-dd';
    row.commit();
  }
  ws.commit();
  await wb.commit();
}

async function streamingSharedStrings(file: string): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('Export');
  ws.addRow(HEADER).commit();
  for (let i = 1; i <= 20; i++) ws.addRow(listing(i)).commit();
  ws.commit();
  await wb.commit();
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'fixtures', 'corpus');
  const made: Record<string, { writer: string; what: string }> = {
    'ex-document.xlsx': {
      writer: 'exceljs',
      what:
        'exceljs document writer: merged title, rich text, frozen panes, dates, booleans, formulas with results, ' +
        'a note, a hyperlink, a hidden column, totals row further right, a table sheet, a hidden sheet',
    },
    'ex-streaming-inline.xlsx': {
      writer: 'exceljs',
      what: 'exceljs streaming writer with inline strings and styles, 40 rows',
    },
    'ex-streaming-nostyles.xlsx': {
      writer: 'exceljs',
      what: 'exceljs streaming writer with shared strings and no styles part',
    },
  };
  await documentWriter(path.join(out, 'ex-document.xlsx'));
  await streamingWriter(path.join(out, 'ex-streaming-inline.xlsx'));
  await streamingSharedStrings(path.join(out, 'ex-streaming-nostyles.xlsx'));
  const manifestFile = path.join(out, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
  Object.assign(manifest, made);
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
  await writeFile(manifestFile, `${JSON.stringify(sorted, null, 1)}\n`);
}

await main();

// The property workbook the benches import: 40 Hungarian columns of realistic listing values, every row valid.
import ExcelJS from 'exceljs';
import { writeFile } from 'node:fs/promises';
import { buildXlsx } from '../test/support/test-zips';

export const PROPERTY_HEADERS = [
  'Hirdetés azonosító',
  'Típus',
  'Eladó vagy kiadó',
  'Állapot (aktív)',
  'Település',
  'Kerület',
  'Irányítószám',
  'Cím',
  'Cím látható',
  'Ár',
  'Pénznem',
  'Kiemelt',
  'Videós megtekintés',
  'Tájolás',
  'Leírás (magyar)',
  'Leírás (angol)',
  'Térképes megjelenítés',
  'Szélesség',
  'Hosszúság',
  'Alapterület (m²)',
  'Szobák száma',
  'Félszobák száma',
  'Nappalik száma',
  'Emelet',
  'Építőanyag',
  'Fűtés',
  'Komfort',
  'Erkély mérete (m²)',
  'Erkély',
  'Lift',
  'Garázs',
  'Pince',
  'Állapot',
  'Épület kora',
  'Tulajdonviszony',
  'Elhelyezkedés',
  'Kilátás / fekvés',
  'Bútorozottság',
  'Kert',
  'Hirdetéskód a weboldalon',
];

const DISTRICTS = ['I. kerület', 'V. kerület', 'XI. kerület', 'XIII. kerület', 'XIV. kerület'];
const STREETS = ['Váci út', 'Fő utca', 'Bartók Béla út', 'Pannónia utca', 'Thököly út'];

/**
 * A flat's own address: every row another flat (street, house number, floor and door), as in an office's real sheet.
 * Until 2026-11-29 every row was `Váci út N.` with N from 1 to 200, so 48,200 of 50,000 rows were the same address,
 * settlement, type and area as an earlier row, and the validation warned of each as a listing given twice
 * (docs/performance.md, "Whole commands against bare baselines").
 */
function flatAddress(i: number): string {
  const street = STREETS[Math.floor(i / 200) % STREETS.length];
  return `${street} ${1 + (i % 200)}. ${1 + (i % 10)}. em. ${1 + Math.floor(i / 1000)}.`;
}
const MATERIALS = ['tégla', 'panel', 'csúszózsalus', 'könnyűszerkezetes'];
const HEATING = ['gázcirkó', 'távfűtés', 'házközponti', 'elektromos'];

function row(i: number): unknown[] {
  return [
    `P-${i}`,
    'lakás',
    'eladó',
    'aktív',
    'Budapest',
    DISTRICTS[i % DISTRICTS.length],
    '1134',
    flatAddress(i),
    i % 2 === 0 ? 'igen' : 'nem',
    `${30 + (i % 90)} 500 000 Ft`,
    'Ft',
    'nem',
    'nem',
    'dél',
    `Világos, csendes, felújított lakás ${i}. Árvíztűrő tükörfúrógép, közel a metróhoz és a Duna-parthoz.`,
    `Bright flat ${i}`,
    'pontos cím',
    47.5 + (i % 100) / 1000,
    19.05 + (i % 100) / 1000,
    35 + (i % 90),
    1 + (i % 5),
    i % 2,
    1,
    `${1 + (i % 10)}. emelet`,
    MATERIALS[i % MATERIALS.length],
    HEATING[i % HEATING.length],
    'összkomfortos',
    4 + (i % 6),
    'igen',
    i % 3 === 0 ? 'igen' : 'nem',
    'nem',
    'igen',
    'felújított',
    '21-50 éves',
    'magántulajdon',
    'társasház',
    'utcai',
    'bútorozott',
    'nincs',
    `BP13-${i}`,
  ];
}

export async function generatePropertyWorkbook(file: string, rows: number): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const ws = writer.addWorksheet('Ingatlanok');
  ws.addRow(PROPERTY_HEADERS).commit();
  for (let i = 1; i <= rows; i++) ws.addRow(row(i)).commit();
  await writer.commit();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** One row as openpyxl's write-only mode writes it: text inline (`t="inlineStr"`), numbers `t="n"`. */
function inlineRowXml(r: number, values: readonly unknown[]): string {
  const cells = values.map((v, c) => {
    const ref = `${columnName(c)}${r}`;
    if (typeof v === 'number') return `<c r="${ref}" t="n"><v>${v}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(String(v))}</t></is></c>`;
  });
  return `<row r="${r}">${cells.join('')}</row>`;
}

/** The same property rows with every text written inline, as openpyxl's write-only mode and many exporters do. */
export async function generateInlinePropertyWorkbook(file: string, rows: number): Promise<void> {
  const parts = [inlineRowXml(1, PROPERTY_HEADERS)];
  for (let i = 1; i <= rows; i++) parts.push(inlineRowXml(i + 1, row(i)));
  const body = `<sheetData>${parts.join('')}</sheetData>`;
  await writeFile(file, buildXlsx([{ name: 'Ingatlanok', body }], { declareParts: true }));
}

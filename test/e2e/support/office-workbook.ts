// An office workbook as staff keep it: a title row, Hungarian headers and words, a Sellers sheet whose ID column is
// headed "Kód" (no synonym knows it), listings that refer to the sellers by that code, and a few wrong cells.
import ExcelJS from 'exceljs';

export const OFFICE_HEADER_ROW = 3;

export const SELLERS = [
  ['E01', 'Kovács Anna', '+36 30 111 2233', 'anna.kovacs@example.hu'],
  ['E02', 'Nagy Péter', '+36 30 222 3344', 'peter.nagy@example.hu'],
  ['E07', 'Szabó Éva', '+36 30 777 8899', 'eva.szabo@example.hu'],
] as const;

export const SELLER_HEADERS = ['Kód', 'Név', 'Telefon', 'E-mail'];

export const OFFICE_HEADERS = [
  'Hirdetés azonosító',
  'Értékesítő',
  'Ingatlan típusa',
  'Eladó vagy kiadó',
  'Település',
  'Ár',
  'Pénznem',
  'Alapterület (m2)',
];

/** Listing rows; `overrides` replaces cells by [row index, column index]. */
export function officeListings(count: number): (string | number)[][] {
  const sellers = ['E01', 'E02', 'E07'];
  return Array.from({ length: count }, (_, i) => [
    `P-${String(i + 1).padStart(3, '0')}`,
    sellers[i % 3] ?? 'E01',
    'lakás',
    'eladó',
    'Budapest',
    30_000_000 + i * 100_000,
    'Ft',
    40 + (i % 50),
  ]);
}

export async function writeOfficeWorkbook(
  path: string,
  listings: readonly (readonly (string | number | null)[])[] = officeListings(12),
): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.getCell('A1').value = 'Irodai hirdetések – 2026. november';
  ws.getRow(OFFICE_HEADER_ROW).values = OFFICE_HEADERS;
  listings.forEach((l, i) => {
    ws.getRow(OFFICE_HEADER_ROW + 1 + i).values = [...l];
  });
  const ss = wb.addWorksheet('Értékesítők');
  ss.getRow(1).values = SELLER_HEADERS;
  SELLERS.forEach((s, i) => {
    ss.getRow(2 + i).values = [...s];
  });
  for (const sheet of [ws, ss])
    sheet.columns.forEach((c) => {
      c.width = 18;
    });
  await wb.xlsx.writeFile(path);
}

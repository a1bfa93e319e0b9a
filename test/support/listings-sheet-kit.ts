// Listings sheets with Hungarian headers as office staff type them: the six columns every listing fills, then the
// columns a test adds (the seller's code, area, rooms), and rows of flats for sale in Budapest by default.
import ExcelJS from 'exceljs';

/** Reference, type, sale or rent, settlement, price and currency: what each listing of these sheets fills. */
export const LISTING_HEADERS = [
  'Hirdetés azonosító',
  'Ingatlan típusa',
  'Eladó vagy kiadó',
  'Település',
  'Ár',
  'Pénznem',
] as const;

/** The column that names a listing's seller by the seller's code. */
export const SELLER_CODE_HEADER = 'Értékesítő azonosító';

type Cell = string | number | null;

/** A row of a listings sheet: the six columns, then one cell for each added header. */
export type ListingRow = readonly Cell[];

/** A flat for sale in Budapest at `price` Ft, then the cells of the added columns. */
export function flatForSale(reference: string, price: Cell, ...added: readonly Cell[]): ListingRow {
  return [reference, 'lakás', 'eladó', 'Budapest', price, 'Ft', ...added];
}

/** Adds a listings sheet to `wb`: the six headers and `added` ones on row 1, then `rows`. */
export function addListingsSheet(
  wb: ExcelJS.Workbook,
  name: string,
  rows: readonly ListingRow[],
  added: readonly string[] = [],
): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(name);
  ws.addRow([...LISTING_HEADERS, ...added]);
  for (const r of rows) ws.addRow([...r]);
  return ws;
}

/** Writes a workbook of one listings sheet, `Ingatlanok`, to `file`; returns the path. */
export async function writeListingsSheet(
  file: string,
  rows: readonly ListingRow[],
  added: readonly string[] = [],
): Promise<string> {
  const wb = new ExcelJS.Workbook();
  addListingsSheet(wb, 'Ingatlanok', rows, added);
  await wb.xlsx.writeFile(file);
  return file;
}

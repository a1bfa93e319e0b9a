// For tests of the sheets kept between an upload's read, its trial and its write-back: the inflations of worksheet
// parts counted, whole or partial, from the file (`streamEntry`) or from bytes held (`inflateHeld`; a test file mocks
// the zip entry module with `countedEntryData` and reads `sheetInflations.count`), and a small listings workbook.
import ExcelJS from 'exceljs';
import type * as EntryData from '../../src/engine/ooxml/zip-entry-data';

export const sheetInflations = { count: 0 };

function count(name: string): void {
  if (name.includes('worksheets/')) sheetInflations.count += 1;
}

/** The zip entry module with its two sheet inflations counted. */
export function countedEntryData(data: typeof EntryData): typeof EntryData {
  return {
    ...data,
    inflateHeld: (...args: Parameters<typeof data.inflateHeld>) => {
      count(args[1].name);
      return data.inflateHeld(...args);
    },
    streamEntry: (...args: Parameters<typeof data.streamEntry>) => {
      count(args[2].name);
      return data.streamEntry(...args);
    },
  };
}

/** A listings workbook whose second row's price is `price`, with `more` rows after its two. */
export async function listingsWorkbook(file: string, price: number, more = 0): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Ingatlan típusa', 'Ár']);
  ws.addRow(['H-1', 'lakás', price]);
  ws.addRow(['H-2', 'ház', 45_000_000]);
  for (let i = 0; i < more; i++) ws.addRow([`H-${i + 3}`, 'lakás', 30_000_000 + i]);
  await wb.xlsx.writeFile(file);
}

/** The price in row 2 of a written workbook. */
export async function priceInRow2(bytes: Buffer): Promise<unknown> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.getWorksheet('Ingatlanok')?.getRow(2).getCell(3).value;
}

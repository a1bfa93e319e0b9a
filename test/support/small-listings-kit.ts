// Small Hungarian workbooks for upload tests: a Listings sheet of a few rows with references (and, when asked, the
// Import action column), and the office workbook with one seller row made invalid, so its listings are held back.
import ExcelJS from 'exceljs';
import { writeOfficeWorkbook } from '../e2e/support/office-workbook';

const HEADERS = [
  'Hivatkozás [id.transfer_id]',
  'Ingatlan típusa [property.type]',
  'Eladó vagy kiadó [property.action]',
  'Település [location.region_id]',
  'Cím [location.address]',
  'Ár [price.price]',
  'Pénznem [price.price_currency]',
] as const;
const ACTION_HEADER = 'Importálási művelet';

/** A flat for sale in Budapest: reference, address, price, and the Import action when the sheet has the column. */
export interface SmallListing {
  readonly reference: string;
  readonly address: string;
  readonly price: number;
  readonly action?: string;
}

/** An `Ingatlanok` sheet of `rows`; with the Import action column when any row has an action. */
export async function writeSmallListings(file: string, rows: readonly SmallListing[]): Promise<void> {
  const withAction = rows.some((r) => r.action !== undefined);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(withAction ? [...HEADERS, ACTION_HEADER] : [...HEADERS]);
  for (const r of rows) {
    const cells = [r.reference, 'lakás', 'eladó', 'Budapest', r.address, r.price, 'forint'];
    ws.addRow(withAction ? [...cells, r.action ?? ''] : cells);
  }
  await wb.xlsx.writeFile(file);
}

/** The office workbook with seller E02's e-mail wrong (Értékesítők row 3): its four listings cannot go before it. */
export async function writeInvalidSellerWorkbook(file: string): Promise<void> {
  await writeOfficeWorkbook(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sellers = wb.getWorksheet('Értékesítők');
  if (!sellers) throw new Error('no sellers sheet');
  sellers.getCell('D3').value = 'nem-email-cim';
  await wb.xlsx.writeFile(file);
}

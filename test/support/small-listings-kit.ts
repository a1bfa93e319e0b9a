// Small workbooks for upload tests: a Listings sheet of a few rows with references (and, when asked, the Import
// action or the Featured column), in Hungarian or English, and the office workbook with one seller row made
// invalid, so its listings are held back.
import ExcelJS from 'exceljs';
import type { Lang } from '../../src/catalog';
import { writeOfficeWorkbook } from '../e2e/support/office-workbook';

/** The sheet, its headers and the words of a flat for sale in Budapest, in the workbook's language. */
const WORDING = {
  hu: {
    sheet: 'Ingatlanok',
    headers: [
      'Hivatkozás [id.transfer_id]',
      'Ingatlan típusa [property.type]',
      'Eladó vagy kiadó [property.action]',
      'Település [location.region_id]',
      'Cím [location.address]',
      'Ár [price.price]',
      'Pénznem [price.price_currency]',
    ],
    words: ['lakás', 'eladó', 'Budapest'],
    currency: 'forint',
    action: 'Importálási művelet',
    featured: ['Kiemelt [property.is_featured]', 'igen', 'nem'],
  },
  en: {
    sheet: 'Listings',
    headers: [
      'Listing reference [id.transfer_id]',
      'Property type [property.type]',
      'For sale or rent [property.action]',
      'Settlement [location.region_id]',
      'Address [location.address]',
      'Price [price.price]',
      'Currency [price.price_currency]',
    ],
    words: ['flat', 'sale', 'Budapest'],
    currency: 'HUF',
    action: 'Import action',
    featured: ['Featured [property.is_featured]', 'yes', 'no'],
  },
} as const;

/** A flat for sale in Budapest: reference, address, price, and the Import action when the sheet has the column. */
export interface SmallListing {
  readonly reference: string;
  readonly address: string;
  readonly price: number;
  readonly action?: string;
  /** Featured; the sheet has the Featured column when any row says. */
  readonly featured?: boolean;
}

/** A Listings sheet of `rows`, with the Import action and Featured columns when any row has them. */
export async function writeSmallListings(
  file: string,
  rows: readonly SmallListing[],
  lang: Lang = 'hu',
): Promise<void> {
  const w = WORDING[lang];
  const withAction = rows.some((r) => r.action !== undefined);
  const withFeatured = rows.some((r) => r.featured !== undefined);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(w.sheet);
  ws.addRow([...w.headers, ...(withAction ? [w.action] : []), ...(withFeatured ? [w.featured[0]] : [])]);
  for (const r of rows) {
    const action = withAction ? [r.action ?? ''] : [];
    const featured = withFeatured ? [r.featured === true ? w.featured[1] : w.featured[2]] : [];
    ws.addRow([r.reference, ...w.words, r.address, r.price, w.currency, ...action, ...featured]);
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

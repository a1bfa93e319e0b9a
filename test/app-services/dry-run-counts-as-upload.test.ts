// The app's dry run counts the rows as its real upload then records them: a row the plan refuses with no cell at
// fault (a delete of a listing the service does not have) is failed in both, not invalid (docs/upload.md, "Rows the
// plan refuses").
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-dry-run-counts-');

/** Two listings: a new one, and a delete of a reference the service does not have. */
async function deleteOfNothing(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow([
    'Hivatkozás [id.transfer_id]',
    'Ingatlan típusa [property.type]',
    'Eladó vagy kiadó [property.action]',
    'Település [location.region_id]',
    'Cím [location.address]',
    'Ár [price.price]',
    'Pénznem [price.price_currency]',
    'Importálási művelet',
  ]);
  ws.addRow(['UJ-41', 'lakás', 'eladó', 'Budapest', 'Új utca 41.', 53_000_000, 'forint', '']);
  ws.addRow(['NINCS-41', 'lakás', 'eladó', 'Budapest', 'Nincs utca 41.', 54_000_000, 'forint', 'törlés']);
  await wb.xlsx.writeFile(file);
}

describe("the app's dry run counts as its upload", () => {
  it('a row the plan refuses is failed in the dry run, as the upload then records it', async () => {
    const book = office.file('torles-proba.xlsx');
    await deleteOfNothing(book);
    await app.open(book);
    await app.call('validate', {});

    const dry = await app.call('startUpload', { dryRun: true });
    expect(dry).toMatchObject({ created: 1, failed: 1, invalid: 0 });
    expect(dry.buckets).toMatchObject({ total: 2, create: 1, failed: 1, invalid: 0 });

    const real = await app.call('startUpload', { dryRun: false });
    expect(real).toMatchObject({ created: dry.created, failed: dry.failed, invalid: dry.invalid });
  });
});

// An upload of a workbook another upload is sending is refused in the UI language, nothing sent (docs/upload.md).
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeUploadLock } from '../../src/engine/upload';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { writeSmallListings } from '../support/small-listings-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-upload-lock-');

describe("the app's upload beside another upload of the workbook", () => {
  it('is refused in Hungarian when the UI is Hungarian, naming the workbook', async () => {
    const book = office.file('zarolt.xlsx');
    await writeSmallListings(book, [{ reference: 'UJ-51', address: 'Új utca 51.', price: 51_000_000, action: '' }]);
    await app.open(book);
    await app.call('validate', {});
    await app.call('setLanguage', { language: 'hu', remember: false });
    const held = takeUploadLock(join(app.harness().dir, 'data', 'journal'), book);
    if (!held.ok) throw new Error(held.error.message);
    try {
      const said = `busy A(z) ${basename(book)} egy másik feltöltése fut ebben a programban (${process.pid}. folyamat), `;
      await expect(app.call('startUpload', { dryRun: false })).rejects.toThrow(said);
    } finally {
      held.value.release();
    }
  });
});

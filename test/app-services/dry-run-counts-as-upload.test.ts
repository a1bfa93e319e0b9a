// The app's dry run counts the rows as its real upload then records them: a row the plan refuses with no cell at
// fault (a delete of a listing the service does not have) is failed in both, not invalid (docs/upload.md, "Rows the
// plan refuses").
import { describe, expect, it } from 'vitest';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { writeSmallListings } from '../support/small-listings-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-dry-run-counts-');

describe("the app's dry run counts as its upload", () => {
  it('a row the plan refuses is failed in the dry run, as the upload then records it', async () => {
    const book = office.file('torles-proba.xlsx');
    await writeSmallListings(book, [
      { reference: 'UJ-41', address: 'Új utca 41.', price: 53_000_000, action: '' },
      { reference: 'NINCS-41', address: 'Nincs utca 41.', price: 54_000_000, action: 'törlés' },
    ]);
    await app.open(book);
    await app.call('validate', {});

    const dry = await app.call('startUpload', { dryRun: true });
    expect(dry).toMatchObject({ created: 1, failed: 1, invalid: 0 });
    expect(dry.buckets).toMatchObject({ total: 2, create: 1, failed: 1, invalid: 0 });

    const real = await app.call('startUpload', { dryRun: false });
    expect(real).toMatchObject({ created: dry.created, failed: dry.failed, invalid: dry.invalid });
  });
});

// The app's resend ("Sikertelen sorok újraküldése") takes a row left in doubt (sent, its answer lost, not checked) though
// it was not edited: like a normal upload, it resumes the journal and checks the row on the service first, so the
// listing that arrived is found, not created twice (docs/upload.md, "Resolving rows in doubt").
import { describe, expect, it } from 'vitest';
import { useAnswerLosingRelay } from '../support/answer-losing-relay-per-test';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { writeSmallListings } from '../support/small-listings-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-resend-in-doubt-');
const relayOf = useAnswerLosingRelay(office);

/** The creates of KETES-51 that reached the service. */
const creates = (): number =>
  office.traffic().writes.filter((w) => w.method === 'POST' && JSON.stringify(w.body ?? '').includes('KETES-51'))
    .length;

describe('resending after an upload whose answer was lost', () => {
  it('sends the unedited row in doubt: checked on the service, found, not created twice', async () => {
    const relay = relayOf();
    const book = office.file('ketes.xlsx');
    await writeSmallListings(book, [{ reference: 'KETES-51', address: 'Kétes utca 51.', price: 55_000_000 }]);
    await app.open(book, relay.baseUrl);
    await app.call('validate', {});

    relay.arm();
    const lost = await app.call('startUpload', { dryRun: false });
    // Its state unknown, counted apart: not failed (the next upload checks it).
    expect(lost).toMatchObject({ created: 0, unknown: 1, failed: 0 });
    expect(creates()).toBe(1);

    relay.heal();
    const after = await app.call('getResults', {});
    expect(after.resendable).toBe(1);
    // Where the rows stand, sheet by sheet: the row in doubt is unknown there too, not failed.
    expect(after.bySheet?.[0]?.buckets).toMatchObject({ total: 1, unknown: 1, failed: 0 });
    // Listed apart from the failed rows, which are fixed in Review: a row in doubt has nothing to fix.
    expect(after.failedRows).toEqual([]);
    expect(after.inDoubtRows?.map((r) => r.reference)).toEqual(['KETES-51']);
    const resent = await app.call('resubmitFailed', {});
    expect(resent.created).toBe(1);
    expect(creates()).toBe(1);
  });
});

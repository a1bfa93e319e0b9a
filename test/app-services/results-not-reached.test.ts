// A stopped run's rows it never reached are counted apart in the app, as on the command line (`not_reached`): neither
// failed nor "not sent" among the unchanged, and Resubmit failed rows sends them (docs/upload.md, "Counts of a run").
import { describe, expect, it } from 'vitest';
import { useAnswerLosingRelay } from '../support/answer-losing-relay-per-test';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { writeSmallListings } from '../support/small-listings-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-results-not-reached-');
const relayOf = useAnswerLosingRelay(office);

/** More rows than the batches in flight at once hold: the run stops before it reaches the last ones. */
const ROWS = 600;

describe('rows a stopped run never reached', () => {
  it('are counted apart from the failed and the unsent, the counts add up, and the resend sends them', async () => {
    const relay = relayOf();
    const book = office.file('sorra.xlsx');
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      reference: `SORRA-${String(i)}`,
      address: `Sorra utca ${String(i + 1)}.`,
      price: 40_000_000 + i,
    }));
    await writeSmallListings(book, rows);
    await app.open(book, relay.baseUrl);
    await app.call('validate', {});

    relay.arm();
    const stopped = await app.call('startUpload', { dryRun: false });
    const notReached = stopped.notReached ?? 0;
    expect(notReached).toBeGreaterThan(0);
    expect(stopped).toMatchObject({ failed: 0, skipped: 0 });
    const sum = stopped.created + stopped.updated + stopped.failed + stopped.invalid + stopped.skipped;
    expect(sum + (stopped.unknown ?? 0) + notReached).toBe(ROWS);

    relay.heal();
    const after = await app.call('getResults', {});
    expect(after.resendable).toBe((stopped.unknown ?? 0) + notReached);
    const resent = await app.call('resubmitFailed', {});
    expect(resent.created + resent.updated).toBe(ROWS);
    expect(resent).toMatchObject({ failed: 0, skipped: 0 });
    expect(resent.notReached ?? 0).toBe(0);
  });
});

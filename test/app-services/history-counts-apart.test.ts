// History counts a stopped run's rows in doubt and not reached apart from the failed, as Results does (docs/upload.md,
// "Counts of a run"): the journal's end record carries them.
import { describe, expect, it } from 'vitest';
import { useAnswerLosingRelay } from '../support/answer-losing-relay-per-test';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { writeSmallListings } from '../support/small-listings-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-history-counts-');
const relayOf = useAnswerLosingRelay(office);

/** More rows than the batches in flight at once hold: the run stops before it reaches the last ones. */
const ROWS = 600;

describe('History of a stopped run', () => {
  it('counts the rows in doubt and not reached apart from the failed, as Results does', async () => {
    const relay = relayOf();
    const book = office.file('tortenet.xlsx');
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      reference: `TORT-${String(i)}`,
      address: `Történet utca ${String(i + 1)}.`,
      price: 40_000_000 + i,
    }));
    await writeSmallListings(book, rows);
    await app.open(book, relay.baseUrl);
    await app.call('validate', {});

    relay.arm();
    const stopped = await app.call('startUpload', { dryRun: false });
    expect(stopped.notReached ?? 0).toBeGreaterThan(0);

    const [run] = await app.call('listHistory', {});
    expect(run).toMatchObject({
      failed: stopped.failed,
      notReached: stopped.notReached ?? 0,
      inDoubt: stopped.unknown ?? 0,
      created: stopped.created,
    });
  });
});

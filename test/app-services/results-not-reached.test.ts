// A stopped run's rows it never reached are counted apart in the app, as on the command line (`not_reached`): neither
// failed nor "not sent" among the unchanged, and Resubmit failed rows sends them (docs/upload.md, "Counts of a run").
import { describe, expect, it } from 'vitest';
import { useAnswerLosingRelay } from '../support/answer-losing-relay-per-test';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { useAppBesideCli } from './cli-beside-app-kit';
import { STOPPED_RUN_ROWS as ROWS, uploadUntilStopped } from './stopped-run-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-results-not-reached-');
const relayOf = useAnswerLosingRelay(office);

describe('rows a stopped run never reached', () => {
  it('are counted apart from the failed and the unsent, the counts add up, and the resend sends them', async () => {
    const relay = relayOf();
    const stopped = await uploadUntilStopped(office, app, relay, 'SORRA');
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

// History counts a stopped run's rows in doubt and not reached apart from the failed, as Results does (docs/upload.md,
// "Counts of a run"): the journal's end record carries them.
import { describe, expect, it } from 'vitest';
import { useAnswerLosingRelay } from '../support/answer-losing-relay-per-test';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { useAppBesideCli } from './cli-beside-app-kit';
import { uploadUntilStopped } from './stopped-run-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-history-counts-');
const relayOf = useAnswerLosingRelay(office);

describe('History of a stopped run', () => {
  it('counts the rows in doubt and not reached apart from the failed, as Results does', async () => {
    const stopped = await uploadUntilStopped(office, app, relayOf(), 'TORT');
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

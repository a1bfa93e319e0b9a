// For each test of a vitest file, a relay in front of the office sandbox's relay that loses the answer of the batch
// sent once armed (answer-losing-relay.ts), closed after the test: the set-up of the tests about rows in doubt and
// rows a stopped run never reached, for the command line and the app alike.
import { afterEach, beforeEach } from 'vitest';
import type { AnswerLosingRelay } from './answer-losing-relay';
import { startAnswerLosingRelay } from './answer-losing-relay';
import type { OfficeSandbox } from './office-sandbox-kit';

/** Registers the hooks; what it returns gives the current test's relay. */
export function useAnswerLosingRelay(office: OfficeSandbox): () => AnswerLosingRelay {
  let relay: AnswerLosingRelay | null = null;
  beforeEach(async () => {
    relay = await startAnswerLosingRelay(office.relayClient().baseUrl);
  });
  afterEach(async () => {
    await relay?.close();
    relay = null;
  });
  return () => {
    if (relay === null) throw new Error('the relay runs only inside a test');
    return relay;
  };
}

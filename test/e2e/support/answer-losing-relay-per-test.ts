// For each test of a spec, a relay in front of the test's browser host's sandbox that loses the answer of the batch
// sent once armed (test/support/answer-losing-relay.ts), closed after the test; and the way to Review through it
// with a workbook: the set-up of the specs about rows in doubt and rows a stopped run never reached.
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { DEMO } from '../../../src/sandbox';
import type { AnswerLosingRelay } from '../../support/answer-losing-relay';
import { startAnswerLosingRelay } from '../../support/answer-losing-relay';
import { ConnectPage } from '../pages/connect-page';
import { OpenPage } from '../pages/open-page';
import type { ReviewPage } from '../pages/review-page';
import type { HostPerTest } from './host-per-test';
import { sandboxUrl } from './office-export';
import { openToReview } from './to-review';
import { OFFICE } from './wizard-flow';

export interface RelayPerTest {
  /** The current test's relay, once `toReview` started it. */
  readonly relay: () => AnswerLosingRelay;
  /** Connects through a new relay, opens `workbook` and takes the proposed columns and values: Review. */
  toReview(page: Page, workbook: string): Promise<ReviewPage>;
}

export function useAnswerLosingRelay(host: HostPerTest): RelayPerTest {
  let relay: AnswerLosingRelay | null = null;
  test.afterEach(async () => {
    await relay?.close();
    relay = null;
  });
  return {
    relay() {
      if (relay === null) throw new Error('the relay starts in toReview');
      return relay;
    },
    async toReview(page, workbook) {
      const connect = new ConnectPage(page);
      await connect.open(host.url);
      await connect.checkSandbox();
      relay = await startAnswerLosingRelay(await sandboxUrl(page.request, host.origin));
      const { username, password } = DEMO.users.demo;
      await connect.connectThrough('Közvetítő', relay.baseUrl, username, password, OFFICE);
      await connect.useOffice();
      const open = new OpenPage(page);
      await open.chooseFile(workbook);
      return openToReview(page, open);
    },
  };
}

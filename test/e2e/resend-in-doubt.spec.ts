// A batch whose answer is lost leaves its rows in doubt ("ismeretlen"); the resend from Results takes them, checks
// them on the service first and ends with each listing created exactly once (docs/upload.md, "Resolving rows in
// doubt").
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/sandbox';
import type { AnswerLosingRelay } from '../support/answer-losing-relay';
import { startAnswerLosingRelay } from '../support/answer-losing-relay';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import { ResultsPage } from './pages/results-page';
import { UploadPage } from './pages/upload-page';
import { WizardPage } from './pages/wizard-page';
import { useHostPerTest } from './support/host-per-test';
import { englishWordsIn } from './support/ui-language-check';
import { writeListingRows } from './support/listing-workbook';
import { sandboxUrl } from './support/office-export';
import { openToReview } from './support/to-review';
import { OFFICE } from './support/wizard-flow';

const host = useHostPerTest('li-e2e-in-doubt-');
let relay: AnswerLosingRelay | null = null;
test.afterEach(async () => {
  await relay?.close();
  relay = null;
});

const REFERENCES = ['KETES-01', 'KETES-02', 'KETES-03'];

/** Three valid listings, none featured: nothing the service would refuse. */
function threeListings(): Promise<string> {
  const rows = REFERENCES.map((ref, i) => [
    ref,
    'lakás',
    'eladó',
    'Budapest',
    40_000_000 + i * 1_000_000,
    'Ft',
    'nem',
    50 + i,
    null,
  ]);
  return writeListingRows(join(host.work, 'ketes.xlsx'), rows);
}

/** How many listings of the office the sandbox holds under `reference`, asked with its demo user. */
async function onSandbox(request: APIRequestContext, baseUrl: string, reference: string): Promise<number> {
  const { username, password } = DEMO.users.demo;
  const answer = await request.get(`${baseUrl}/property?transfer_id=${reference}&part=id`, {
    headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as unknown[]).length;
}

test('rows whose answer was lost are resent from Results and created exactly once', async ({ page }) => {
  await new WizardPage(page).open(host.url);
  const connect = new ConnectPage(page);
  await connect.checkSandbox();
  const sandbox = await sandboxUrl(page.request, host.origin);
  relay = await startAnswerLosingRelay(sandbox);
  const { username, password } = DEMO.users.demo;
  await connect.connectThrough('Homokozó közvetítővel', relay.baseUrl, username, password, OFFICE);
  await connect.useOffice();
  const open = new OpenPage(page);
  await open.chooseFile(await threeListings());
  const review = await openToReview(page, open);
  await review.next();

  relay.arm();
  await new UploadPage(page).upload();
  const results = new ResultsPage(page);
  await expect(results.countTile('unknownRows')).toContainText('3');
  await results.expectTile('created', 0);
  await results.expectTile('failed', 0);
  // Why the run stopped, in Hungarian through and through.
  expect(englishWordsIn(await page.getByRole('main').innerText(), new Set())).toEqual([]);
  await results.screenshot('resend-in-doubt-01-lost');

  relay.heal();
  await results.resubmit();
  await results.expectTile('created', 3);
  await results.expectTile('failed', 0);
  await expect(results.countTile('unknownRows')).toHaveCount(0);
  await results.screenshot('resend-in-doubt-02-resent');
  for (const reference of REFERENCES) {
    expect(await onSandbox(page.request, sandbox, reference)).toBe(1);
    // The lost batch reached the service; the resend found the listing there instead of creating it again.
    expect(relay.forwardedBatches().filter((b) => b.includes(reference))).toHaveLength(1);
  }
});

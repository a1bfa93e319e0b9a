// History → Visszavonás → preview → confirm → results, in Hungarian and English, axe clean (docs/undo.md).
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { SMALL, uploadWrongSheet } from '../engine/undo/undo-test-kit';
import { client } from '../engine/upload/upload-test-kit';
import { ConnectPage } from './pages/connect-page';
import { HistoryPage } from './pages/history-page';
import type { Lang } from './pages/wizard-page';
import { seriousViolations } from './support/axe-violations';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { OFFICE } from './support/wizard-flow';

let host: HostProcess;

test.beforeEach(async () => {
  host = await startHostProcess();
});

test.afterEach(async () => {
  await host.stop();
});

async function sandboxUrl(request: APIRequestContext, origin: string): Promise<string> {
  const profiles = await request.post(`${origin}/api/listProfiles`, {
    headers: { 'x-li-request': '1', 'content-type': 'application/json', origin },
    data: {},
  });
  const body = (await profiles.json()) as { value: { profiles: { id: string; baseUrl: string }[] } };
  return body.value.profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
}

/** Connects to the sandbox and uploads the wrong sheet with the engine into the app's journal. */
async function wrongRun(page: Page, lang: Lang): Promise<void> {
  const connect = new ConnectPage(page, lang);
  await connect.open(host.url);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const c = client(await sandboxUrl(page.request, host.origin));
  try {
    await uploadWrongSheet(c, join(host.dataDir, 'journal'), SMALL);
  } finally {
    await c.close();
  }
}

async function undoFromHistory(page: Page, lang: Lang, cannot: string): Promise<void> {
  await wrongRun(page, lang);
  const history = new HistoryPage(page, lang);
  await history.show();
  await history.undoButton('wrong.xlsx').click();
  const panel = history.panel('wrong.xlsx');
  const counts = { count: 18, kept: 2, impossible: 1 };
  await expect(history.status(panel, history.u('undoPreviewCounts', counts))).toBeVisible();
  await expect(panel).toContainText(cannot);
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: history.u('undoConfirm') }).click();
  await expect(history.status(panel, history.u('undoDoneCounts', { ...counts, failed: 0 }))).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(panel.getByRole('button', { name: history.u('undoClose') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await history.expectNoError();
}

test('Előzmények → Visszavonás: előnézet, megerősítés, eredmény', async ({ page }) => {
  await undoFromHistory(page, 'hu', 'nem vonható vissza');
});

test('a run undone already is shown undone, without a second Visszavonás', async ({ page }) => {
  await undoFromHistory(page, 'hu', 'nem vonható vissza');
  const history = new HistoryPage(page, 'hu');
  await history
    .panel('wrong.xlsx')
    .getByRole('button', { name: history.u('undoClose') })
    .click();
  const undone = history.undoneRuns();
  await expect(undone).toHaveCount(1);
  await expect(undone).toContainText('wrong.xlsx');
  await expect(undone.getByRole('button', { name: new RegExp(`^${history.u('undo')}`) })).toHaveCount(0);
});

test('Visszavonás törléssel: a darabszámot és a sorokat megerősítés előtt megnevezi', async ({ page }) => {
  await wrongRun(page, 'hu');
  const history = new HistoryPage(page, 'hu');
  await history.show();
  await history.undoButton('wrong.xlsx').click();
  const panel = history.panel('wrong.xlsx');
  await panel.getByRole('checkbox', { name: history.u('undoDeleteToggle') }).check();
  await expect(
    history.status(panel, history.u('undoPreviewCounts', { count: 20, kept: 0, impossible: 1 })),
  ).toBeVisible();
  await panel.getByRole('button', { name: history.u('undoConfirm') }).click();
  const box = panel.getByRole('alertdialog', { name: history.u('undoDeleteTitle', { count: SMALL.created }) });
  await expect(box).toContainText('nem vonható vissza');
  await expect(box.getByRole('listitem')).toHaveCount(SMALL.created);
  await expect(box.getByRole('button', { name: history.u('undoCancel') })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await box.getByRole('button', { name: history.u('undoDeleteYes', { count: SMALL.created }) }).click();
  const done = { count: 20, kept: 0, impossible: 1, failed: 0 };
  await expect(history.status(panel, history.u('undoDoneCounts', done))).toBeVisible();
  await history.expectNoError();
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });
  test('History → Undo: preview, confirm, results', async ({ page }) => {
    await undoFromHistory(page, 'en', 'cannot be undone');
  });
});

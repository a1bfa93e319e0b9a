// A template's own Települések sheet repeats its headers by design and is not imported: Open warns of no header.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoSeedReference } from '../../src/cli/commands/template-command';
import { buildTemplate } from '../../src/engine/template';
import { ConnectPage } from './pages/connect-page';
import { OpenPage } from './pages/open-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { OFFICE } from './support/wizard-flow';

let host: HostProcess | null = null;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-ref-sheet-'));
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await rm(work, { recursive: true, force: true });
});

test('the Települések reference sheet gives no header warning unless the user imports it', async ({ page }) => {
  const file = join(work, 'sablon.xlsx');
  const built = await buildTemplate({ lang: 'hu', types: ['apartment'], reference: demoSeedReference(), out: file });
  expect(built.ok).toBe(true);
  host = await startHostProcess();
  const open = new OpenPage(page);
  await open.open(host.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();

  await open.chooseFile(file);
  await expect(open.role('Települések')).toHaveValue('');
  await expect(page.getByRole('region', { name: open.t('tableWarningsTitle') })).toHaveCount(0);
  await open.role('Települések').selectOption('sellers');
  await expect(page.getByRole('region', { name: open.t('tableWarningsTitle') })).toContainText('Települések');
});

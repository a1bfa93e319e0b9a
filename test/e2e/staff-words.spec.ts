// Words, numbers and dates as staff read them (docs/architecture.md, "The wizard's flow"): the export's date box in
// the app's language, headers and lists without the API's codes, the Values step's columns needing a decision first.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DATE_PATTERN } from '../../src/renderer/src/i18n/date-format';
import { formText } from '../../src/renderer/src/i18n/form-strings';
import { ConnectPage } from './pages/connect-page';
import { ExportPage } from './pages/export-page';
import type { HostProcess } from './support/browser-host-process';
import { startHostProcess } from './support/browser-host-process';
import { OFFICE } from './support/wizard-flow';

let host: HostProcess | null = null;
let work: string;

test.beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'li-e2e-words-'));
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await rm(work, { recursive: true, force: true });
});

test("the export's date box takes and shows dates in the app's language, not the browser's", async ({ page }) => {
  host = await startHostProcess();
  const exporter = new ExportPage(page);
  await exporter.open(host.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  await exporter.openView();

  let box = exporter.updatedAfter();
  await expect(box).toHaveAttribute('placeholder', DATE_PATTERN.hu);
  await box.fill('2026.03.31.');
  await expect(box).not.toHaveAttribute('aria-invalid');
  await expect(exporter.button('exportStart')).toBeEnabled();

  await exporter.switchLanguage('en');
  box = exporter.updatedAfter();
  await expect(box).toHaveValue('31/03/2026');
  await expect(box).toHaveAttribute('placeholder', DATE_PATTERN.en);
  await box.fill('03/31/2026');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(
      formText('en', 'dateInvalid', { value: '03/31/2026', pattern: DATE_PATTERN.en, example: '31/03/2026' }),
    ),
  ).toBeVisible();
  await expect(exporter.button('exportStart')).toBeDisabled();
  await box.fill('');
  await expect(exporter.button('exportStart')).toBeEnabled();
});

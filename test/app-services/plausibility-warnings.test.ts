// The validation step's result carries the plausibility warnings in the session's language, judged by the
// connected office's listings and the sheet, so the review can show them (docs/plausibility.md).
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

const HEADERS = ['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület'];

let sandbox: RunningSandbox;
let h: ServicesHarness;

beforeEach(async () => {
  h = await startServices('li-plausibility-');
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo', dataDir: join(h.dir, 'service') });
  const { username, password } = DEMO.users.demo;
  const p = await h.call('saveProfile', {
    kind: 'test',
    name: 'Próba',
    baseUrl: sandbox.baseUrl,
    user: username,
    password,
  });
  await h.call('connect', { profileId: p.id, officeId: DEMO.offices.budapest });
  const path = join(h.dir, 'iroda.xlsx');
  const wb = new ExcelJS.Workbook();
  const flats = [55, 58, 60, 62, 64, 66, 59, 61].map((m, i) => [
    `F-${i}`,
    'lakás',
    'eladó',
    'Budapest',
    `${m} 000 000 Ft`,
    60,
  ]);
  wb.addWorksheet('Ingatlanok').addRows([HEADERS, ...flats, ['F-SLIP', 'lakás', 'eladó', 'Budapest', '45 900 Ft', 60]]);
  await wb.xlsx.writeFile(path);
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
});

afterEach(async () => {
  await sandbox.close();
  await h.close();
});

describe('warnings on the validation step', () => {
  it('gives the scale slip with its fix, and the row stays valid', async () => {
    const summary = await h.call('validate', {});
    expect(summary.counts).toMatchObject({ total: 9, valid: 9, invalid: 0 });
    expect(summary.warnings).toMatchObject([
      { sheet: 'Ingatlanok', row: 10, kind: 'scale-slip', fix: [{ field: 'price.price', value: 45_900_000 }] },
    ]);
    expect(summary.warningsTotal).toBe(1);
  });

  it("says it judged by the office's listings on the portal", async () => {
    const summary = await h.call('validate', {});
    expect(summary.warningBasis).toContain("the office's 1 listings on the portal");
  });

  it('speaks Hungarian in a Hungarian session', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const summary = await h.call('validate', {});
    expect(summary.warnings?.[0]?.message).toContain('45 900 Ft → 45 900 000 Ft?');
  });
});

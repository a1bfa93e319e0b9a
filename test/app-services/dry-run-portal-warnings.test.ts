// The app's dry run flags a modify that cuts a listing's price by more than half against the portal, old → new,
// offering the portal's price (docs/plausibility.md).
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

let sandbox: RunningSandbox;
let h: ServicesHarness;

beforeEach(async () => {
  h = await startServices('li-dry-portal-');
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
  // DEMO-P1 costs 64 900 000 Ft on the portal; the row cuts it by 90 % by a slip.
  const path = join(h.dir, 'modositas.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([
    ['Hirdetés azonosító', 'Service ID', 'Ár'],
    ['DEMO-P1', DEMO.properties.angyalfoldFlat.id, '6 490 000 Ft'],
  ]);
  await wb.xlsx.writeFile(path);
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
});

afterEach(async () => {
  await sandbox.close();
  await h.close();
});

describe('the dry run against the portal', () => {
  it('flags a price cut by more than half, old → new, offering the old price', async () => {
    const dry = await h.call('startUpload', { dryRun: true });
    expect(dry.portalWarnings).toMatchObject([
      { sheet: 'Ingatlanok', row: 2, kind: 'price-change', fix: [{ field: 'price.price', value: 64_900_000 }] },
    ]);
    expect(dry.portalWarnings?.[0]?.message).toContain('64,900,000 Ft → 6,490,000 Ft');
  });
});

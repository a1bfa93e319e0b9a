// The seller cell's choices (docs/architecture.md, "The wizard's flow"): the workbook's sellers with their names, then
// the office's sellers on the portal that the workbook does not hold, each once, those without a code included.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useConnectedSession } from '../support/connected-session-kit';

const h = useConnectedSession('li-seller-choices-');

async function openOffice(): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Értékesítők').addRows([
    ['Kód', 'Név', 'Telefon', 'E-mail'],
    ['E01', 'Kovács Anna', '+36 30 111 2233', 'anna.kovacs@example.hu'],
    ['E07', 'Szabó Éva', '+36 30 777 8899', 'eva.szabo@example.hu'],
  ]);
  wb.addWorksheet('Ingatlanok').addRows([
    ['Hirdetés azonosító', 'Értékesítő', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem'],
    ['P-001', 'E01', 'lakás', 'eladó', 'Budapest', 30_000_000, 'Ft'],
  ]);
  const path = join(h.dir, 'iroda.xlsx');
  await wb.xlsx.writeFile(path);
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  await h.call('configureSheets', {
    sheets: [
      { name: 'Értékesítők', role: 'sellers', headerRow: 1 },
      { name: 'Ingatlanok', role: 'properties', headerRow: 1 },
    ],
  });
  // As the Columns step proposes it: the sellers' code column, which the listings name.
  await h.call('setColumnMapping', { columns: [{ sheet: 'Értékesítők', index: 0, field: 'id.transfer_id' }] });
  await h.call('validate', {});
}

describe('seller choices', () => {
  it("offers the workbook's sellers by name and code, then the portal's others, each code once", async () => {
    await openOffice();
    const choices = await h.call('listSellerChoices', {});
    expect(choices.slice(0, 2)).toEqual([
      { code: 'E01', serviceId: null, name: 'Kovács Anna', source: 'workbook' },
      { code: 'E07', serviceId: null, name: 'Szabó Éva', source: 'workbook' },
    ]);
    const portal = choices.filter((c) => c.source === 'portal');
    expect(portal.length).toBeGreaterThan(0);
    expect(portal.every((c) => c.name !== '')).toBe(true);
    expect(new Set(choices.map((c) => c.code)).size).toBe(choices.length);
  });

  it('offers a portal seller without a code too, by its service ID, to the Seller service ID column', async () => {
    // A seller made on the portal without a code: uploaded from a sheet that has no code column.
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Értékesítők').addRows([
      ['Név', 'Telefon', 'E-mail'],
      ['Kód Nélküli Kata', '+36 30 999 1122', 'kata@example.hu'],
    ]);
    const path = join(h.dir, 'kodnelkul.xlsx');
    await wb.xlsx.writeFile(path);
    await h.call('openWorkbook', { file: { kind: 'path', path } });
    await h.call('configureSheets', { sheets: [{ name: 'Értékesítők', role: 'sellers', headerRow: 1 }] });
    await h.call('validate', {});
    const run = await h.call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ created: 1, failed: 0 });

    await openOffice();
    const codeless = (await h.call('listSellerChoices', {})).filter((c) => c.code === null);
    expect(codeless).toEqual([
      { code: null, serviceId: expect.any(Number), name: 'Kód Nélküli Kata', source: 'portal' },
    ]);
  });
});

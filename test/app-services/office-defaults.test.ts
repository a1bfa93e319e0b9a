// Defaults an office takes for granted: a utility fee without its own currency takes the price's, a rent without a
// period is monthly; applied as notices, not errors, and turned off per sheet (then the message names them the right
// way round).
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-defaults-');

beforeEach(async () => {
  await h.call('setLanguage', { language: 'hu', remember: false });
  await h.call('testConnection', { profileId: 'sandbox' });
  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  const file = join(h.dir, 'kiado.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem', 'Rezsi']);
  ws.addRow(['K-1', 'lakás', 'kiadó', 'Budapest', 180_000, 'Ft', 35_000]);
  ws.addRow(['K-2', 'lakás', 'eladó', 'Budapest', 45_000_000, 'Ft', null]);
  await wb.xlsx.writeFile(file);
  await h.call('openWorkbook', { file: { kind: 'path', path: file } });
  await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
});

describe('office defaults', () => {
  it("take the utility fee's currency from the price and make a rent monthly, as notices on the row", async () => {
    const summary = await h.call('validate', {});
    expect(summary.counts).toMatchObject({ total: 2, valid: 2, invalid: 0 });
    expect(summary.notices.map((n) => n.hu).join(' ')).toContain('Irodai alapértékek');
    const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 10, filter: 'all' });
    expect(page.rows[0]?.notices).toEqual([
      'Rezsi pénzneme: nincs megadva, ezért az áré (HUF).',
      'Bérleti időszak: nincs megadva, ezért havi.',
    ]);
    expect(page.rows[1]?.notices).toEqual([]);
    const dry = await h.call('startUpload', { dryRun: true });
    expect(dry.buckets).toMatchObject({ total: 2, create: 2 });
  });

  it('can be turned off for the sheet; the row is then refused with the fields named the right way round', async () => {
    const m = await h.call('setSheetDefaults', { sheet: 'Ingatlanok', on: false });
    expect(m.sheets[0]?.defaults).toBe(false);
    await h.call('validate', {});
    const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 10, filter: 'invalid' });
    const messages =
      page.rows[0]?.rowProblems.concat(page.rows[0]?.cells.flatMap((c) => c.problems) ?? []).join(' ') ?? '';
    expect(messages).toContain('Rezsi megadásakor Rezsi pénzneme is kötelező.');
    expect(messages).not.toContain('price.');
    expect(messages).toContain('Bérleti időszak');
  });
});

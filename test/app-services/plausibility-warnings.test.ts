// The validation step's result carries the plausibility warnings in the session's language, judged by the
// connected office's listings and the sheet, so the review can show them (docs/plausibility.md).
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedSession } from './connected-session-kit';
import { connectedSession, openWorkbook } from './connected-session-kit';

const HEADERS = ['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület'];

let session: ConnectedSession;
let h: ConnectedSession['h'];

beforeEach(async () => {
  session = await connectedSession('li-plausibility-');
  h = session.h;
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
  await openWorkbook(h, wb, { Ingatlanok: 'properties' });
});

afterEach(async () => {
  await session.close();
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

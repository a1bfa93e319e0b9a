// The app's dry run flags a modify that cuts a listing's price by more than half against the portal, old → new,
// offering the portal's price (docs/plausibility.md).
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import { openWorkbook, useConnectedSession } from '../support/connected-session-kit';

const h = useConnectedSession('li-dry-portal-', async (opened) => {
  // DEMO-P1 costs 64 900 000 Ft on the portal; the row cuts it by 90 % by a slip.
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([
    ['Hirdetés azonosító', 'Service ID', 'Ár'],
    ['DEMO-P1', DEMO.properties.angyalfoldFlat.id, '6 490 000 Ft'],
  ]);
  await openWorkbook(opened, wb, { Ingatlanok: 'properties' });
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

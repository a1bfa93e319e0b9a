// An undo names a listing the sync preview withdrew (no workbook row) by what its journal kept of it: the office's
// reference and the address as the portal held them. A journal written before they were kept names it by its
// Service ID alone (docs/undo.md, "What a run keeps").
import { describe, expect, it } from 'vitest';
import { planUndo } from '../../../src/engine/undo/undo-plan';
import type { RunRow } from '../../../src/engine/undo';
import { currentKey } from '../../../src/engine/upload/current-records';
import { syncRowKey } from '../../../src/engine/upload/sync-row-key';

const WITHDRAWN = {
  resource: 'property' as const,
  operation: 'withdraw' as const,
  officeId: 1,
  sent: { 'property.status': 'inactive' },
  before: { 'property.status': 'active' },
};

function planned(row: RunRow) {
  const records = new Map([[currentKey('property', 7), { id: { id: 7 }, property: { status: 'inactive' } }]]);
  const state = { records, namedBy: new Map(), owners: new Map() };
  const [step] = planUndo([row], state, { deleteCreated: false });
  return step?.report;
}

describe('an undo of a sync withdrawal', () => {
  it('names the listing by the reference and address its journal kept, and says it is no workbook row', () => {
    const undo = { ...WITHDRAWN, ref: 'SYNC-1', address: 'Budapest, Váci út 1.' };
    const row: RunRow = { key: syncRowKey(7), row: 1, status: 'updated', serviceId: 7, undo };
    expect(planned(row)).toMatchObject({
      syncListing: true,
      serviceId: 7,
      reference: 'SYNC-1',
      address: 'Budapest, Váci út 1.',
      action: 'reactivate',
    });
  });

  it('reads a journal written before the reference was kept: the Service ID alone names the listing', () => {
    const row: RunRow = { key: syncRowKey(7), row: 1, status: 'updated', serviceId: 7, undo: WITHDRAWN };
    expect(planned(row)).toMatchObject({ syncListing: true, serviceId: 7, reference: null, address: null });
  });

  it('a workbook row is no sync listing', () => {
    const undo = { ...WITHDRAWN, ref: 'REF-7' };
    const row: RunRow = { key: 'Hirdetések!5', row: 5, status: 'updated', serviceId: 7, undo };
    expect(planned(row)).toMatchObject({ syncListing: false, reference: 'REF-7', address: null });
  });
});

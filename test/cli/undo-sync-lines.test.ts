// `undo`'s lines name a listing a sync withdrew by its Service ID and the reference and address its journal kept, not
// as row 1 of a sheet "sync"; a journal that kept neither names it by the Service ID alone. Each line in English, then
// in Hungarian.
import { describe, expect, it } from 'vitest';
import { undoLines } from '../../src/cli/commands/undo-command';
import type { UndoReport, UndoRowReport } from '../../src/engine/undo';

const ROW: UndoRowReport = {
  key: 'sync!7',
  sheet: 'sync',
  row: 1,
  resource: 'property',
  did: 'withdraw',
  serviceId: 7,
  syncListing: true,
  reference: 'SYNC-1',
  address: 'Budapest, Váci út 1.',
  bucket: 'kept',
  action: 'none',
  reason: 'the status changed since the run',
  reasonHu: 'az állapot a futás óta megváltozott',
  fields: { putBack: [], kept: [], notPossible: [] },
};

function report(row: UndoRowReport): UndoReport {
  const counts = { undone: 0, kept: 1, notPossible: 0, failed: 0 };
  const files = { resumedFrom: null, journalFile: null, reportFile: null };
  return {
    runId: null,
    undoes: 'r1',
    dryRun: true,
    rows: [row],
    counts,
    untouched: 0,
    createdListings: 0,
    stoppedEarly: null,
    ...files,
  };
}

describe('undo lines of a sync withdrawal', () => {
  it("name the listing by its Service ID, the office's reference and the address", () => {
    const [line] = undoLines(report(ROW));
    expect(line).toBe(
      'listing Service ID 7 (SYNC-1, Budapest, Váci út 1.): kept (changed since): the status changed since the run\n' +
        'hirdetés, szolgáltatói azonosító: 7 (SYNC-1, Budapest, Váci út 1.): megtartva (azóta módosult): ' +
        'az állapot a futás óta megváltozott',
    );
  });

  it('name it by the Service ID alone from a journal that kept no reference', () => {
    const [line] = undoLines(report({ ...ROW, reference: null, address: null }));
    expect(line).toBe(
      'listing Service ID 7: kept (changed since): the status changed since the run\n' +
        'hirdetés, szolgáltatói azonosító: 7: megtartva (azóta módosult): az állapot a futás óta megváltozott',
    );
  });

  it('keep a workbook row as sheet and row', () => {
    const row = { ...ROW, key: 'Listings!4', sheet: 'Listings', row: 4, syncListing: false, address: null };
    const [line] = undoLines(report(row));
    expect(line).toBe(
      'Listings row 4 (Service ID 7): kept (changed since): the status changed since the run\n' +
        'Listings, 4. sor (szolgáltatói azonosító: 7): megtartva (azóta módosult): az állapot a futás óta megváltozott',
    );
  });
});

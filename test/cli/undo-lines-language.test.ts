// `undo`'s lines speak both languages, as the command line's other messages (docs/messages.md, "Results in both
// languages"): each in English, then in Hungarian on the next line, the reasons in each language and the counts with
// their plural forms from the catalog.
import { describe, expect, it } from 'vitest';
import { undoLines } from '../../src/cli/commands/undo-command';
import type { UndoCounts, UndoReport, UndoRowReport } from '../../src/engine/undo';

const KEPT: UndoRowReport = {
  key: 'Listings!4',
  sheet: 'Listings',
  row: 4,
  resource: 'property',
  did: 'modify',
  serviceId: 7,
  syncListing: false,
  reference: 'REF-4',
  address: null,
  bucket: 'kept',
  action: 'put_back',
  reason: 'Kept: changed since.',
  reasonHu: 'Megtartva: azóta módosult.',
  fields: {
    putBack: ['property.status'],
    kept: [{ key: 'price.price', left: 100, now: null }],
    notPossible: ['price.currency'],
  },
};

function report(over: Partial<UndoReport> & { readonly counts: UndoCounts }): UndoReport {
  const files = { resumedFrom: null, journalFile: null, reportFile: null };
  return {
    runId: null,
    undoes: 'r1',
    dryRun: true,
    rows: [],
    untouched: 1,
    createdListings: 0,
    stoppedEarly: null,
    ...files,
    ...over,
  };
}

describe('undo lines in both languages', () => {
  it('name a row, its bucket and reason, each kept field and the fields that cannot be emptied, in both', () => {
    const lines = undoLines(report({ rows: [KEPT], counts: { undone: 0, kept: 1, notPossible: 0, failed: 0 } }));
    expect(lines.slice(0, 3)).toEqual([
      'Listings row 4 (Service ID 7): kept (changed since): Kept: changed since.\n' +
        'Listings, 4. sor (szolgáltatói azonosító: 7): megtartva (azóta módosult): Megtartva: azóta módosult.',
      '  price.price: the run left 100, the portal now holds (empty)\n' +
        '  price.price: a futás után 100, most a portálon (üres)',
      '  cannot be emptied again: price.currency\n  nem tehető újra üressé: price.currency',
    ]);
  });

  it("count a dry run's rows in both, one row of the run changing nothing in the singular", () => {
    const lines = undoLines(report({ counts: { undone: 3, kept: 1, notPossible: 0, failed: 0 } }));
    expect(lines).toEqual([
      'dry run: 3 would be undone, 1 kept (changed since), 0 not possible, 0 failed; 1 row of the run changed nothing.\n' +
        'próba: 3 visszavonható, 1 megtartva (azóta módosult), 0 nem lehetséges, 0 sikertelen; a futás 1 sora nem változtatott semmit.',
    ]);
  });

  it('offer a dry run of a run that created listings deleting them instead, in both, with their count', () => {
    const counts = { undone: 3, kept: 0, notPossible: 0, failed: 0 };
    const [, offer] = undoLines(report({ counts, createdListings: 3 }));
    expect(offer).toBe(
      'The undo withdraws the 3 listings the run created (sets them inactive); to delete them instead, add ' +
        '--delete-created 3 (a delete cannot be undone).\n' +
        'A visszavonás inaktiválja a futás által létrehozott 3 hirdetést; ha inkább törölné őket, adja meg: ' +
        '--delete-created 3 (a törlés nem vonható vissza).',
    );
  });

  it("count an undo's rows and name the undo's own run and report in both", () => {
    const counts = { undone: 1, kept: 0, notPossible: 0, failed: 2 };
    const done = report({ dryRun: false, runId: 'u1', reportFile: '/j/u.json', untouched: 2, counts });
    expect(undoLines(done)).toEqual([
      '1 undone, 0 kept (changed since), 0 not possible, 2 failed; 2 rows of the run changed nothing.\n' +
        '1 visszavonva, 0 megtartva (azóta módosult), 0 nem lehetséges, 2 sikertelen; a futás 2 sora nem változtatott semmit.',
      'undo run u1 (it can itself be undone); report: /j/u.json\n' +
        'a visszavonás futása: u1 (ez is visszavonható); jelentés: /j/u.json',
    ]);
  });
});

// The undo panel offers only what the run did: deleting the listings a run created is offered when its preview counts
// some, not for a run that created only sellers, nor for a sync run, which only withdrew listings (docs/undo.md,
// "What a run keeps").
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UndoPanelView } from '../../src/renderer/src/components/undo-panel';
import type { UndoRun } from '../../src/renderer/src/components/use-undo-run';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { HistoryEntry } from '../../src/shared/contract';
import type { UndoReportView } from '../../src/shared/contract-undo';

// The platform bridge reads `window` when loaded; a static render calls none of it.
vi.mock('../../src/renderer/src/api/platform', () => ({ api: {}, isElectron: false, workbookFileFrom: vi.fn() }));

const UPLOAD: HistoryEntry = {
  runId: 'r1',
  fileName: 'listings.xlsx',
  startedAt: '2026-01-01T10:00:00.000Z',
  startedAtText: '2026-01-01 11:00:00 +01:00',
  user: 'demo',
  officeId: 1,
  service: 'http://127.0.0.1:1/api/json/v3',
  dryRun: false,
  outcome: 'completed',
  created: 3,
  updated: 0,
  failed: 0,
  skipped: 0,
};
const SYNC: HistoryEntry = { ...UPLOAD, runId: 'r2', fileName: 'listings.xlsx (sync)', created: 0, withdrawn: 2 };

/** The preview of undoing a run that created `createdListings` listings (and, besides, sellers). */
function previewOf(createdListings: number): UndoRun {
  const preview: UndoReportView = {
    runId: null,
    undoes: 'r1',
    dryRun: true,
    counts: { undone: 3, kept: 0, notPossible: 0, failed: 0 },
    untouched: 0,
    createdListings,
    deletes: 0,
    stoppedEarly: null,
    rows: [],
  };
  const noop = (): void => undefined;
  const undo = (): Promise<void> => Promise.resolve();
  const flags = { busy: false, deleting: false, asking: false };
  return { preview, result: null, createdListings, ...flags, setDeleting: noop, setAsking: noop, undo };
}

function render(lang: 'hu' | 'en', entry: HistoryEntry, run: UndoRun): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <UndoPanelView entry={entry} run={run} onClose={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('undo panel offers', () => {
  it('deleting the created listings for a run that created listings', () => {
    expect(render('en', UPLOAD, previewOf(2))).toContain('Delete the listings the run created');
    expect(render('hu', UPLOAD, previewOf(2))).toContain('létrehozott hirdetések törlése');
  });

  it('no deleting of created listings for a run that created only sellers, in English and Hungarian', () => {
    expect(render('en', UPLOAD, previewOf(0))).not.toContain('Delete the listings the run created');
    expect(render('hu', UPLOAD, previewOf(0))).not.toContain('létrehozott hirdetések törlése');
  });

  it('no deleting of created listings for a sync run, in English and Hungarian', () => {
    expect(render('en', SYNC, previewOf(0))).not.toContain('Delete the listings the run created');
    expect(render('hu', SYNC, previewOf(0))).not.toContain('létrehozott hirdetések törlése');
  });
});

// The undo panel offers only what the run did: deleting the listings a run created is offered for a run that created
// some, not for a sync run, which only withdrew listings (docs/undo.md, "What a run keeps").
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UndoPanel } from '../../src/renderer/src/components/undo-panel';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { HistoryEntry } from '../../src/shared/contract';

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

function render(lang: 'hu' | 'en', entry: HistoryEntry): string {
  const noop = (): void => undefined;
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <UndoPanel entry={entry} onClose={noop} onUndone={noop} />
    </I18nContext.Provider>,
  );
}

describe('undo panel offers', () => {
  it('deleting the created listings for a run that created listings', () => {
    expect(render('en', UPLOAD)).toContain('Delete the listings the run created');
  });

  it('no deleting of created listings for a sync run, in English', () => {
    expect(render('en', SYNC)).not.toContain('Delete the listings the run created');
  });

  it('no deleting of created listings for a sync run, in Hungarian', () => {
    expect(render('hu', UPLOAD)).toContain('létrehozott hirdetések törlése');
    expect(render('hu', SYNC)).not.toContain('létrehozott hirdetések törlése');
  });
});

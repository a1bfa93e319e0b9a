// An undo of a sync withdrawal names its rows as the listings they are (Service ID, and the reference and address its
// journal kept), not as rows of a sheet "sync"; a journal that kept neither names them by the Service ID alone.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UndoRowList } from '../../src/renderer/src/components/undo-row-list';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { UndoRow } from '../../src/shared/contract-undo';

const ROW: UndoRow = {
  sheet: 'sync',
  row: 1,
  serviceId: 7,
  syncListing: true,
  reference: null,
  address: null,
  resource: 'property',
  bucket: 'kept',
  action: 'none',
  reason: null,
  putBack: [],
  kept: [],
  notPossible: [],
};

function render(lang: 'hu' | 'en', row: UndoRow = ROW): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <UndoRowList rows={[row]} />
    </I18nContext.Provider>,
  );
}

describe('undo rows of a sync withdrawal', () => {
  it('names the listing by its Service ID in Hungarian, not the sheet "sync" and a row number', () => {
    const html = render('hu');
    expect(html).toContain('Hirdetés 7');
    expect(html).not.toContain('sync');
  });

  it('names the listing by its Service ID in English', () => {
    expect(render('en')).toContain('Listing 7');
  });

  it("names the listing by the office's reference and the address the journal kept, in both languages", () => {
    const named = { ...ROW, reference: 'SYNC-1', address: 'Budapest, Váci út 1.' };
    expect(render('hu', named)).toContain('Hirdetés 7 (SYNC-1, Budapest, Váci út 1.)');
    expect(render('en', named)).toContain('Listing 7 (SYNC-1, Budapest, Váci út 1.)');
    expect(render('hu', { ...ROW, reference: 'SYNC-1' })).toContain('Hirdetés 7 (SYNC-1)');
  });

  it('a workbook row keeps its sheet and row, even on a sheet its office named "sync"', () => {
    const html = render('en', { ...ROW, syncListing: false, sheet: 'sync', row: 4, reference: 'REF-4' });
    expect(html).toContain('sync, row 4');
    expect(html).not.toContain('Listing 7');
  });
});

// An undo of a sync withdrawal names its rows as the listings they are (Service ID), not as rows of a sheet "sync".
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UndoRowList } from '../../src/renderer/src/components/undo-row-list';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { UndoRow } from '../../src/shared/contract-undo';

const ROW: UndoRow = {
  sheet: 'sync',
  row: 1,
  serviceId: 7,
  resource: 'property',
  bucket: 'kept',
  action: 'none',
  reason: null,
  putBack: [],
  kept: [],
  notPossible: [],
};

function render(lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <UndoRowList rows={[ROW]} />
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
});

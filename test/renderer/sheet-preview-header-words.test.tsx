// The Open step's preview shows an export's or template's header row as staff read it: the words, not the field
// keys the reader needs (`Ár [price.price]` shows as `Ár`); the data rows as written.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { SheetPreview } from '../../src/renderer/src/steps/open/sheet-preview';
import type { SheetSummary } from '../../src/shared/contract';

const SHEET: SheetSummary = {
  name: 'Ingatlanok',
  hidden: false,
  rowCount: 1,
  role: 'properties',
  headerRow: 1,
  defaultPropertyType: null,
  preview: [
    // The preview keeps a cell's first 40 characters: a long header's key is cut before its closing bracket.
    {
      row: 1,
      cells: ['[id.transfer_id]', 'Ár [price.price]', 'Megjegyzés', 'Hirdetések max. száma [seller.max_real_e'],
    },
    { row: 2, cells: ['K-1', '45900000 [x.y]', 'jó'] },
  ],
};

function html(lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <SheetPreview sheet={SHEET} headerRow={1} />
    </I18nContext.Provider>,
  );
}

describe("the Open step's sheet preview", () => {
  it('shows the header row without the field keys, a key-only header by its label', () => {
    const hu = html('hu');
    expect(hu).not.toContain('[price.price]');
    expect(hu).not.toContain('[id.transfer_id]');
    expect(hu).toContain('<td>Ár</td>');
    expect(hu).toContain('<td>Megjegyzés</td>');
    expect(hu).toMatch(/<td>[^<[]+<\/td><td>Ár<\/td>/);
    expect(hu).toContain('<td>Hirdetések max. száma</td>');
  });

  it('leaves the data rows as written', () => {
    expect(html('en')).toContain('<td>45900000 [x.y]</td>');
  });
});

// The seller list narrows as the user types: by name or code, accents and case aside, those starting with the text
// first; the editor is a combobox over a listbox, as assistive technology expects.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CellEditor } from '../../src/renderer/src/components/cell-editor';
import { matchingSellers } from '../../src/renderer/src/components/seller-editor';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { SellerChoice } from '../../src/shared/contract';

const SELLERS: SellerChoice[] = [
  { code: 'E01', name: 'Kovács Anna', source: 'workbook' },
  { code: 'E07', name: 'Szabó Éva', source: 'workbook' },
  { code: 'DEMO-S2', name: 'Nagy Péter', source: 'portal' },
  { code: 'K-EVA', name: 'Kiss Éva', source: 'portal' },
];

describe('matchingSellers', () => {
  it('finds sellers by name or code, whatever the accents and case', () => {
    expect(matchingSellers(SELLERS, 'szabo').map((s) => s.code)).toEqual(['E07']);
    expect(matchingSellers(SELLERS, 'demo').map((s) => s.code)).toEqual(['DEMO-S2']);
    expect(matchingSellers(SELLERS, '')).toHaveLength(4);
  });

  it('lists those starting with the typed text first', () => {
    expect(matchingSellers(SELLERS, 'éva').map((s) => s.code)).toEqual(['E07', 'K-EVA']);
    expect(matchingSellers(SELLERS, 'k').map((s) => s.code)[0]).toBe('E01');
  });
});

describe('the seller cell editor', () => {
  it('is a combobox controlling a listbox, nothing chosen before an arrow key', () => {
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={makeI18n('hu')}>
        <CellEditor
          label="4. sor B cellájának szerkesztése"
          value="E01"
          choices={null}
          sellerCell
          onChange={() => undefined}
          onEnd={() => undefined}
        />
      </I18nContext.Provider>,
    );
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*aria-autocomplete="list"/);
    expect(html).toContain('role="listbox"');
    expect(html).not.toContain('aria-activedescendant');
  });
});

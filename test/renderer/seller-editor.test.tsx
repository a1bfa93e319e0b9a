// The seller list narrows as the user types: by name or code, accents and case aside, those starting with the text
// first; the editor is a combobox over a listbox, as assistive technology expects.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CellEditor } from '../../src/renderer/src/components/cell-editor';
import { matchingSellers, sellerValue } from '../../src/renderer/src/components/seller-editor';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { SellerChoice } from '../../src/shared/contract';

const SELLERS: SellerChoice[] = [
  { code: 'E01', serviceId: null, name: 'Kovács Anna', source: 'workbook' },
  { code: 'E07', serviceId: null, name: 'Szabó Éva', source: 'workbook' },
  { code: 'DEMO-S2', serviceId: 502, name: 'Nagy Péter', source: 'portal' },
  { code: 'K-EVA', serviceId: 503, name: 'Kiss Éva', source: 'portal' },
];
/** A seller made on the portal without a code. */
const CODELESS: SellerChoice = { code: null, serviceId: 777, name: 'Kód Nélküli Kata', source: 'portal' };

describe('matchingSellers', () => {
  it('finds sellers by name or code, whatever the accents and case', () => {
    expect(matchingSellers(SELLERS, 'szabo', 'code').map((s) => s.code)).toEqual(['E07']);
    expect(matchingSellers(SELLERS, 'demo', 'code').map((s) => s.code)).toEqual(['DEMO-S2']);
    expect(matchingSellers(SELLERS, '', 'code')).toHaveLength(4);
  });

  it('lists those starting with the typed text first', () => {
    expect(matchingSellers(SELLERS, 'éva', 'code').map((s) => s.code)).toEqual(['E07', 'K-EVA']);
    expect(matchingSellers(SELLERS, 'k', 'code').map((s) => s.code)[0]).toBe('E01');
  });

  it('offers a portal seller without a code by its service ID in the service ID column', () => {
    const all = [...SELLERS, CODELESS];
    expect(matchingSellers(all, 'kata', 'serviceId').map((s) => sellerValue(s, 'serviceId'))).toEqual(['777']);
    expect(matchingSellers(all, '', 'serviceId').map((s) => s.serviceId)).toEqual([502, 503, 777]);
  });

  it('lists a portal seller without a code in the code column after the ones it can name, writing nothing', () => {
    const all = [CODELESS, ...SELLERS];
    const shown = matchingSellers(all, '', 'code');
    expect(shown.at(-1)).toBe(CODELESS);
    expect(sellerValue(CODELESS, 'code')).toBeNull();
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
          sellerCell="code"
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

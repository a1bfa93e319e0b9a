// A workbook that records no scope (not an export) asks which listings it holds before any sync preview.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SyncScopeForm } from '../../src/renderer/src/components/sync-scope-form';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

function render(lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <SyncScopeForm officeId={1} disabled={false} onScope={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('the sync scope form', () => {
  it('offers the property types by their Hungarian words and the status, none ticked', () => {
    const html = render('hu');
    expect(html).toContain('Mely hirdetéseket tartalmazza ez a munkafüzet?');
    expect(html).toContain('lakás');
    expect(html).toContain('csak aktív');
    expect(html).not.toContain('checked');
  });

  it('speaks English in an English session, without API codes', () => {
    const html = render('en');
    expect(html).toContain('Compare within this scope');
    expect(html).not.toMatch(/>apartment_|>inactive</);
  });
});

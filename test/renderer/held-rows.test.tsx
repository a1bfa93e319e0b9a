// The dry run names the rows held back before anything is sent: refused identities and lookalikes to confirm.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeldRows } from '../../src/renderer/src/components/held-rows';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { PlannedChanges } from '../../src/shared/contract';

const CHANGES: PlannedChanges = {
  rows: [],
  rowsWithChanges: 0,
  update: 0,
  unchanged: 0,
  refused: [
    {
      sheet: 'Ingatlanok',
      row: 52,
      message: { en: 'Service ID 700051 is listing P-0051', hu: 'A 700051 azonosító a P-0051 hirdetésé' },
    },
  ],
  lookalikes: [
    {
      sheet: 'Ingatlanok',
      row: 2,
      resource: 'property',
      serviceId: 700123,
      message: { en: 'looks like listing 700123', hu: 'olyan, mint a 700123 hirdetés' },
    },
  ],
};

function render(lang: 'hu' | 'en', c: PlannedChanges = CHANGES): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <HeldRows changes={c} createLookalikes={false} onCreateLookalikes={() => undefined} disabled={false} />
    </I18nContext.Provider>,
  );
}

describe('the rows a dry run holds back', () => {
  it('names each refused row with the reason, in Hungarian', () => {
    const html = render('hu');
    expect(html).toContain('1 sor nem lesz elküldve');
    expect(html).toContain('Ingatlanok, 52. sor');
    expect(html).toContain('A 700051 azonosító a P-0051 hirdetésé');
  });

  it('names the row once when the reason itself starts with it, in both languages', () => {
    const refused = [
      {
        sheet: 'Ingatlanok',
        row: 5,
        message: {
          en: 'Ingatlanok row 5: this row was exported as 700003',
          hu: 'Ingatlanok, 5. sor: ezt a sort így exportálták: 700003',
        },
      },
    ];
    const hu = render('hu', { ...CHANGES, refused });
    expect(hu).toContain('<strong>Ingatlanok, 5. sor</strong>: ezt a sort így exportálták: 700003');
    const en = render('en', { ...CHANGES, refused });
    expect(en).toContain('<strong>Ingatlanok, row 5</strong>: this row was exported as 700003');
  });

  it('lists lookalikes with a tick box to create them anyway, in English', () => {
    const html = render('en');
    expect(html).toContain('1 new row looks like a record already on the portal');
    expect(html).toContain('looks like listing 700123');
    expect(html).toMatch(/<input type="checkbox"[^>]*\/?>.*Create this 1 row anyway/);
  });

  it('shows nothing when no row is held', () => {
    expect(render('en', { ...CHANGES, refused: [], lookalikes: [] })).toBe('');
  });
});

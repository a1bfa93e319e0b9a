// A warning's one-click fix on a row already on the portal says that the next upload changes the live listing, the way
// the bulk fix names its rows on the portal; a row not sent yet keeps the plain fix button.
import { describe, expect, it } from 'vitest';
import { warningPanelHtml } from './warning-panel-kit';
import type { WarningView } from '../../src/shared/contract-warnings';

const SLIP: WarningView = {
  sheet: 'Ingatlanok',
  row: 12,
  kind: 'scale-slip',
  field: 'price.price',
  message: 'Az ár kb. ezerszer kisebb a vártnál.',
  fix: [{ field: 'price.price', value: 49_900_000 }],
};

describe('the warning panel and rows on the portal', () => {
  it('says in Hungarian that the fix changes the listing on the portal at the next upload', () => {
    const html = warningPanelHtml({ ...SLIP, onPortal: true }, 'hu');
    expect(html).toContain('A 12. sor már fent van a portálon: a javítás a következő feltöltéskor ott is módosítja.');
    expect(html).toContain('Javítás alkalmazása a portálon is, 12. sor');
  });

  it('says so in English', () => {
    const html = warningPanelHtml({ ...SLIP, onPortal: true }, 'en');
    expect(html).toContain('Row 12 is already on the portal: the next upload changes it there too.');
    expect(html).toContain('Apply the fix, on the portal too, row 12');
  });

  it('offers the plain fix for a row not on the portal', () => {
    const html = warningPanelHtml({ ...SLIP, onPortal: false }, 'hu');
    expect(html).toContain('Javítás alkalmazása, 12. sor');
    expect(html).not.toContain('portálon');
  });
});

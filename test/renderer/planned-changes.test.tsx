// The upload step's dry run list of changes: a row per modify, its fields by column header, old → new in the UI
// language, a kept value flagged, and a long list shown 50 rows at a time with the rest counted.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { PlannedChangeList } from '../../src/renderer/src/steps/planned-changes';
import type { PlannedChanges, PlannedRowChanges } from '../../src/shared/contract';

const STATUS = 'Állapot (aktív) [property.status]';
const AREA = 'Kerület / városrész [location.area_id]';

function row(n: number): PlannedRowChanges {
  return {
    sheet: 'Ingatlanok',
    row: n + 1,
    serviceId: 700000 + n,
    action: 'update',
    fields: [
      {
        column: STATUS,
        label: { en: 'Status', hu: 'Állapot' },
        kind: 'set',
        old: { en: 'active', hu: 'aktív' },
        new: { en: 'inactive', hu: 'inaktív' },
      },
    ],
  };
}

const KEPT: PlannedRowChanges = {
  sheet: 'Ingatlanok',
  row: 9,
  serviceId: 700009,
  action: 'unchanged',
  fields: [
    {
      column: AREA,
      label: { en: 'District', hu: 'Kerület / városrész' },
      kind: 'kept',
      old: { en: 'XIII. kerület', hu: 'XIII. kerület' },
      new: { en: '', hu: '' },
    },
  ],
};

function render(changes: PlannedChanges, lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <PlannedChangeList changes={changes} />
    </I18nContext.Provider>,
  );
}

describe('the dry run list of changes', () => {
  it('shows each row with its fields old → new, in Hungarian, and a kept value with its reason', () => {
    const html = render({ rows: [row(1), KEPT], rowsWithChanges: 2, update: 1, unchanged: 1 }, 'hu');
    expect(html).toContain('A szolgáltatásnál lévőhöz képest változó mezők');
    expect(html).toContain('Ingatlanok, 2. sor · szolgáltatói azonosító: 700001 · frissülne · 1 mező');
    // The export's header names its field's key for the reader; staff see the words only.
    expect(html).toContain('Állapot (aktív)</span>: <del>aktív</del> → <ins>inaktív</ins>');
    expect(html).not.toContain('[property.status]');
    expect(html).toContain('1 sor frissülne, csak a megváltozott mezőivel. 1 sor a szolgáltatásnál lévővel összevetve');
    expect(html).toContain('változatlan, nem menne el');
    expect(html).toContain('kiürítve, de a szolgáltatás megtartja: „XIII. kerület”');
  });

  it('words the values in English in the English UI', () => {
    const html = render({ rows: [row(1)], rowsWithChanges: 1, update: 1, unchanged: 0 }, 'en');
    expect(html).toContain('Ingatlanok, row 2 · Service ID 700001 · would be updated · 1 field');
    expect(html).toContain('<del>active</del> → <ins>inactive</ins>');
  });

  it('draws 50 rows at first and counts what the services did not send', () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(i));
    const html = render({ rows, rowsWithChanges: 10_000, update: 10_000, unchanged: 0 }, 'en');
    expect(html.match(/<details>/g)?.length).toBe(50);
    expect(html).toContain('10,000 rows would be updated with their changed fields only.');
    expect(html).not.toContain('are the same');
    expect(html).toContain('Show 50 more rows');
    expect(html).toContain('The first 500 of the 10,000 rows with changes are listed here.');
  });

  it('says nothing when no row was compared with the service', () => {
    expect(render({ rows: [], rowsWithChanges: 0, update: 0, unchanged: 0 }, 'hu')).toBe('');
  });
});

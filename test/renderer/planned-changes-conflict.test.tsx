// The dry run list flags a field changed on both sides since the export, with the portal's and the workbook's value.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { PlannedChangeList } from '../../src/renderer/src/steps/planned-changes';
import type { PlannedChanges } from '../../src/shared/contract';

const PRICE = 'Ár [price.price]';

function changes(conflict: boolean): PlannedChanges {
  const field = {
    column: PRICE,
    label: { en: 'Price', hu: 'Ár' },
    kind: 'set' as const,
    old: { en: '61000000', hu: '61000000' },
    new: { en: '62000000', hu: '62000000' },
    ...(conflict ? { conflict: true } : {}),
  };
  return {
    rows: [{ sheet: 'Ingatlanok', row: 3, serviceId: 700002, action: 'update', fields: [field] }],
    rowsWithChanges: 1,
    update: 1,
    unchanged: 0,
  };
}

function render(c: PlannedChanges, lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <PlannedChangeList changes={c} />
    </I18nContext.Provider>,
  );
}

describe('a conflict in the dry run list', () => {
  it('names the portal value and the workbook value, in English and Hungarian', () => {
    expect(render(changes(true), 'en')).toContain(
      'changed on the portal since the export too: portal value “61000000”, workbook value “62000000”; ' +
        'the workbook’s value is sent',
    );
    expect(render(changes(true), 'hu')).toContain(
      'az export óta a portálon is megváltozott: a portálon „61000000”, a munkafüzetben „62000000”',
    );
    // It says what to do when the portal's value is the right one.
    expect(render(changes(true), 'hu')).toContain('ha a portálé a jó, írja vissza a cellába az Ellenőrzés lépésben');
    expect(render(changes(true), 'en')).toContain('type it back into the cell in Review');
  });

  it('opens and marks the entry of a row with a conflict, and leaves other rows closed', () => {
    expect(render(changes(true), 'hu')).toMatch(/<details open="">.*a portálon is változott<\/span><\/summary>/);
    expect(render(changes(false), 'hu')).toContain('<details><summary>');
  });

  it('says nothing of the portal for a change without a conflict', () => {
    expect(render(changes(false), 'en')).not.toContain('portal');
  });
});

// Numbers in one grouping per UI language: a price column whose cells are numbers and numbers written as Hungarian
// text shows them all alike, in English `107,500,000` beside `74,500,000`, in Hungarian with spaces.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GridRowView } from '../../src/renderer/src/components/grid-row-view';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { formatNumber, numberOfText } from '../../src/renderer/src/i18n/number-format';
import type { Language } from '../../src/shared/contract';

const COLUMNS = [
  { index: 0, column: 'A', header: 'Azonosító', field: 'id.transfer_id' },
  { index: 1, column: 'B', header: 'Ár', field: 'price.price' },
];

function priceCell(text: string, lang: Language): string {
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <GridRowView
        index={0}
        start={0}
        row={{
          row: 2,
          status: 'valid',
          serviceId: null,
          propertyType: 'apartment',
          action: null,
          rowProblems: [],
          notices: [],
          cells: [
            { text: 'A-1', problems: [], edited: false },
            { text, problems: [], edited: false },
          ],
        }}
        role="properties"
        columns={COLUMNS}
        span={{ from: 0, to: 2, lead: 0 }}
        width={800}
        tabCol={null}
        editing={null}
        onEditChange={() => undefined}
        onEditEnd={() => undefined}
      />
    </I18nContext.Provider>,
  );
  return /data-cell="0:1">([^<]*)</.exec(html)?.[1] ?? '';
}

describe('numbers in the grid', () => {
  it('shows a number and a number written as Hungarian text with one grouping in English', () => {
    expect(priceCell('74500000', 'en')).toBe('74,500,000');
    expect(priceCell('107 500 000', 'en')).toBe('107,500,000');
    expect(priceCell('107\u00a0500\u00a0000', 'en')).toBe('107,500,000');
  });

  it('shows a number written as English text with spaces in Hungarian', () => {
    expect(priceCell('74,500,000', 'hu')).toBe(formatNumber(74500000, 'hu'));
    expect(priceCell('74500000', 'hu')).toBe(priceCell('74 500 000', 'hu'));
    expect(priceCell('74500000', 'hu')).toMatch(/^74\s500\s000$/u);
  });

  it('leaves text that is not one number as the cell has it', () => {
    expect(priceCell('1,500', 'en')).toBe('1,500');
    expect(priceCell('45 M Ft', 'en')).toBe('45 M Ft');
  });
});

describe('numberOfText', () => {
  it('reads the groupings of both languages and leaves the ambiguous one', () => {
    expect(numberOfText('1 234,5')).toBe(1234.5);
    expect(numberOfText('1,234,567.25')).toBe(1234567.25);
    expect(numberOfText('1.234.567')).toBe(1234567);
    expect(numberOfText('1,500')).toBeNull();
    expect(numberOfText('12 34')).toBeNull();
  });

  it('gives the same text as the UI formatter for every number (one formatter per language)', () => {
    expect(makeI18n('en').number(107500000)).toBe(formatNumber(107500000, 'en'));
    expect(makeI18n('hu').number(2.5, 2)).toBe('2,5');
  });
});

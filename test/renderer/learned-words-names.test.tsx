// A remembered word of a settlement column maps to a region, whose code is its id: the list names the place, as the
// column's choices do, not the number ("Bp. · Település → 1").
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LearnedWords } from '../../src/renderer/src/steps/values/learned-words';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { LearnedWordView, ValueColumn } from '../../src/shared/contract';

const BP: LearnedWordView = {
  field: 'location.region_id',
  value: 'Bp.',
  code: '1',
  learnedAt: '2026-11-30T12:00:00Z',
  from: 'app',
};

const SETTLEMENTS = {
  sheet: 'Ingatlanok',
  column: 'D',
  header: 'Település',
  field: 'location.region_id',
  allowed: [
    { code: '1', en: 'Budapest', hu: 'Budapest' },
    { code: '2', en: 'Szeged', hu: 'Szeged' },
  ],
  values: [],
} as unknown as ValueColumn;

function list(columns: readonly ValueColumn[]): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n('hu')}>
      <LearnedWords learned={[BP]} columns={columns} busy={false} onForget={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('the remembered words', () => {
  it("name a settlement's region by its name, from the column's choices", () => {
    expect(list([SETTLEMENTS])).toContain('<td>Budapest</td>');
  });

  it('show the code when no column of the workbook names it', () => {
    expect(list([])).toContain('<td>1</td>');
  });
});

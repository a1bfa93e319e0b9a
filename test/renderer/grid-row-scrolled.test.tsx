// A grid row scrolled sideways: the spacer standing for the columns scrolled past comes before the first drawn column,
// so the row's cells stay under their headers (a wide sheet, such as an export, scrolled right showed them shifted).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GridRowView } from '../../src/renderer/src/components/grid-row-view';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { GridRow } from '../../src/shared/contract';

const COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'].map((column, index) => ({
  index,
  column,
  header: `Column ${column}`,
  field: 'descriptions.hu',
}));

const ROW: GridRow = {
  row: 2,
  status: 'valid',
  serviceId: 7,
  propertyType: 'apartment',
  action: null,
  rowProblems: [],
  notices: [],
  cells: COLUMNS.map((c) => ({ text: `${c.column} text`, problems: [], edited: false })),
};

function render(span: { from: number; to: number; lead: number }): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n('en')}>
      <GridRowView
        index={0}
        start={0}
        row={ROW}
        role="properties"
        columns={COLUMNS}
        span={span}
        width={2000}
        tabCol={null}
        editing={null}
        onEditChange={() => undefined}
        onEditEnd={() => undefined}
      />
    </I18nContext.Provider>,
  );
}

describe('GridRowView scrolled sideways', () => {
  it('puts the spacer of the columns scrolled past between the frozen column and the first drawn one', () => {
    const html = render({ from: 3, to: 5, lead: 240 });
    expect(html).toMatch(/aria-label="A2: A text".*class="grid-lead" style="width:240px".*aria-label="D2: D text"/);
    expect(html).not.toContain('B2:');
  });

  it('draws no spacer when nothing is scrolled past', () => {
    expect(render({ from: 1, to: 5, lead: 0 })).not.toContain('grid-lead');
  });
});

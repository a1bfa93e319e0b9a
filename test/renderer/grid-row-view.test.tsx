// A grid row as it renders: one Tab stop at most, invalid cells marked for assistive technology, and the editor that
// fits the field (a dropdown of what the row's property type allows, a text box otherwise).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GridRowView } from '../../src/renderer/src/components/grid-row-view';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { GridRow } from '../../src/shared/contract';

const COLUMNS = [
  { index: 0, column: 'A', header: 'Azonosító', field: 'id.transfer_id' },
  { index: 1, column: 'B', header: 'Állapot', field: 'special.condition' },
];

const ROW: GridRow = {
  row: 2,
  status: 'invalid',
  serviceId: null,
  propertyType: 'apartment',
  action: null,
  rowProblems: [],
  notices: [],
  cells: [
    { text: 'A-1', problems: [], edited: false },
    { text: 'újszerű', problems: ['Állapot: nem megengedett.'], edited: false },
  ],
};

function render(o: {
  tabCol: number | null;
  editing?: { row: number; index: number; value: string };
  row?: GridRow;
}): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n('hu')}>
      <GridRowView
        index={0}
        start={0}
        row={o.row ?? ROW}
        role="properties"
        columns={COLUMNS}
        span={{ from: 0, to: 2, lead: 0 }}
        width={800}
        tabCol={o.tabCol}
        editing={o.editing ?? null}
        onEditChange={() => undefined}
        onEditEnd={() => undefined}
      />
    </I18nContext.Provider>,
  );
}

describe('GridRowView', () => {
  it('says instead of "valid" that the Import action of a row will delete or withdraw its listing', () => {
    const valid = { ...ROW, status: 'valid' as const, cells: ROW.cells.map((c) => ({ ...c, problems: [] })) };
    expect(render({ tabCol: null, row: { ...valid, action: 'delete' } })).toContain('törlendő');
    expect(render({ tabCol: null, row: { ...valid, action: 'delete' } })).not.toContain('rendben');
    expect(render({ tabCol: null, row: { ...ROW, action: 'delete' } })).not.toContain('törlendő');
    expect(render({ tabCol: null, row: { ...valid, action: 'withdraw' } })).toContain('visszavonandó');
    expect(render({ tabCol: null, row: { ...valid, action: 'delete', status: 'deleted' } })).not.toContain('törlendő');
    expect(render({ tabCol: null, row: valid })).not.toMatch(/törlendő|visszavonandó/);
  });

  it('gives only the current cell a Tab stop', () => {
    expect(render({ tabCol: 1 }).match(/tabindex="0"/g)).toHaveLength(1);
    expect(render({ tabCol: null }).match(/tabindex="0"/g)).toBeNull();
  });

  it('marks an invalid cell and reads its problem with its value', () => {
    const html = render({ tabCol: null });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-label="B2: újszerű — Állapot: nem megengedett."');
  });

  it('edits a fixed-value field with the values an apartment allows, without the one it does not', () => {
    const html = render({ tabCol: 1, editing: { row: 2, index: 1, value: 'újszerű' } });
    expect(html).toContain('<select');
    expect(html).toContain('<option value="felújított">felújított</option>');
    expect(html).not.toContain('<option value="újszerű">');
    // Staff see words, not the API's codes.
    expect(html).not.toContain('renovated');
  });

  it('edits free text in a text box', () => {
    const html = render({ tabCol: 0, editing: { row: 2, index: 0, value: 'A-1' } });
    expect(html).toMatch(/<input[^>]*aria-label="2\. sor A cellájának szerkesztése"/);
  });
});

// The cell editor fits the text: a one-line box for short values, a multi-line one for long ones (an address).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CellEditor } from '../../src/renderer/src/components/cell-editor';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

function render(value: string): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n('hu')}>
      <CellEditor label="D2" value={value} choices={null} onChange={() => undefined} onEnd={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('CellEditor', () => {
  it('edits a short value in a one-line box', () => {
    expect(render('Budapest')).toContain('<input');
  });

  // The multi-line box is placed over the cell once the cell is laid out (long-text-editor.spec shows it whole).
  it('edits a long text in no one-line box', () => {
    const html = render('1134 Budapest, Váci út 12. III. emelet 4., bejárat az udvar felől, kapukód 1234');
    expect(html).not.toContain('<input');
  });
});

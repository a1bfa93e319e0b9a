// The Open step shows what the reader noticed beside the sheets: the sheets it does not read with the reason, and the
// header rows with two columns of one name, in the UI language.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { OpenStep } from '../../src/renderer/src/steps/open-step';
import type { WorkbookInfo } from '../../src/shared/contract';

// The platform bridge reads `window` when loaded; a static render calls none of it.
vi.mock('../../src/renderer/src/api/platform', () => ({ api: {}, isElectron: false, workbookFileFrom: vi.fn() }));

const WORKBOOK: WorkbookInfo = {
  fileName: 'lakasok.xlsx',
  format: 'xlsx',
  sheets: [
    {
      name: 'Lakások',
      hidden: false,
      rowCount: 1,
      role: 'properties',
      headerRow: 1,
      defaultPropertyType: null,
      preview: [{ row: 1, cells: ['Cím', 'Ár', 'Ár'] }],
    },
  ],
  skippedSheets: [{ name: 'Grafikon', hidden: false, reason: 'diagramlap: diagramot tartalmaz, cellákat nem' }],
  warnings: [{ sheet: 'Lakások', text: '„Lakások” munkalap: a(z) B és C oszlop fejléce ugyanaz („Ár”).' }],
};

function render(workbook: WorkbookInfo): string {
  const noop = (): void => undefined;
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n('hu')}>
      <OpenStep
        workbook={workbook}
        mapping={null}
        request={null}
        onRequestHandled={noop}
        onOpened={noop}
        onOpenFailed={noop}
        onConfigured={noop}
        onBack={noop}
      />
    </I18nContext.Provider>,
  );
}

describe('the Open step notices', () => {
  it('lists the skipped sheet with its reason and the duplicate header warning, in Hungarian', () => {
    const html = render(WORKBOOK);
    expect(html).toContain('Be nem olvasott munkalapok');
    expect(html).toContain(
      'A(z) „Grafikon” munkalapot nem olvassuk be: diagramlap: diagramot tartalmaz, cellákat nem.',
    );
    expect(html).toContain('Ellenőrizze a fejlécsorokat');
    expect(html).toContain('„Lakások” munkalap: a(z) B és C oszlop fejléce ugyanaz („Ár”).');
  });

  it('shows neither box for a workbook without notices', () => {
    const html = render({ fileName: WORKBOOK.fileName, format: WORKBOOK.format, sheets: WORKBOOK.sheets });
    expect(html).not.toContain('Be nem olvasott munkalapok');
    expect(html).not.toContain('Ellenőrizze a fejlécsorokat');
  });
});

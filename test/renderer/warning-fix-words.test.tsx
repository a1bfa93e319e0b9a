// A warning's fix is named by the office's word, not the API's code: "Valószínűleg: kiadó", never "rent".
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { WarningPanel } from '../../src/renderer/src/components/warning-panel';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { WarningView } from '../../src/shared/contract-warnings';

const SALE_AS_RENT: WarningView = {
  sheet: 'Ingatlanok',
  row: 7,
  kind: 'sale-vs-rent',
  field: 'price.price',
  message: 'Az eladó hirdetés ára (250 000 Ft) a kiadó hirdetések árának felel meg.',
  fix: [{ field: 'property.action', value: 'rent' }],
};

function panel(lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <WarningPanel
        warnings={{ warnings: [SALE_AS_RENT], warningsTotal: 1, warningBasis: '' }}
        sheet="Ingatlanok"
        busy={false}
        onAccept={() => undefined}
        onFix={() => undefined}
      />
    </I18nContext.Provider>,
  );
}

it("names the fix's value by the office's word", () => {
  expect(panel('hu')).toContain('Valószínűleg: kiadó<');
});

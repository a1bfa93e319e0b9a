// A warning's fix is named by the office's word, not the API's code: "Valószínűleg: kiadó", never "rent".
import { expect, it } from 'vitest';
import { warningPanelHtml } from './warning-panel-kit';
import type { WarningView } from '../../src/shared/contract-warnings';

const SALE_AS_RENT: WarningView = {
  sheet: 'Ingatlanok',
  row: 7,
  kind: 'sale-vs-rent',
  field: 'price.price',
  message: 'Az eladó hirdetés ára (250 000 Ft) a kiadó hirdetések árának felel meg.',
  fix: [{ field: 'property.action', value: 'rent' }],
};

it("names the fix's value by the office's word", () => {
  expect(warningPanelHtml(SALE_AS_RENT, 'hu')).toContain('Valószínűleg: kiadó<');
});

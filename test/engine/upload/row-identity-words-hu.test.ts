// The row-identity refusals in Hungarian name the column as the Hungarian workbook does ("szolgáltatói azonosító"),
// never the English "Service ID".
import { expect, it } from 'vitest';
import { ROW_IDENTITY_MESSAGES } from '../../../src/engine/upload/row-identity-messages';

it('have no English column name in their Hungarian texts', () => {
  for (const [id, m] of Object.entries(ROW_IDENTITY_MESSAGES)) {
    expect(JSON.stringify((m as { readonly hu: unknown }).hu), id).not.toContain('Service ID');
  }
});

// Review's problem list names the values: a duplicate reference is listed with the reference, not as `…`.
import { describe, expect, it } from 'vitest';
import { HEADER_ROW } from '../e2e/support/listing-workbook';
import { openListingWorkbook, useServices } from '../support/app-session-kit';

const h = useServices('li-problem-values-');

describe('problem list', () => {
  it('shows the duplicated reference in the group of the rows that repeat it', async () => {
    await openListingWorkbook(h);
    await h.call('validate', {});
    const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'all' });
    const reference = page.columns.find((c) => c.field === 'id.transfer_id');
    await h.call('editCell', {
      sheet: 'Ingatlanok',
      row: HEADER_ROW + 2,
      index: reference?.index ?? 0,
      value: 'E2E-001',
    });

    const problems = await h.call('getProblems', { sheet: 'Ingatlanok', filter: 'all' });
    const duplicates = problems.groups.filter((g) => g.field === 'id.transfer_id');
    expect(duplicates).toHaveLength(2);
    for (const g of duplicates) expect(g.message).toMatch(/: "E2E-001" is also used in row [45]\b/);
  });
});

// Results count every row sheet by sheet and list the rows counted invalid, with why.
import { describe, expect, it } from 'vitest';
import { HEADER_ROW, LISTINGS } from '../e2e/support/listing-workbook';
import { openListingWorkbook, useServices } from '../support/app-session-kit';

const h = useServices('li-results-by-sheet-');

describe('results by sheet', () => {
  it('breaks the counts down by sheet and lists the invalid rows with their first problem', async () => {
    await openListingWorkbook(h);
    await h.call('validate', {});
    await h.call('startUpload', { dryRun: false });

    const results = await h.call('getResults', {});
    expect(results.bySheet).toHaveLength(1);
    const sheet = results.bySheet?.[0];
    expect(sheet?.sheet).toBe('Ingatlanok');
    expect(sheet?.buckets.total).toBe(LISTINGS.length);
    const b = sheet?.buckets;
    const sum = b ? b.create + b.update + b.unchanged + b.invalid + b.blocked + b.failed + b.notSent : 0;
    expect(sum).toBe(LISTINGS.length);
    expect(b?.invalid).toBeGreaterThan(0);
    expect(results.invalidRows).toHaveLength(b?.invalid ?? -1);
    const priceRow = results.invalidRows?.find((r) => r.reference === 'E2E-003');
    expect(priceRow).toMatchObject({ sheet: 'Ingatlanok', row: HEADER_ROW + 3 });
    expect(priceRow?.message).toMatch(/sok pénz/);
  });
});

// The upload report's changes: every compared row in JSON, a sample of 20 rows for a person, then counts.
import { describe, expect, it } from 'vitest';
import { changeLine, changeLines, reportChanges } from '../../src/cli/change-lines';
import type { PreparedRow } from '../../src/engine/model/prepared-row';
import type { FieldChange } from '../../src/engine/model/field-change';
import type { PlannedRow } from '../../src/engine/model/planned-row';
import type { UploadPlan } from '../../src/engine/model/upload-plan';

const PRICE = 'Ár [price.price]';

function row(n: number): PreparedRow {
  return { sheet: 'Ingatlanok', row: n + 2, role: 'properties' } as unknown as PreparedRow;
}

function send(n: number, changes: readonly FieldChange[]): PlannedRow {
  return { action: 'send', request: { knownId: 700000 + n } as never, changes };
}

function plan(rows: readonly PlannedRow[]): UploadPlan {
  return { rows, counts: { create: 0, modify: rows.length, invalid: 0, skipped: 0, fail: 0 } } as UploadPlan;
}

const price = (n: number): FieldChange => ({ key: 'price.price', kind: 'set', old: 1, new: n, column: PRICE });

describe('change lines', () => {
  it('print the first 20 rows with their fields, then how many more, then the counts', () => {
    const planned = Array.from({ length: 25 }, (_, n) => send(n, [price(n)]));
    planned.push({ action: 'skipped', serviceId: 9, changes: [] });
    const rows = Array.from({ length: 26 }, (_, n) => row(n));
    const lines = changeLines(rows, plan(planned));
    expect(lines.slice(0, 2)).toEqual(['Ingatlanok row 2 (Service ID 700000): update', `  ${PRICE}: 1 → 0`]);
    expect(lines.filter((l) => l.endsWith(': update'))).toHaveLength(20);
    expect(lines.at(-2)).toBe('… and 5 more rows with changes; --json lists every row.');
    expect(lines.at(-1)).toBe(
      'compared with the service: 25 rows to update (25 fields), 1 row unchanged (nothing sent for them)',
    );
  });

  it('name a field without a column by its catalog label, and say what the service keeps', () => {
    const currency: FieldChange = { key: 'price.price_currency', kind: 'set', old: 'huf', new: 'eur' };
    expect(changeLine(currency, 'properties')).toBe('Currency [price.price_currency]: huf → eur');
    const kept: FieldChange = { key: 'location.area_id', kind: 'kept', old: 1013, new: null, column: 'Kerület' };
    expect(changeLine(kept, 'properties')).toBe(
      'Kerület: emptied, but the service keeps 1013 (the API cannot remove it)',
    );
  });

  it('give JSON every change with its key, column, kind and values; rows not compared have none', () => {
    const p = plan([send(0, [price(5)]), { action: 'invalid', message: 'x' }]);
    expect(reportChanges(p, 0)).toEqual([{ field: 'price.price', column: PRICE, kind: 'set', old: 1, new: 5 }]);
    expect(reportChanges(p, 1)).toBeUndefined();
  });
});

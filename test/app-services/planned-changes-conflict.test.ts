// A field changed on both sides since the export: flagged in the upload step's list and named in the row's note.
import { describe, expect, it } from 'vitest';
import { plannedChangeList } from '../../src/app-services/import-session/planned-changes';
import type { PreparedRow } from '../../src/engine/model/prepared-row';
import type { UploadPlan } from '../../src/engine/model/upload-plan';
import { withComparisonResults } from '../../src/engine/upload';

const ROW = {
  sheet: 'Ingatlanok',
  row: 3,
  role: 'properties',
  body: { property: { type: 'apartment' }, price: { price: 62_000_000 } },
} as unknown as PreparedRow;

function plan(conflict: boolean): UploadPlan {
  const change = { key: 'price.price', kind: 'set' as const, old: 61_000_000, new: 62_000_000 };
  return {
    rows: [{ action: 'skipped', serviceId: 700002, changes: [conflict ? { ...change, conflict: true } : change] }],
    counts: { create: 0, modify: 0, skipped: 1, invalid: 0, withdraw: 0, delete: 0 },
  } as unknown as UploadPlan;
}

describe('planned changes with a conflict', () => {
  it('flags the field, old being the portal value', () => {
    const [field] = plannedChangeList([ROW], plan(true), null).rows[0]?.fields ?? [];
    expect(field).toMatchObject({ kind: 'set', conflict: true, old: { en: '61,000,000' }, new: { en: '62,000,000' } });
  });

  it('leaves the flag out of a plain change', () => {
    const [field] = plannedChangeList([ROW], plan(false), null).rows[0]?.fields ?? [];
    expect(field).not.toHaveProperty('conflict');
  });
});

describe('the result note of a field changed on both sides', () => {
  const PRICE = 'Ár [price.price]';
  const ROW = { sheet: 'Ingatlanok', row: 3, fingerprint: 'fp-now' } as unknown as PreparedRow;
  const both = { key: 'price.price', kind: 'set' as const, old: 61_000_000, new: 62_000_000, conflict: true as const };
  const kept = { key: 'location.area_id', kind: 'kept' as const, old: 1013, new: null, column: 'Kerület' };

  function noteOf(changes: readonly unknown[], lang: 'en' | 'hu' = 'en'): string {
    const p = {
      rows: [{ action: 'send', request: {}, changes }],
      counts: { create: 0, modify: 1, skipped: 0, invalid: 0 },
    } as unknown as UploadPlan;
    const [r] = withComparisonResults([ROW], p, [{ row: 3, status: 'updated', serviceId: 700002 }]);
    return (lang === 'hu' ? r?.errorMessageHu : r?.errorMessage) ?? '';
  }

  it('names both values in English and in Hungarian', () => {
    const note = noteOf([{ ...both, column: PRICE }]);
    expect(note).toBe(
      `${PRICE} changed on the portal since the export too: portal value 61000000, workbook value 62000000 ` +
        "(the workbook's value was sent).",
    );
    expect(noteOf([{ ...both, column: PRICE }], 'hu')).toBe(
      `${PRICE}: az export óta a portálon is megváltozott, a portálon 61000000, a munkafüzetben 62000000 ` +
        '(a munkafüzet értéke ment fel).',
    );
  });

  it('keeps the note on kept values after it, in Hungarian too', () => {
    const note = noteOf([{ ...both, column: PRICE }, kept]);
    expect(note).toContain("(the workbook's value was sent). Emptied cells: the service keeps Kerület (1013)");
    expect(noteOf([{ ...both, column: PRICE }, kept], 'hu')).toContain(
      '(a munkafüzet értéke ment fel). Kiürített cellák: a portál megtartja: Kerület (1013)',
    );
  });
});

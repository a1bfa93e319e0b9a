// The upload step's list of changes carries the conflict flag of a field changed on both sides since the export.
import { describe, expect, it } from 'vitest';
import { plannedChangeList } from '../../src/app-services/import-session/planned-changes';
import type { PreparedRow } from '../../src/engine/import-model';
import type { UploadPlan } from '../../src/engine/upload';

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
    expect(field).toMatchObject({ kind: 'set', conflict: true, old: { en: '61000000' }, new: { en: '62000000' } });
  });

  it('leaves the flag out of a plain change', () => {
    const [field] = plannedChangeList([ROW], plan(false), null).rows[0]?.fields ?? [];
    expect(field).not.toHaveProperty('conflict');
  });
});

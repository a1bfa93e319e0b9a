// The note of a row whose emptied cells the service keeps: written with the row's result, in both languages.
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../src/engine/model/prepared-row';
import type { UploadPlan } from '../../src/engine/model/upload-plan';
import { withComparisonResults } from '../../src/engine/upload';

const ROW = { sheet: 'Ingatlanok', row: 2, fingerprint: 'fp-now' } as unknown as PreparedRow;
const AREA = 'Kerület [location.area_id]';

function planKeeping(count: 1 | 2): UploadPlan {
  const kept = [
    { key: 'location.area_id', kind: 'kept' as const, old: 1013, new: null, column: AREA },
    { key: 'special.floor_area', kind: 'kept' as const, old: 60, new: null },
  ].slice(0, count);
  return {
    rows: [{ action: 'skipped', serviceId: 700001, changes: kept }],
    counts: { create: 0, modify: 0, invalid: 0, skipped: 1, fail: 0 },
  } as unknown as UploadPlan;
}

describe('the note on emptied cells the service keeps', () => {
  it('names the column and the value kept, and the unchanged row gets its fingerprint', () => {
    const [r] = withComparisonResults([ROW], planKeeping(1), [{ row: 2, status: 'skipped', serviceId: 700001 }]);
    expect(r).toEqual({
      row: 2,
      status: 'skipped',
      serviceId: 700001,
      fingerprint: 'fp-now',
      errorMessage:
        `Emptied cells: the service keeps ${AREA} (1013), as the API cannot remove this value; ` +
        'type a new value to change it.',
      errorMessageHu:
        `Kiürített cellák: a portál megtartja: ${AREA} (1013), mert ez az érték a portálon nem törölhető; ` +
        'új érték beírásával módosítható.',
    });
  });

  it('reads in Hungarian, in the plural for two values', () => {
    const [r] = withComparisonResults([ROW], planKeeping(2), [{ row: 2, status: 'skipped', serviceId: 700001 }]);
    expect(r?.errorMessageHu).toBe(
      `Kiürített cellák: a portál megtartja: ${AREA} (1013), special.floor_area (60), mert ezek az értékek ` +
        'a portálon nem törölhetők; új érték beírásával módosítható.',
    );
  });
});

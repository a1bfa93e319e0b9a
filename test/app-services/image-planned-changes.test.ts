// An image row's changes in the app's list of planned changes (old → new, both languages) and its kept-value note.
import { describe, expect, it } from 'vitest';
import { plannedChangeList } from '../../src/app-services/import-session/planned-changes';
import type { PreparedRow } from '../../src/engine/model/prepared-row';
import type { UploadPlan } from '../../src/engine/model/upload-plan';
import { withComparisonResults } from '../../src/engine/upload';

const ROW = {
  sheet: 'Ingatlan képek',
  row: 3,
  role: 'property_images',
  body: { id: { transfer_id: 'IMG-1' }, image: { long_title: 'Tágas nappali' } },
  fingerprint: 'fp-now',
} as unknown as PreparedRow;
const TITLE = 'Cím (nagy kép) [image.long_title]';
const ORDER = 'Sorrend [image.order]';

function plan(action: 'send' | 'skipped'): UploadPlan {
  const changes =
    action === 'send'
      ? [{ key: 'image.long_title', kind: 'set' as const, old: 'Nappali', new: 'Tágas nappali', column: TITLE }]
      : [{ key: 'image.order', kind: 'kept' as const, old: 3, new: null, column: ORDER }];
  const row =
    action === 'send'
      ? { action, request: { knownId: 900001, method: 'PUT', operation: 'modify' }, changes }
      : { action, serviceId: 900003, changes };
  return { rows: [row], counts: { create: 0, modify: 1, invalid: 0, skipped: 0, fail: 0 } } as unknown as UploadPlan;
}

describe('image rows among the planned changes', () => {
  it('an edited title is listed old → new with its column and its label in both languages', () => {
    const list = plannedChangeList([ROW], plan('send'), null);
    expect(list).toMatchObject({ rowsWithChanges: 1, update: 1, unchanged: 0 });
    expect(list.rows).toEqual([
      {
        sheet: 'Ingatlan képek',
        row: 3,
        serviceId: 900001,
        action: 'update',
        fields: [
          {
            column: TITLE,
            label: { en: 'Title', hu: 'Cím (nagy kép)' },
            kind: 'set',
            old: { en: 'Nappali', hu: 'Nappali' },
            new: { en: 'Tágas nappali', hu: 'Tágas nappali' },
          },
        ],
      },
    ]);
  });

  it('an emptied order the service keeps is noted in the row, in Hungarian too', () => {
    const [r] = withComparisonResults([ROW], plan('skipped'), [{ row: 3, status: 'skipped', serviceId: 900003 }]);
    expect(r?.fingerprint).toBe('fp-now');
    expect(r?.errorMessageHu).toBe(
      `Kiürített cellák: a portál megtartja: ${ORDER} (3), mert ez az érték a portálon nem törölhető; ` +
        'új érték beírásával módosítható.',
    );
  });
});

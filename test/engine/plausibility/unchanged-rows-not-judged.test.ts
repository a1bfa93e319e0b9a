// Only rows that would be sent are judged (docs/plausibility.md): a row unchanged since its result (a results workbook
// opened again) is not sent, so its warnings, accepted or not before, do not come back.
import { expect, it } from 'vitest';
import { checkPlausibility } from '../../../src/engine/plausibility';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { listingRow } from './plausibility-kit';

const zeroFloor = (): PreparedRow => listingRow(40, { price: 30_000_000, floor: 0 });

it('does not judge a row unchanged since the result saying the portal holds it', () => {
  const row = zeroFloor();
  const unchanged = {
    ...row,
    previous: { status: 'created' as const, serviceId: 700_001, fingerprint: row.fingerprint },
  };
  expect(checkPlausibility({ rows: [unchanged] })).toEqual([]);
});

it('judges it once it changed since', () => {
  const row = zeroFloor();
  const edited = { ...row, previous: { status: 'created' as const, serviceId: 700_001, fingerprint: 'fp-before' } };
  expect(checkPlausibility({ rows: [edited] }).map((w) => w.kind)).toEqual(['zero-area']);
});

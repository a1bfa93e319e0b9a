// The office's listings the plausibility checks judge by: the upload's early list of the office taken where it was
// read, asked again where it failed, and asked for an office the early lists do not hold.
import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../src/catalog';
import type { RecordListsAhead } from '../../../src/engine/upload/lookalike-records';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { fetchOfficeListings } from '../../../src/engine/pipeline/office-listings';

const listingRow = (officeId: number): PreparedRow => ({ role: 'properties', officeId }) as unknown as PreparedRow;

/** A client whose list of office N is `[{ id: { id: N } }]`, counting what it is asked for. */
function client(): ApiClient & { asked: number[] } {
  const c = { asked: [] as number[] } as ApiClient & { asked: number[] };
  c.listRecordBodies = (_resource, query) => {
    const office = Number((query as { office_id: number }).office_id);
    c.asked.push(office);
    return Promise.resolve(ok([{ id: { id: office } }]));
  };
  return c;
}

describe('fetchOfficeListings', () => {
  it('takes an office’s early list where it was read, asks where it failed or was not asked', async () => {
    const c = client();
    const failure = { kind: 'network', message: 'down' } as never;
    type Listed = RecordListsAhead extends ReadonlyMap<string, infer P> ? P : never;
    const ahead: RecordListsAhead = new Map<string, Listed>([
      ['property|1', Promise.resolve(ok([{ id: { id: 100 } }]))],
      ['property|2', Promise.resolve(err(failure))],
    ]);
    const rows = [listingRow(1), listingRow(2), listingRow(3)];
    const listed = await fetchOfficeListings(c, rows, null, undefined, ahead);
    expect(listed).toEqual(ok([{ id: { id: 100 } }, { id: { id: 2 } }, { id: { id: 3 } }]));
    expect(c.asked).toEqual([2, 3]);
  });
});

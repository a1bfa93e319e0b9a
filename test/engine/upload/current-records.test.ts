// Fetching the current records of a run's modifies: IDs comma-separated without an office filter, query-sized
// chunks, only the blocks needed, and a very busy office listed whole.
import { describe, expect, it } from 'vitest';
import type { ApiClient, BodyQuery } from '../../../src/engine/api';
import { MAX_QUERY_CHARS } from '../../../src/engine/api';
import {
  CURRENT_WHOLE_OFFICE_ABOVE,
  currentKey,
  fetchCurrentRecords,
} from '../../../src/engine/upload/current-records';

/** A client whose list answers every asked ID (or a whole office of `officeSize` records), recording each query. */
function fakeClient(officeSize = 0) {
  const asked: { resource: string; query: BodyQuery }[] = [];
  const client = {
    listRecordBodies: (resource: 'seller' | 'property', query: BodyQuery) => {
      asked.push({ resource, query });
      const ids = query.id ?? Array.from({ length: officeSize }, (_, i) => i + 1);
      return Promise.resolve({ ok: true, value: ids.map((id) => ({ id: { id }, property: { status: 'active' } })) });
    },
  } as unknown as ApiClient;
  return { client, asked };
}

describe('current records', () => {
  it('asks for a few records by ID in one request per resource, with only the blocks the rows carry', async () => {
    const { client, asked } = fakeClient();
    const wants = {
      seller: [{ id: 500001, officeId: 1 }],
      property: [
        { id: 700001, officeId: 1 },
        { id: 700002, officeId: 3 },
      ],
      propertyBlocks: new Set(['price', 'property', 'images']),
    };
    const r = await fetchCurrentRecords(client, wants);
    expect(r.ok && [...r.value.keys()].sort()).toEqual(
      [currentKey('property', 700001), currentKey('property', 700002), currentKey('seller', 500001)].sort(),
    );
    expect(asked).toEqual([
      { resource: 'seller', query: { id: [500001], part: ['id', 'seller'] } },
      { resource: 'property', query: { id: [700001, 700002], part: ['id', 'property', 'price'] } },
    ]);
  });

  it('splits long ID lists to the query length', async () => {
    const { client, asked } = fakeClient();
    const property = Array.from({ length: 1000 }, (_, i) => ({ id: 700001 + i, officeId: 1 }));
    const r = await fetchCurrentRecords(client, { seller: [], property, propertyBlocks: new Set(['price']) });
    expect(r.ok && r.value.size).toBe(1000);
    expect(asked.length).toBeGreaterThan(1);
    for (const a of asked) expect((a.query.id ?? []).join('%2C').length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(asked.flatMap((a) => a.query.id ?? [])).toEqual(property.map((p) => p.id));
  });

  it('lists an office whole when it has more records to compare than the threshold', async () => {
    const many = CURRENT_WHOLE_OFFICE_ABOVE + 1;
    const { client, asked } = fakeClient(many);
    const property = Array.from({ length: many }, (_, i) => ({ id: i + 1, officeId: 1 }));
    const r = await fetchCurrentRecords(client, { seller: [], property, propertyBlocks: new Set(['price']) });
    expect(r.ok && r.value.size).toBe(many);
    expect(asked).toEqual([{ resource: 'property', query: { office_id: 1, part: ['id', 'price'] } }]);
  });
});

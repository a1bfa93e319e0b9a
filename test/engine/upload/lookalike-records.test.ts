// Which planned creates look like records the office holds: the content compared, folded as staff write it.
import { describe, expect, it } from 'vitest';
import { ok } from '../../../src/catalog';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { PlannedRow } from '../../../src/engine/model/planned-row';
import type { UploadPlan } from '../../../src/engine/model/upload-plan';
import { askRecordsAhead, findLookalikes } from '../../../src/engine/upload';

const OFFICE = 1;

function create(resource: 'seller' | 'property', body: Record<string, unknown>): PlannedRow {
  return {
    action: 'send',
    request: {
      resource,
      operation: 'create',
      method: 'POST',
      uri: `/${resource}?office_id=${OFFICE}`,
      body,
      officeId: OFFICE,
      transferId: null,
      owner: null,
      knownId: null,
      dependsOn: null,
      phase: resource === 'seller' ? 0 : 1,
    },
  };
}

function planOf(rows: readonly PlannedRow[]): UploadPlan {
  const counts = { create: rows.length, modify: 0, withdraw: 0, delete: 0, invalid: 0, skipped: 0, fail: 0 };
  return { rows, counts };
}

function prepared(n: number): PreparedRow[] {
  return Array.from({ length: n }, (_, i) => ({ sheet: 'Ingatlanok', row: i + 2 }) as unknown as PreparedRow);
}

/** A client that lists these records and counts the list requests. */
function listing(records: readonly unknown[]): ApiClient & { calls: number } {
  const c = { calls: 0 } as ApiClient & { calls: number };
  c.listRecordBodies = () => {
    c.calls += 1;
    return Promise.resolve(ok(records));
  };
  return c;
}

const flat = (id: number, address: string, price: number, area?: number) => ({
  id: { id },
  property: { type: 'apartment' },
  location: { region_id: 1, address },
  price: { price },
  ...(area === undefined ? {} : { special: { apartment: { floor_area: area } } }),
});

describe('lookalike records', () => {
  it('matches a listing by its content, the address folded, one record to one row', async () => {
    const client = listing([flat(700001, 'Teszt utca 5.', 45_000_000, 60)]);
    const row = (address: string) =>
      create('property', {
        property: { type: 'apartment' },
        location: { region_id: 1, address },
        price: { price: 45_000_000 },
      });
    const plan = planOf([row('teszt  UTCA 5'), row('Teszt utca 5.')]);
    const found = await findLookalikes(client, prepared(2), plan, new Map([[700001, '2026-11-29T10:00:00Z']]));
    expect(found.ok && found.value).toEqual([
      expect.objectContaining({ index: 0, id: 700001, label: 'Teszt utca 5.', createdAt: '2026-11-29T10:00:00Z' }),
    ]);
  });

  it('does not match a listing whose area or price differs, nor a row with neither address nor price', async () => {
    const client = listing([flat(700001, 'Teszt utca 5.', 45_000_000, 60)]);
    const plan = planOf([
      create('property', { location: { address: 'Teszt utca 5.' }, special: { apartment: { floor_area: 61 } } }),
      create('property', { location: { address: 'Teszt utca 5.' }, price: { price: 46_000_000 } }),
      create('property', { property: { type: 'apartment' }, location: { region_id: 1 } }),
    ]);
    const found = await findLookalikes(client, prepared(3), plan, new Map());
    expect(found.ok && found.value).toEqual([]);
  });

  it('matches a seller by name and the last nine digits of the phone', async () => {
    const client = listing([{ id: { id: 500001 }, seller: { name: 'Kovács Anna', phone: '+36 30 555 0001' } }]);
    const plan = planOf([
      create('seller', { seller: { name: 'kovács  anna', phone: '06 30/555-0001' } }),
      create('seller', { seller: { name: 'Kovács Anna', phone: '+36 30 555 0002' } }),
    ]);
    const found = await findLookalikes(client, prepared(2), plan, new Map());
    expect(found.ok && found.value.map((l) => [l.index, l.id])).toEqual([[0, 500001]]);
  });

  it('asks the service nothing when no create lacks a reference', async () => {
    const client = listing([]);
    const found = await findLookalikes(client, prepared(0), planOf([]), new Map());
    expect(found.ok && found.value).toEqual([]);
    expect(client.calls).toBe(0);
  });

  it('asks early for the lists of offices with certainly new rows only, and the look uses them', async () => {
    const client = listing([{ id: { id: 500001 }, seller: { name: 'Kovács Anna', phone: '+36 30 555 0001' } }]);
    const seller = (extra: Record<string, unknown>) =>
      ({
        sheet: 'Eladók',
        row: 2,
        role: 'sellers',
        officeId: null,
        problems: [],
        transferId: null,
        serviceId: null,
        previous: null,
        ...extra,
      }) as unknown as PreparedRow;
    const referenced = [seller({ transferId: 'S-1' }), seller({ officeId: 2, serviceId: 9 })];
    expect(askRecordsAhead(client, referenced, OFFICE).size).toBe(0);
    const ahead = askRecordsAhead(client, [...referenced, seller({}), seller({})], OFFICE);
    expect([...ahead.keys()]).toEqual([`seller|${OFFICE}`]);
    const plan = planOf([create('seller', { seller: { name: 'Kovács Anna', phone: '06 30 555 0001' } })]);
    const found = await findLookalikes(client, prepared(1), plan, new Map(), undefined, ahead);
    expect(found.ok && found.value.map((l) => [l.index, l.id])).toEqual([[0, 500001]]);
    expect(client.calls).toBe(1);
  });
});

// Which planned creates look like records the office holds: the content compared, folded as staff write it.
import { describe, expect, it } from 'vitest';
import { ok } from '../../../src/catalog';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { PlannedRow } from '../../../src/engine/model/planned-row';
import type { UploadPlan } from '../../../src/engine/model/upload-plan';
import { askRecordsAhead, findLookalikes } from '../../../src/engine/upload';
import { foldText } from '../../../src/engine/values/fold-text';
import { seededRandom } from '../../../src/sandbox/chaos';

const OFFICE = 1;

function create(resource: 'seller' | 'property', body: Record<string, unknown>, officeId = OFFICE): PlannedRow {
  return {
    action: 'send',
    request: {
      resource,
      operation: 'create',
      method: 'POST',
      uri: `/${resource}?office_id=${officeId}`,
      body,
      officeId,
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

const OFFICES = [1, 2];
type Resource = 'seller' | 'property';
type Body = Record<string, Record<string, unknown>>;

/** A row naming a record (a modify): the record is claimed, never a lookalike. */
function modify(resource: Resource, officeId: number, id: number): PlannedRow {
  const row = create(resource, {}, officeId);
  return row.action === 'send' ? { ...row, request: { ...row.request, operation: 'modify', knownId: id } } : row;
}

/** Random pieces drawn from small pools, so rows and records often share them, spelled in several ways. */
function writer(seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const maybe = <T>(v: T): T | undefined => (next() < 0.15 ? undefined : v);
  const spelled = (text: string): string =>
    pick([text, text.toUpperCase(), ` ${text.replace(' ', '  ')}.`, text.replace(' ', '_'), `${text},`]);
  const name = () => spelled(pick(['Kovács Anna', 'Nagy Béla', 'Szőke Ödön', 'Kis Éva', '..']));
  const phone = () => pick(['+36 30 555 0001', '06305550001', '30/555-0001', '+36 1 555 0002', '0002', 'nincs']);
  const address = () => spelled(pick(['Teszt utca 5', 'Fő tér 1', 'Árpád út 12']));
  const seller = (): Body => ({ seller: { name: maybe(name()), phone: maybe(phone()) } });
  const property = (): Body => ({
    property: { type: maybe(pick(['apartment', 'house'])) },
    location: { region_id: maybe(pick([1, 2])), address: maybe(address()) },
    price: { price: maybe(pick([45_000_000, '45000000', 50_000_000])) },
    special: { apartment: { floor_area: maybe(pick([60, 61])) } },
  });
  return { next, pick, seller, property };
}

/** The rule read pairwise: each create, in row order, the first record of its office it equals where it has a value. */
const folded = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? foldText(`${v}`).replace(/[.,]+$/, '') || null : null;
const numeric = (v: unknown): string | null => {
  const given = typeof v === 'number' || (typeof v === 'string' && v.trim() !== '');
  return given && Number.isFinite(Number(v)) ? `${Number(v)}` : null;
};
function keyOf(resource: Resource, b: Body): (string | null)[] | null {
  if (resource === 'seller') {
    const phone = b['seller']?.['phone'];
    const digits = typeof phone === 'string' ? phone.replace(/\D/g, '') : '';
    const name = folded(b['seller']?.['name']);
    return name === null || digits.length < 6 ? null : [name, digits.slice(-9)];
  }
  const special = b['special'] ? (Object.values(b['special'])[0] as Record<string, unknown> | undefined) : undefined;
  const [address, price] = [folded(b['location']?.['address']), numeric(b['price']?.['price'])];
  if (address === null && price === null) return null;
  const type = folded(b['property']?.['type']);
  return [type, numeric(b['location']?.['region_id']), address, numeric(special?.['floor_area']), price];
}
function pairwise(plan: UploadPlan, lists: ReadonlyMap<string, readonly Body[]>): [number, number][] {
  const taken = new Set<string>();
  for (const p of plan.rows) {
    if (p?.action === 'send' && p.request.knownId !== null) taken.add(`${p.request.resource}:${p.request.knownId}`);
  }
  const found: [number, number][] = [];
  plan.rows.forEach((p, index) => {
    if (p?.action !== 'send' || p.request.operation !== 'create') return;
    const resource = p.request.resource as Resource;
    const key = keyOf(resource, p.request.body as Body);
    if (key === null) return;
    const hit = (lists.get(`${resource}|${p.request.officeId}`) ?? []).find((r) => {
      const id = `${resource}:${String(r['id']?.['id'])}`;
      const theirs = keyOf(resource, r);
      return !taken.has(id) && theirs !== null && key.every((v, i) => v === null || v === theirs[i]);
    });
    if (hit === undefined) return;
    taken.add(`${resource}:${String(hit['id']?.['id'])}`);
    found.push([index, hit['id']?.['id'] as number]);
  });
  return found;
}

function clientOf(lists: ReadonlyMap<string, readonly Body[]>): ApiClient {
  return {
    listRecordBodies: (resource: Resource, query: { office_id: number }) =>
      Promise.resolve(ok(lists.get(`${resource}|${query.office_id}`) ?? [])),
  } as unknown as ApiClient;
}

describe('lookalike records on random workbooks', () => {
  it('finds what the rule read pairwise finds, seed by seed', async () => {
    let matched = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const w = writer(seed);
      const lists = new Map<string, Body[]>();
      let id = 700_000;
      for (const office of OFFICES) {
        for (const resource of ['seller', 'property'] as const) {
          const records = Array.from({ length: Math.floor(w.next() * 12) }, () => {
            const body = resource === 'seller' ? w.seller() : w.property();
            return { ...body, id: { id: (id += 1) } };
          });
          lists.set(`${resource}|${office}`, records);
        }
      }
      const plan: PlannedRow[] = Array.from({ length: 60 }, () => {
        const resource = w.pick(['seller', 'property'] as const);
        const office = w.pick(OFFICES);
        const claimed = w.next() < 0.1 ? w.pick(lists.get(`${resource}|${office}`) ?? []) : undefined;
        if (claimed !== undefined) return modify(resource, office, claimed['id']?.['id'] as number);
        return create(resource, resource === 'seller' ? w.seller() : w.property(), office);
      });
      const counts = { create: 0, modify: 0, withdraw: 0, delete: 0, invalid: 0, skipped: 0, fail: 0 };
      const found = await findLookalikes(clientOf(lists), prepared(plan.length), { rows: plan, counts }, new Map());
      const expected = pairwise({ rows: plan, counts }, lists);
      expect(found.ok && found.value.map((l) => [l.index, l.id]), `seed ${seed}`).toEqual(expected);
      matched += expected.length;
    }
    expect(matched).toBeGreaterThan(100);
  });

  it('folds names only of rows and records sharing a phone, addresses only of rows a record shares a price with', async () => {
    const folded: number[] = [];
    const seller = (n: number, phone: string): Body => {
      const block = { phone };
      Object.defineProperty(block, 'name', { enumerable: true, get: () => (folded.push(n), `Eladó ${n}`) });
      return { seller: block };
    };
    const listing = (n: number, price: number): Body => {
      const location = { region_id: 1 };
      Object.defineProperty(location, 'address', { enumerable: true, get: () => (folded.push(n), `Fő tér ${n}`) });
      return { location, price: { price } };
    };
    const record = (n: number, body: Body): Body => ({ ...body, id: { id: n } });
    const lists = new Map<string, Body[]>([
      ['seller|1', [record(500_009, seller(9, '+36 30 555 0009')), record(500_002, seller(2, '+36 30 555 0002'))]],
      ['property|1', [record(700_019, listing(19, 19)), record(700_004, listing(4, 4))]],
    ]);
    const plan = [
      create('seller', seller(1, '+36 30 555 0001')),
      create('seller', seller(2, '06 30 555 0002')),
      create('property', listing(3, 3)),
      create('property', listing(4, 4)),
      create('seller', seller(5, '+36 30 555 0005')),
      create('property', listing(6, 6)),
    ];
    const counts = { create: 6, modify: 0, withdraw: 0, delete: 0, invalid: 0, skipped: 0, fail: 0 };
    const found = await findLookalikes(clientOf(lists), prepared(6), { rows: plan, counts }, new Map());
    expect(found.ok && found.value.map((l) => [l.index, l.id])).toEqual([
      [1, 500_002],
      [3, 700_004],
    ]);
    // The first row of each list is read whole (it decides that the list is asked for at all), then only the rows
    // sharing a phone or a price with a record: not rows 5 and 6. Of the records, the sellers sharing a row's phone
    // (not seller 9) and, once a listing row is looked up by its address, every listing (19 too).
    expect([...new Set(folded)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 19]);
  });

  it('reads no more new sellers’ phones once the office’s list comes back empty (its first upload)', async () => {
    const read: number[] = [];
    const seller = (n: number): Body => {
      const block = { name: `Eladó ${n}` };
      Object.defineProperty(block, 'phone', { enumerable: true, get: () => (read.push(n), `+36 30 555 000${n}`) });
      return { seller: block };
    };
    const plan = Array.from({ length: 5 }, (_, n) => create('seller', seller(n)));
    const counts = { create: 5, modify: 0, withdraw: 0, delete: 0, invalid: 0, skipped: 0, fail: 0 };
    const client = listing([]);
    const found = await findLookalikes(client, prepared(5), { rows: plan, counts }, new Map());
    expect(found.ok && found.value).toEqual([]);
    // The first row's key decides that the list is asked for; with no records, no other row is looked at.
    expect([client.calls, read]).toEqual([1, [0]]);
  });
});

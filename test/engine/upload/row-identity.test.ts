// The identity check alone (row-identity.ts, row-alignment.ts): rows against their binding and the service's record,
// twins, reference changes and rows moved against their results, on planned rows without a service.
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { buildPlan } from '../../../src/engine/upload';
import { currentKey } from '../../../src/engine/upload/current-records';
import { checkRowIdentities } from '../../../src/engine/upload/row-identity';
import { encodeSnapshot } from '../../../src/engine/upload/row-snapshot';
import type { UploadPlan } from '../../../src/engine/model/upload-plan';
import { encodeBinding, readBinding } from '../../../src/engine/validation/identity-binding';
import { OFFICE, propertyRow, sellerRow } from './upload-test-kit';

const ID = 700_000;
const MAPPED = ['id.transfer_id', 'property.type', 'location.address', 'price.price', 'special.floor_area'];
const HEADERS = new Map([['Properties', new Map(MAPPED.map((k) => [k, k]))]]);

/** Listing n as exported: Service ID, snapshot and binding of its own; edited, so the plan sends it. */
function exported(n: number, edit: (row: PreparedRow) => PreparedRow = (r) => r): PreparedRow {
  const row = propertyRow(n, null);
  const previous = {
    status: 'updated' as const,
    serviceId: ID + n,
    fingerprint: 'exported',
    snapshot: encodeSnapshot('properties', row.body, MAPPED),
    binding: readBinding(encodeBinding(ID + n, OFFICE, `P-${n}`)) ?? undefined,
  };
  return edit({ ...row, serviceId: ID + n, previous });
}

function record(n: number, reference = `P-${n}`, office = OFFICE): unknown {
  return {
    id: { id: ID + n, transfer_id: reference, office_id: office },
    property: { type: 'apartment', office_id: office },
    location: { address: `Váci út ${n}.` },
    price: { price: 30_000_000 + n, price_currency: 'huf' },
  };
}

const CURRENT = new Map([1, 2, 3, 4].map((n) => [currentKey('property', ID + n), record(n)]));

function check(rows: readonly PreparedRow[], confirm = 0, current: ReadonlyMap<string, unknown> = CURRENT): UploadPlan {
  const plan = buildPlan(rows, new Map(), { officeId: OFFICE });
  return checkRowIdentities(rows, plan, current, { headers: HEADERS, confirmReferenceChanges: confirm });
}

function withPrice(row: PreparedRow, price: number): PreparedRow {
  return { ...row, body: { ...row.body, price: { price, price_currency: 'huf' } } };
}

function message(plan: UploadPlan, i: number): { en: string; hu: string } {
  const p = plan.rows[i];
  return p?.action === 'invalid' ? { en: p.message, hu: p.messageHu ?? '' } : { en: '', hu: '' };
}

describe('row identity', () => {
  it('lets a row that still is its listing go', () => {
    const plan = check([exported(1, (r) => withPrice(r, 41_000_000))]);
    expect(plan.rows[0]?.action).toBe('send');
    expect(plan.counts).toMatchObject({ modify: 1, invalid: 0 });
  });

  it('refuses a row whose Service ID was pasted from another, naming both listings in both languages', () => {
    const pasted = exported(1, (r) => ({ ...withPrice(r, 41_000_000), serviceId: ID + 2 }));
    const plan = check([pasted, exported(2)]);
    expect(plan.rows[0]?.action).toBe('invalid');
    expect(message(plan, 0).en).toContain(`Service ID ${ID + 1} (reference P-1, Váci út 1.)`);
    expect(message(plan, 0).en).toContain(`Service ID ${ID + 2} (reference P-2, Váci út 2.)`);
    expect(message(plan, 0).hu).toContain('hivatkozás: P-2, Váci út 2.');
    expect(plan.rows[1]?.action).toBe('send');
    expect(plan.counts).toMatchObject({ modify: 1, invalid: 1 });
  });

  it('refuses both rows of a copied row with its results', () => {
    const copy = { ...exported(3, (r) => withPrice(r, 55_000_000)), row: 40 };
    const plan = check([exported(3), copy]);
    expect(plan.rows.map((p) => p.action)).toEqual(['invalid', 'invalid']);
    expect(message(plan, 1).en).toContain('rows 4, 40 of Properties all name');
    expect(message(plan, 1).en).toContain('clear its Service ID, Import status and Import fingerprint cells');
  });

  it('names the result columns in Hungarian as a Hungarian workbook has them', () => {
    const copy = { ...exported(3, (r) => withPrice(r, 55_000_000)), row: 40 };
    const hu = message(check([exported(3), copy]), 1).hu;
    expect(hu).toContain('ürítse ki a Szolgáltatói azonosító, Importálás állapota és Importálási ujjlenyomat celláit');
    expect(hu).not.toContain('Service ID');
  });

  it('refuses a row whose listing is in another office on the service', () => {
    const elsewhere = new Map([[currentKey('property', ID + 1), record(1, 'P-1', OFFICE + 1)]]);
    const plan = check([exported(1, (r) => withPrice(r, 41_000_000))], 0, elsewhere);
    expect(message(plan, 0).en).toContain(`is in office ${OFFICE + 1}`);
  });

  it('sends a reference change only when its number is confirmed', () => {
    const renamed = exported(4, (r) => ({
      ...r,
      transferId: 'P-4-B',
      body: { ...r.body, id: { transfer_id: 'P-4-B' } },
    }));
    expect(message(check([renamed]), 0).en).toContain('--confirm-reference-changes 1');
    expect(check([renamed], 2).rows[0]?.action).toBe('invalid');
    expect(check([renamed], 1).rows[0]?.action).toBe('send');
  });

  it('lets a row give a reference to a record that has none, without a confirmation', () => {
    const bare = new Map([[currentKey('property', ID + 4), record(4, '')]]);
    const named = exported(4, (r) => ({
      ...r,
      transferId: 'P-4-B',
      body: { ...r.body, id: { transfer_id: 'P-4-B' } },
      previous:
        r.previous === null
          ? null
          : { ...r.previous, binding: { serviceId: ID + 4, officeId: OFFICE, referenceHash: null } },
    }));
    expect(check([named], 0, bare).rows[0]?.action).toBe('send');
  });

  it('holds a row without a binding to the record: another reference is refused', () => {
    const unbound = exported(1, (r) => ({
      ...withPrice(r, 41_000_000),
      serviceId: ID + 2,
      previous: { status: 'updated', serviceId: ID + 2, fingerprint: 'x' },
    }));
    const plan = check([unbound]);
    expect(message(plan, 0).en).toContain('name different listings');
  });

  it('refuses the whole sheet when rows hold each other cells (field columns sorted apart from the results)', () => {
    const a = exported(1);
    const b = exported(2);
    const c = exported(3, (r) => withPrice(r, 41_000_000));
    const swapped = [
      { ...a, body: b.body, transferId: b.transferId },
      { ...b, body: a.body, transferId: a.transferId },
      c,
    ];
    const plan = check(swapped);
    expect(plan.rows.map((p) => p.action)).toEqual(['invalid', 'invalid', 'invalid']);
    expect(message(plan, 2).en).toContain(
      'rows were moved against their results columns (sorted or pasted only partly?): row 2 holds the cells of the ' +
        'listing of row 3',
    );
  });

  it('gives a withdraw the listing as the portal holds it', () => {
    const plan = check([exported(2, (r) => ({ ...r, action: 'withdraw' }))]);
    const p = plan.rows[0];
    expect(p?.action === 'send' && p.portal).toMatchObject({
      id: ID + 2,
      reference: 'P-2',
      title: 'Váci út 2.',
      type: 'apartment',
      price: 30_000_002,
    });
  });

  it('gives a first upload its plan as planned, and still checks a row naming a record among its creates', () => {
    const creates = [
      ...Array.from({ length: 30 }, (_, i) => sellerRow(i + 1, { transferId: i % 2 === 0 ? null : `S-${i}` })),
      { ...sellerRow(31), problems: [{ message: 'bad', messageHu: 'rossz' }] } as unknown as PreparedRow,
      propertyRow(32, 'S-nowhere'),
    ];
    const plan = buildPlan(creates, new Map(), { officeId: OFFICE });
    const identity = { headers: HEADERS, confirmReferenceChanges: 0 };
    const checked = checkRowIdentities(creates, plan, CURRENT, identity);
    expect(checked).toEqual(plan);
    expect(checked.rows.map((p) => p.action)).toContain('fail');
    const twins = check([...creates, exported(1), exported(1)]);
    expect(twins.rows.slice(0, creates.length)).toEqual(plan.rows);
    expect(twins.rows.slice(creates.length).map((p) => p.action)).toEqual(['invalid', 'invalid']);
    expect(twins.counts).toMatchObject({ invalid: plan.counts.invalid + 2 });
  });
});

import { describe, expect, it } from 'vitest';
import type { ListedRecord } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { buildPlan, existingKey } from '../../../src/engine/upload';
import { checkDeletesConfirmed, describeDelete } from '../../../src/engine/upload/delete-confirmation';
import { OFFICE, propertyRow, sellerRow } from './upload-test-kit';

const rec = (id: number, transferId: string): ListedRecord => ({ id, transferId, officeId: OFFICE, images: [] });

function withAction(row: PreparedRow, action: 'withdraw' | 'delete', serviceId: number | null = null): PreparedRow {
  return { ...row, action, serviceId };
}

describe('plan of the Import action', () => {
  it('withdraws by Service ID with a PUT of the status only, and deletes by reference in the office', () => {
    const rows = [withAction(propertyRow(1, null), 'withdraw', 700001), withAction(propertyRow(2, null), 'delete')];
    const existing = new Map([[existingKey('property', OFFICE, 'P-2'), rec(700002, 'P-2')]]);
    const plan = buildPlan(rows, existing, { officeId: OFFICE });
    expect(plan.rows[0]).toEqual({
      action: 'send',
      request: expect.objectContaining({
        operation: 'withdraw',
        method: 'PUT',
        uri: '/property?id=700001',
        body: { property: { status: 'inactive' } },
        knownId: 700001,
      }) as unknown,
    });
    expect(plan.rows[1]).toEqual({
      action: 'send',
      request: expect.objectContaining({
        operation: 'delete',
        method: 'DELETE',
        uri: `/property?transfer_id=P-2&office_id=${OFFICE}`,
        body: undefined,
        knownId: 700002,
      }) as unknown,
    });
    expect(plan.counts).toMatchObject({ create: 0, modify: 0, withdraw: 1, delete: 1 });
  });

  it('refuses a delete or withdraw of a listing that is not on the service, naming the row', () => {
    const missing = withAction(propertyRow(3, null), 'delete');
    const nameless = { ...withAction(propertyRow(4, null), 'withdraw'), transferId: null };
    const plan = buildPlan([missing, nameless], new Map(), { officeId: OFFICE });
    expect(plan.rows[0]).toEqual({
      action: 'invalid',
      message:
        `Properties row 4: there is no listing "P-3" in office ${OFFICE} on the service, ` +
        'so there is nothing to delete.',
      messageHu: `Properties, 4. sor: a(z) ${OFFICE}. irodában nincs „P-3” hirdetés a szolgáltatásban, így nincs mit törölni.`,
    });
    expect(plan.rows[1]).toMatchObject({ action: 'invalid' });
    expect(plan.rows[1]?.action === 'invalid' && plan.rows[1].message).toContain('Properties row 5: nothing says');
    expect(plan.counts).toMatchObject({ invalid: 2, delete: 0, withdraw: 0 });
  });

  it('refuses both rows when one deletes a listing and another writes the same reference', () => {
    const del = withAction(propertyRow(5, null), 'delete', 700005);
    const create = { ...propertyRow(6, null), transferId: 'P-5' };
    const other = propertyRow(7, null);
    const plan = buildPlan([del, create, other], new Map(), { officeId: OFFICE });
    expect(plan.rows[0]).toMatchObject({ action: 'invalid' });
    expect(plan.rows[1]).toMatchObject({ action: 'invalid' });
    const message = plan.rows[1]?.action === 'invalid' ? plan.rows[1].message : '';
    expect(message).toContain('Properties row 7 writes the listing with reference "P-5" that Properties row 6 deletes');
    expect(message).toContain('duplicate');
    const messageHu = plan.rows[1]?.action === 'invalid' ? plan.rows[1].messageHu : '';
    expect(messageHu).toMatch(
      /^Properties, 7\. sor feltölti a\(z\) „P-5” azonosítójú hirdetést, amelyet Properties, 6\. sor töröl/,
    );
    expect(plan.rows[2]).toMatchObject({ action: 'send', request: { operation: 'create' } });
  });

  it('refuses a withdraw or delete of a seller, however the row was made', () => {
    const seller = { ...sellerRow(1), action: 'delete' as const, serviceId: 500001 };
    const plan = buildPlan([seller], new Map(), { officeId: OFFICE });
    expect(plan.rows[0]).toEqual({
      action: 'invalid',
      message: 'Sellers row 2: only listings can be withdrawn or deleted from a workbook.',
      messageHu: 'Sellers, 2. sor: munkafüzetből csak hirdetést lehet visszavonni vagy törölni.',
    });
  });

  it('skips a row already deleted by an earlier run when its action is unchanged', () => {
    const del = withAction(propertyRow(8, null), 'delete', 700008);
    const done = { ...del, previous: { status: 'deleted' as const, serviceId: 700008, fingerprint: del.fingerprint } };
    const plan = buildPlan([done], new Map(), { officeId: OFFICE });
    expect(plan.rows[0]).toEqual({ action: 'skipped', serviceId: 700008 });
  });
});

describe('confirmation of deletes', () => {
  const rows = [withAction(propertyRow(1, null), 'delete', 700001), withAction(propertyRow(2, null), 'delete', 700002)];
  const plan = buildPlan(rows, new Map(), { officeId: OFFICE });

  it('refuses unless the confirmed number equals the deletes planned, and lists them', () => {
    const refused = checkDeletesConfirmed(rows, plan, 0);
    expect(refused).toMatchObject({ kind: 'unconfirmed_deletes', count: 2, confirmed: 0 });
    expect(refused?.deletes.map(describeDelete)).toEqual([
      'Properties row 2: Service ID 700001, reference P-1, Váci út 1.',
      'Properties row 3: Service ID 700002, reference P-2, Váci út 2.',
    ]);
    expect(checkDeletesConfirmed(rows, plan, 1)?.message).toContain('deletes 2 listings');
    expect(checkDeletesConfirmed(rows, plan, 2)).toBeNull();
  });

  it('needs no confirmation without deletes', () => {
    const plain = [propertyRow(1, null)];
    expect(checkDeletesConfirmed(plain, buildPlan(plain, new Map(), { officeId: OFFICE }), 0)).toBeNull();
  });
});

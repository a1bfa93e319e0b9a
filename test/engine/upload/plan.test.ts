import { describe, expect, it } from 'vitest';
import { buildPlan, existingKey, lookupsNeeded } from '../../../src/engine/upload';
import type { ListedRecord } from '../../../src/engine/api';
import { OFFICE, imageRow, propertyRow, sellerRow } from './upload-test-kit';

const rec = (id: number, transferId: string, images: ListedRecord['images'] = []): ListedRecord => ({
  id,
  transferId,
  officeId: OFFICE,
  images,
});

describe('buildPlan', () => {
  it('creates new rows, modifies rows whose transfer_id exists, orders sellers before properties before images', () => {
    const rows = [propertyRow(1, 'S-1'), imageRow(2, 'P-1', 'I-2'), sellerRow(1), sellerRow(2)];
    const existing = new Map([[existingKey('seller', OFFICE, 'S-2'), rec(77, 'S-2')]]);
    const plan = buildPlan(rows, existing, { officeId: null });
    const [prop, img, s1, s2] = plan.rows;
    expect(s1).toMatchObject({
      action: 'send',
      request: { operation: 'create', method: 'POST', uri: `/seller?office_id=${OFFICE}`, phase: 0 },
    });
    expect(s2).toMatchObject({
      action: 'send',
      request: { operation: 'modify', method: 'PUT', uri: `/seller?transfer_id=S-2&office_id=${OFFICE}`, knownId: 77 },
    });
    expect(prop).toMatchObject({
      action: 'send',
      request: { operation: 'create', uri: `/property?office_id=${OFFICE}`, phase: 1, dependsOn: 2 },
    });
    expect(img).toMatchObject({
      action: 'send',
      request: {
        operation: 'create',
        uri: `/property/image?transfer_id=P-1&office_id=${OFFICE}`,
        phase: 2,
        dependsOn: 0,
        body: { images: [rows[1]?.body] },
      },
    });
    expect(plan.counts).toEqual({ create: 3, modify: 1, withdraw: 0, delete: 0, invalid: 0, skipped: 0, fail: 0 });
  });

  it('skips rows done and unchanged, modifies edited rows by service ID, never sends rows with problems', () => {
    const done = sellerRow(1);
    const unchanged = {
      ...done,
      serviceId: 5,
      previous: { status: 'created' as const, serviceId: 5, fingerprint: done.fingerprint },
    };
    const edited = {
      ...sellerRow(2),
      serviceId: 6,
      previous: { status: 'created' as const, serviceId: 6, fingerprint: 'old' },
    };
    const bad = {
      ...sellerRow(3),
      problems: [{ field: 'seller.email', column: 'C', value: 'x', message: 'Bad e-mail "x"', messageHu: 'Hibás' }],
    };
    const plan = buildPlan([unchanged, edited, bad], new Map(), { officeId: null });
    expect(plan.rows[0]).toEqual({ action: 'skipped', serviceId: 5 });
    expect(plan.rows[1]).toMatchObject({
      action: 'send',
      request: { operation: 'modify', method: 'PUT', uri: '/seller?id=6' },
    });
    expect(plan.rows[2]).toMatchObject({ action: 'invalid', message: 'Bad e-mail "x"' });
  });

  it('fails locally what the service would refuse: unknown seller, unknown image owner, a repeated reference', () => {
    const rows = [propertyRow(1, 'S-404'), imageRow(2, 'P-404', 'I-1'), sellerRow(1), sellerRow(1)];
    const plan = buildPlan(rows, new Map(), { officeId: null });
    expect(plan.rows.map((r) => r.action)).toEqual(['fail', 'fail', 'send', 'fail']);
  });

  it('modifies an image whose reference the owner already has', () => {
    const existing = new Map([
      [existingKey('property', OFFICE, 'P-1'), rec(9, 'P-1', [{ id: 90, transferId: 'I-1' }])],
    ]);
    const plan = buildPlan([imageRow(1, 'P-1', 'I-1')], existing, { officeId: null });
    expect(plan.rows[0]).toMatchObject({
      action: 'send',
      request: { operation: 'modify', method: 'PUT', knownId: 90 },
    });
  });

  it('uses the run office for rows without one and lists what to look up', () => {
    const rows = [sellerRow(1, { office: null }), propertyRow(1, 'S-9')];
    expect(buildPlan(rows, new Map(), { officeId: null }).rows[0]).toMatchObject({ action: 'invalid' });
    const need = lookupsNeeded(rows, { officeId: OFFICE });
    expect([...(need.seller.get(OFFICE) ?? [])].sort()).toEqual(['S-1', 'S-9']);
    expect([...(need.property.get(OFFICE) ?? [])]).toEqual(['P-1']);
  });
});

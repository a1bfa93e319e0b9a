import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FEATURED_LOCK_MS } from '../../src/catalog';
import { DEMO, RECREATE_WINDOW_MS } from '../../src/sandbox';
import { call, createdId, errorCode, errorText, propertyBody, sellerBody, useEmptySandbox } from './sandbox-client';

const office = DEMO.offices.budapest;
const box = useEmptySandbox();

async function create(body: unknown, officeId: number = office) {
  return call(box.sb, 'POST', `/property?office_id=${officeId}`, { json: body });
}

describe('POST /property and GET /property', () => {
  it('creates a property (201 {property:{id}}) and echoes the written blocks in the read shape', async () => {
    await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') });
    const body = propertyBody('P-1', {
      seller: { transfer_id: 'S-1' },
      descriptions: { hu: 'Csendes utcában.' },
      map: { visibility: 'area', radius: 150, latitude: 47.52, longitude: 19.06 },
      special: { house: { floor_area: 120, plot_area: 2, plot_area_unit: 'acre', has_cellar: null } },
    });
    const a = await create(body);
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ property: { id: expect.any(Number) as number } });
    const id = createdId(a, 'property');
    const list = await call(
      box.sb,
      'GET',
      '/property?part=id,property,seller,location,price,descriptions,map,special,images.id,images.image',
    );
    expect(list.status).toBe(200);
    const [item] = list.body as Record<string, unknown>[];
    expect(item).toEqual({
      id: { id, transfer_id: 'P-1', office_id: office },
      property: { type: 'house', action: 'sale', office_id: office },
      seller: { id: expect.any(Number) as number, transfer_id: 'S-1' },
      location: body.location,
      price: body.price,
      descriptions: body.descriptions,
      map: body.map,
      special: body.special,
      images: [],
    });
  });

  it('selects blocks by part and filters by id, transfer_id, office_id and dates', async () => {
    const p1 = createdId(await create(propertyBody('P-1')), 'property');
    box.clock.advance(1000);
    const p2 = createdId(await create(propertyBody('P-2')), 'property');
    expect(await call(box.sb, 'GET', '/property?part=map,special').then((a) => a.body)).toEqual([
      { map: {}, special: {} },
      { map: {}, special: {} },
    ]);
    expect((await call(box.sb, 'GET', `/property?part=id&id=${p2}`)).body).toEqual([
      { id: { id: p2, transfer_id: 'P-2', office_id: office } },
    ]);
    expect((await call(box.sb, 'GET', `/property?part=id&transfer_id=P-1&office_id=${office}`)).body).toEqual([
      { id: { id: p1, transfer_id: 'P-1', office_id: office } },
    ]);
    expect((await call(box.sb, 'GET', '/property?part=id&created_after=2026-03-01T10:00:00.500Z')).body).toHaveLength(
      1,
    );
    expect((await call(box.sb, 'GET', '/property?part=id', { user: 'demo2' })).body).toEqual([]);
  });

  it('refuses a transfer_id or external_id already used in the office (409, errors 24 and 25)', async () => {
    await create(propertyBody('P-1', { property: { type: 'house', action: 'sale', external_id: 'EXT-1' } }));
    const t = await create(propertyBody('P-1'));
    expect(t.status).toBe(409);
    expect(errorCode(t)).toBe(ERROR_CODES.TRANSFER_ID_TAKEN);
    const e = await create(propertyBody('P-2', { property: { type: 'house', action: 'sale', external_id: 'EXT-1' } }));
    expect(e.status).toBe(409);
    expect(errorCode(e)).toBe(ERROR_CODES.EXTERNAL_ID_TAKEN);
    expect(errorText(e)).toContain('"EXT-1"');
  });

  it('requires location.area_id to belong to location.region_id (400 error 26)', async () => {
    const wrong = await create(
      propertyBody('P-1', { location: { region_id: DEMO.regions.debrecen, area_id: DEMO.areas.budapestXIII } }),
    );
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong)).toBe(ERROR_CODES.INVALID_LOCATION);
    expect(errorText(wrong)).toContain(`${DEMO.areas.budapestXIII}`);
    const unknownRegion = await create(propertyBody('P-1', { location: { region_id: 999_999 } }));
    expect(errorCode(unknownRegion)).toBe(ERROR_CODES.INVALID_LOCATION);
    const ok = await create(
      propertyBody('P-1', { location: { region_id: DEMO.regions.debrecen, area_id: DEMO.areas.debrecenBelvaros } }),
    );
    expect(ok.status).toBe(201);
  });

  it('requires property.office_id to name an active, visible office', async () => {
    const inactive = await create(
      propertyBody('P-1', { property: { type: 'house', action: 'sale', office_id: DEMO.offices.erdInactive } }),
    );
    expect(inactive.status).toBe(400);
    expect(errorCode(inactive)).toBe(ERROR_CODES.OFFICE_INACTIVE);
    expect(errorText(inactive)).toContain('property.office_id');
    const foreign = await create(
      propertyBody('P-1', { property: { type: 'house', action: 'sale', office_id: DEMO.offices.debrecen } }),
    );
    expect(foreign.status).toBe(403);
    expect((await create(propertyBody('P-1'), DEMO.offices.erdInactive)).status).toBe(400);
  });

  it('requires a referenced seller to exist in the office (400 error 32)', async () => {
    await call(box.sb, 'POST', `/seller?office_id=${DEMO.offices.debrecen}`, {
      user: 'demo2',
      json: sellerBody('S-D'),
    });
    const byTransfer = await create(propertyBody('P-1', { seller: { transfer_id: 'S-D' } }));
    expect(byTransfer.status).toBe(400);
    expect(errorCode(byTransfer)).toBe(ERROR_CODES.SELLER_NOT_FOUND);
    const byId = await create(propertyBody('P-1', { seller: { id: 424242 } }));
    expect(errorCode(byId)).toBe(ERROR_CODES.SELLER_NOT_FOUND);
    const both = await create(propertyBody('P-1', { seller: { id: 1, transfer_id: 'S-D' } }));
    expect(errorCode(both)).toBe(ERROR_CODES.INVALID_FIELD);
  });

  it('applies the catalog rules: required create fields, price_period for rent, special matching the type', async () => {
    const missing = await create({ property: { type: 'house' } });
    expect(missing.status).toBe(400);
    expect(errorText(missing)).toContain('property.action');
    const rent = await create(propertyBody('P-1', { property: { type: 'house', action: 'rent' } }));
    expect(errorText(rent)).toContain('price.price_period');
    const special = await create(propertyBody('P-1', { special: { apartment: { floor_area: 50 } } }));
    expect(errorText(special)).toContain('special.apartment');
  });
});

describe('PUT /property', () => {
  it('merges changes by id or transfer_id and answers 200 {property:{id}}', async () => {
    const id = createdId(await create(propertyBody('P-1', { special: { house: { floor_area: 100 } } })), 'property');
    const a = await call(box.sb, 'PUT', `/property?transfer_id=P-1&office_id=${office}`, {
      json: {
        property: { status: 'active', orientation: null },
        price: { price: 50_000_000 },
        special: { house: { number_of_rooms: 4 } },
      },
    });
    expect(a).toMatchObject({ status: 200, body: { property: { id } } });
    const [item] = (await call(box.sb, 'GET', `/property?part=property,price,special&id=${id}`)).body as Record<
      string,
      unknown
    >[];
    expect(item).toEqual({
      property: { type: 'house', action: 'sale', status: 'active', orientation: null, office_id: office },
      price: { price: 50_000_000, price_currency: 'huf' },
      special: { house: { floor_area: 100, number_of_rooms: 4 } },
    });
  });

  it('checks special against the stored type, and a new type starts a fresh special block', async () => {
    const id = createdId(await create(propertyBody('P-1', { special: { house: { floor_area: 100 } } })), 'property');
    const wrong = await call(box.sb, 'PUT', `/property?id=${id}`, {
      json: { special: { garage: { floor_area: 20 } } },
    });
    expect(wrong.status).toBe(400);
    expect(errorText(wrong)).toContain('special.garage');
    const retyped = await call(box.sb, 'PUT', `/property?id=${id}`, {
      json: { property: { type: 'garage' }, special: { garage: { floor_area: 20 } } },
    });
    expect(retyped.status).toBe(200);
    expect((await call(box.sb, 'GET', `/property?part=special&id=${id}`)).body).toEqual([
      { special: { garage: { floor_area: 20 } } },
    ]);
  });

  it('checks the area against the stored region and refuses price_period on a listing for sale', async () => {
    const id = createdId(await create(propertyBody('P-1')), 'property');
    const area = await call(box.sb, 'PUT', `/property?id=${id}`, {
      json: { location: { area_id: DEMO.areas.debrecenBelvaros } },
    });
    expect(errorCode(area)).toBe(ERROR_CODES.INVALID_LOCATION);
    const period = await call(box.sb, 'PUT', `/property?id=${id}`, { json: { price: { price_period: 'monthly' } } });
    expect(period.status).toBe(400);
    expect(errorText(period)).toContain('price.price_period');
    const moved = await call(box.sb, 'PUT', `/property?id=${id}`, {
      json: { location: { region_id: DEMO.regions.szeged } },
    });
    expect(moved.status).toBe(200);
    expect((await call(box.sb, 'GET', `/property?part=location&id=${id}`)).body).toEqual([
      { location: { region_id: DEMO.regions.szeged } },
    ]);
  });

  it('keeps a featured property featured for a week (409 error 28), then lets it go', async () => {
    const id = createdId(
      await create(propertyBody('P-1', { property: { type: 'house', action: 'sale', is_featured: true } })),
      'property',
    );
    box.clock.advance(FEATURED_LOCK_MS - 1);
    const locked = await call(box.sb, 'PUT', `/property?id=${id}`, { json: { property: { is_featured: false } } });
    expect(locked.status).toBe(409);
    expect(errorCode(locked)).toBe(ERROR_CODES.FEATURED_LOCKED);
    expect(errorText(locked)).toContain('property.is_featured');
    box.clock.advance(1);
    expect(
      (await call(box.sb, 'PUT', `/property?id=${id}`, { json: { property: { is_featured: false } } })).status,
    ).toBe(200);
  });

  it('applies the office featured quota on create and modify (409 error 29)', async () => {
    const featured = (t: string) => propertyBody(t, { property: { type: 'house', action: 'sale', is_featured: true } });
    for (let i = 0; i < DEMO.featuredQuota; i += 1) expect((await create(featured(`F-${i}`))).status).toBe(201);
    const over = await create(featured('F-over'));
    expect(over.status).toBe(409);
    expect(errorCode(over)).toBe(ERROR_CODES.FEATURED_QUOTA_EXCEEDED);
    const plain = createdId(await create(propertyBody('plain')), 'property');
    const modify = await call(box.sb, 'PUT', `/property?id=${plain}`, { json: { property: { is_featured: true } } });
    expect(errorCode(modify)).toBe(ERROR_CODES.FEATURED_QUOTA_EXCEEDED);
    const again = await call(box.sb, 'PUT', `/property?transfer_id=F-0&office_id=${office}`, {
      json: { property: { is_featured: true } },
    });
    expect(again.status).toBe(200);
  });
});

describe('DELETE /property', () => {
  it('deletes (200 {property:{id}}) and refuses re-creating the same transfer_id or external_id shortly after (409 error 30)', async () => {
    const id = createdId(
      await create(propertyBody('P-1', { property: { type: 'house', action: 'sale', external_id: 'EXT-1' } })),
      'property',
    );
    const del = await call(box.sb, 'DELETE', `/property?transfer_id=P-1&office_id=${office}`);
    expect(del).toMatchObject({ status: 200, body: { property: { id } } });
    expect((await call(box.sb, 'GET', '/property?part=id')).body).toEqual([]);
    const sameTransfer = await create(propertyBody('P-1'));
    expect(sameTransfer.status).toBe(409);
    expect(errorCode(sameTransfer)).toBe(ERROR_CODES.DUPLICATE_RECREATE);
    const sameExternal = await create(
      propertyBody('P-2', { property: { type: 'house', action: 'sale', external_id: 'EXT-1' } }),
    );
    expect(errorCode(sameExternal)).toBe(ERROR_CODES.DUPLICATE_RECREATE);
    expect((await call(box.sb, 'DELETE', `/property?id=${id}`)).status).toBe(404);
    box.clock.advance(RECREATE_WINDOW_MS);
    expect(
      (await create(propertyBody('P-1', { property: { type: 'house', action: 'sale', external_id: 'EXT-1' } }))).status,
    ).toBe(201);
  });
});

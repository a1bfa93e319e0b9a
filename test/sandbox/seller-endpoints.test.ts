import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/catalog';
import { DEMO } from '../../src/sandbox';
import { call, createdId, errorCode, errorText, sellerBody, useEmptySandbox } from './sandbox-client';

const office = DEMO.offices.budapest;
const box = useEmptySandbox();

describe('POST /seller', () => {
  it('creates a seller and answers 201 {seller:{id}}', async () => {
    const a = await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') });
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ seller: { id: expect.any(Number) as number } });
  });

  it('refuses a transfer_id already taken in the office with 409 error 24, but allows it in another office', async () => {
    await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') });
    const again = await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') });
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe(ERROR_CODES.TRANSFER_ID_TAKEN);
    expect(errorText(again)).toContain('"S-1"');
    const other = await call(box.sb, 'POST', `/seller?office_id=${DEMO.offices.debrecen}`, {
      user: 'demo2',
      json: sellerBody('S-1'),
    });
    expect(other.status).toBe(201);
  });

  it('refuses invalid fields with 400 error 2 naming the field and the value', async () => {
    const a = await call(box.sb, 'POST', `/seller?office_id=${office}`, {
      json: { seller: { name: 'Al', phone: '+36 30 123 4567', email: 'x@y.hu' } },
    });
    expect(a.status).toBe(400);
    expect(errorCode(a)).toBe(ERROR_CODES.INVALID_FIELD);
    expect(errorText(a)).toContain('seller.name');
    expect(errorText(a)).toContain('"Al"');
    const unknown = await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: { ...sellerBody(), extra: 1 } });
    expect(errorText(unknown)).toContain('extra');
    const missing = await call(box.sb, 'POST', '/seller', { json: sellerBody() });
    expect(errorText(missing)).toContain('office_id');
  });

  it('refuses an office of another firm with 403 error 11 and an inactive office with 400 error 27', async () => {
    const foreign = await call(box.sb, 'POST', `/seller?office_id=${DEMO.offices.debrecen}`, { json: sellerBody() });
    expect(foreign.status).toBe(403);
    expect(errorCode(foreign)).toBe(ERROR_CODES.OFFICE_NOT_VISIBLE);
    const inactive = await call(box.sb, 'POST', `/seller?office_id=${DEMO.offices.erdInactive}`, {
      json: sellerBody(),
    });
    expect(inactive.status).toBe(400);
    expect(errorCode(inactive)).toBe(ERROR_CODES.OFFICE_INACTIVE);
  });

  it('refuses a wrong content type with 415 and broken JSON with 400, both error 1', async () => {
    const type = await call(box.sb, 'POST', `/seller?office_id=${office}`, {
      raw: JSON.stringify(sellerBody()),
      contentType: 'text/plain',
    });
    expect(type.status).toBe(415);
    expect(errorCode(type)).toBe(ERROR_CODES.MALFORMED_REQUEST);
    const broken = await call(box.sb, 'POST', `/seller?office_id=${office}`, {
      raw: '{"seller": ',
      contentType: 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(errorCode(broken)).toBe(ERROR_CODES.MALFORMED_REQUEST);
    const notObject = await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: [1] });
    expect(errorCode(notObject)).toBe(ERROR_CODES.MALFORMED_REQUEST);
    const charset = await call(box.sb, 'POST', `/seller?office_id=${office}`, {
      json: sellerBody(),
      contentType: 'application/json; charset=utf-8',
    });
    expect(charset.status).toBe(201);
  });
});

describe('GET /seller', () => {
  it('lists sellers of visible offices with the parts asked for and filters by id, transfer_id and dates', async () => {
    const a = createdId(
      await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-A', 'Kovács Anna') }),
      'seller',
    );
    box.clock.advance(60_000);
    const b = createdId(
      await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-B', 'Nagy Béla') }),
      'seller',
    );
    await call(box.sb, 'POST', `/seller?office_id=${DEMO.offices.debrecen}`, {
      user: 'demo2',
      json: sellerBody('S-C'),
    });

    const all = await call(box.sb, 'GET', '/seller?part=id,seller');
    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      {
        id: { id: a, transfer_id: 'S-A', office_id: office },
        seller: {
          id: a,
          name: 'Kovács Anna',
          phone: '+36 30 123 4567',
          email: 'teszt.elek@example.hu',
          username: 'teszt.elek@example.hu',
          public_email: null,
          max_estate_number: null,
          can_manage_properties: false,
        },
      },
      expect.objectContaining({ id: { id: b, transfer_id: 'S-B', office_id: office } }),
    ]);
    expect((await call(box.sb, 'GET', `/seller?part=id&id=${b}`)).body).toEqual([
      { id: { id: b, transfer_id: 'S-B', office_id: office } },
    ]);
    expect((await call(box.sb, 'GET', `/seller?part=id&transfer_id=S-A,S-C`)).body).toEqual([
      { id: { id: a, transfer_id: 'S-A', office_id: office } },
    ]);
    const after = new Date(Date.parse('2026-03-01T10:00:30Z')).toISOString();
    expect((await call(box.sb, 'GET', `/seller?part=id&created_after=${after}`)).body).toEqual([
      { id: { id: b, transfer_id: 'S-B', office_id: office } },
    ]);
    box.clock.advance(60_000);
    await call(box.sb, 'PUT', `/seller?id=${a}`, { json: { seller: { phone: '+36 1 234 5678' } } });
    const updatedAfter = new Date(Date.parse('2026-03-01T10:01:30Z')).toISOString();
    expect((await call(box.sb, 'GET', `/seller?part=id&updated_after=${updatedAfter}`)).body).toEqual([
      { id: { id: a, transfer_id: 'S-A', office_id: office } },
    ]);
  });

  it('refuses id together with transfer_id, and an office_id the user cannot see', async () => {
    const both = await call(box.sb, 'GET', '/seller?part=id&id=1&transfer_id=X');
    expect(both.status).toBe(400);
    expect(errorText(both)).toMatch(/transfer_id/);
    const foreign = await call(box.sb, 'GET', `/seller?part=id&office_id=${DEMO.offices.debrecen}`);
    expect(foreign.status).toBe(403);
  });
});

describe('PUT and DELETE /seller', () => {
  it('modifies by id or by transfer_id with office_id, and answers 200 {seller:{id}}', async () => {
    const id = createdId(
      await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') }),
      'seller',
    );
    const byId = await call(box.sb, 'PUT', `/seller?id=${id}`, {
      json: { seller: { name: 'Új Név', username: 'ujnev' } },
    });
    expect(byId).toMatchObject({ status: 200, body: { seller: { id } } });
    const byTransfer = await call(box.sb, 'PUT', `/seller?transfer_id=S-1&office_id=${office}`, {
      json: { id: { transfer_id: 'S-2' }, seller: { max_estate_number: 0 } },
    });
    expect(byTransfer).toMatchObject({ status: 200, body: { seller: { id } } });
    const [seller] = (await call(box.sb, 'GET', `/seller?part=id,seller&id=${id}`)).body as {
      id: { transfer_id: string };
      seller: Record<string, unknown>;
    }[];
    expect(seller?.id.transfer_id).toBe('S-2');
    expect(seller?.seller).toMatchObject({ name: 'Új Név', username: 'ujnev', max_estate_number: 0 });
  });

  it('refuses transfer_id without office_id, a missing address, an unknown seller and a taken transfer_id', async () => {
    await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') });
    const id2 = createdId(
      await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-2') }),
      'seller',
    );
    const noOffice = await call(box.sb, 'PUT', '/seller?transfer_id=S-1', { json: { seller: { name: 'Valaki' } } });
    expect(noOffice.status).toBe(400);
    expect(errorText(noOffice)).toContain('office_id');
    const nothing = await call(box.sb, 'PUT', '/seller', { json: { seller: { name: 'Valaki' } } });
    expect(nothing.status).toBe(400);
    const unknown = await call(box.sb, 'PUT', '/seller?id=999999', { json: { seller: { name: 'Valaki' } } });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe(ERROR_CODES.NOT_FOUND);
    const taken = await call(box.sb, 'PUT', `/seller?id=${id2}`, { json: { id: { transfer_id: 'S-1' } } });
    expect(taken.status).toBe(409);
    expect(errorCode(taken)).toBe(ERROR_CODES.TRANSFER_ID_TAKEN);
    const foreign = await call(box.sb, 'PUT', `/seller?id=${id2}`, {
      user: 'demo2',
      json: { seller: { name: 'Valaki' } },
    });
    expect(foreign.status).toBe(404);
  });

  it('deletes a seller, answers 200 {seller:{id}}, frees its transfer_id and leaves its listings to the administrator', async () => {
    const id = createdId(
      await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') }),
      'seller',
    );
    const prop = await call(box.sb, 'POST', `/property?office_id=${office}`, {
      json: {
        property: { type: 'garage', action: 'sale' },
        location: { region_id: 1 },
        price: { price: 1, price_currency: 'huf' },
        seller: { transfer_id: 'S-1' },
      },
    });
    const propertyId = createdId(prop, 'property');
    const del = await call(box.sb, 'DELETE', `/seller?transfer_id=S-1&office_id=${office}`);
    expect(del).toMatchObject({ status: 200, body: { seller: { id } } });
    expect((await call(box.sb, 'GET', '/seller?part=id')).body).toEqual([]);
    expect((await call(box.sb, 'GET', `/property?part=seller&id=${propertyId}`)).body).toEqual([{ seller: null }]);
    expect((await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') })).status).toBe(201);
    expect((await call(box.sb, 'DELETE', `/seller?id=${id}`)).status).toBe(404);
  });
});

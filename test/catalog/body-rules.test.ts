import { describe, expect, it } from 'vitest';
import { describeIssue, validateBody } from '../../src/catalog';

const minimal = {
  property: { type: 'apartment', action: 'sale' },
  location: { region_id: 1 },
  price: { price: 45_000_000, price_currency: 'huf' },
};

function kinds(
  body: unknown,
  op: 'create' | 'modify' = 'create',
  resource: 'property' | 'seller' | 'images' = 'property',
) {
  const r = validateBody(resource, op, body);
  return r.ok ? [] : r.error.map((i) => `${i.field}:${i.rule.kind}`);
}

describe('property body rules', () => {
  it('create needs type, action, region, price and currency; modify needs nothing', () => {
    expect(kinds({})).toEqual(expect.arrayContaining(['property:required', 'location:required', 'price:required']));
    expect(kinds({ property: {}, location: {}, price: {} })).toEqual(
      expect.arrayContaining([
        'property.type:required',
        'property.action:required',
        'location.region_id:required',
        'price.price:required',
        'price.price_currency:required',
      ]),
    );
    expect(kinds(minimal)).toEqual([]);
    expect(kinds({}, 'modify')).toEqual([]);
  });

  it('special travels as exactly one block named after property.type', () => {
    expect(kinds({ ...minimal, special: { apartment: { floor_area: 60 } } })).toEqual([]);
    expect(kinds({ ...minimal, special: { house: { floor_area: 60 } } })).toEqual(['special.house:special_type']);
    expect(kinds({ ...minimal, special: { apartment: {}, house: {} } })).toEqual(['special:special_count']);
    expect(kinds({ ...minimal, special: {} })).toEqual(['special:special_count']);
    expect(kinds({ ...minimal, special: { castle: {} } })).toContain('special.castle:unknown_field');
    expect(kinds({ ...minimal, special: { apartment: { plot_area: 1 } } })).toEqual([
      'special.plot_area:unknown_field',
    ]);
  });

  it('seller.id and seller.transfer_id are mutually exclusive', () => {
    expect(kinds({ ...minimal, seller: { id: 3, transfer_id: 'S-1' } })).toEqual(['seller.transfer_id:exclusive']);
    expect(kinds({ ...minimal, seller: { transfer_id: 'S-1' } })).toEqual([]);
  });

  it('rentals name their period; sales do not', () => {
    const rent = { ...minimal, property: { type: 'apartment', action: 'rent' } };
    expect(kinds(rent)).toEqual(['price.price_period:requires_when']);
    expect(kinds({ ...rent, price: { ...minimal.price, price_period: 'monthly' } })).toEqual([]);
    expect(kinds({ ...minimal, price: { ...minimal.price, price_period: 'monthly' } })).toEqual([
      'price.price_period:only_when',
    ]);
  });

  it('amounts need their currency or type, and an area map needs its radius', () => {
    expect(kinds({ ...minimal, price: { ...minimal.price, overhead: 30_000 } })).toEqual([
      'price.overhead_currency:requires',
    ]);
    expect(kinds({ ...minimal, price: { ...minimal.price, deposit: 2 } })).toEqual(['price.deposit_type:requires']);
    expect(kinds({ ...minimal, map: { visibility: 'area' } })).toEqual(['map.radius:requires_when']);
  });

  it('unknown blocks and fields are refused by name', () => {
    expect(kinds({ ...minimal, colour: {} })).toEqual(['colour:unknown_field']);
    expect(kinds({ ...minimal, price: { ...minimal.price, prize: 1 } })).toEqual(['price.prize:unknown_field']);
  });

  it('messages name the field and the value, in English and Hungarian', () => {
    const r = validateBody('property', 'modify', { map: { radius: 40 } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const issue = r.error[0];
    if (!issue) throw new Error('no issue');
    expect(describeIssue(issue, 'en')).toBe('map.radius: 40 is too small; the least allowed is 50.');
    expect(describeIssue(issue, 'hu')).toBe('map.radius: 40 túl kicsi, legalább 50 lehet.');
  });
});

describe('seller and image bodies', () => {
  it('seller create needs name, phone and email; username only on modify', () => {
    expect(kinds({ seller: {} }, 'create', 'seller')).toEqual([
      'seller.name:required',
      'seller.phone:required',
      'seller.email:required',
    ]);
    expect(
      kinds(
        { seller: { name: 'Kiss Anna', phone: '+36 1 234 5678', email: 'anna@iroda.hu', username: 'anna' } },
        'create',
        'seller',
      ),
    ).toEqual(['seller.username:unknown_field']);
    expect(kinds({ seller: { username: 'anna' } }, 'modify', 'seller')).toEqual([]);
  });

  it('image create needs a http(s) url', () => {
    expect(kinds({ images: [{ image: { order: 1 } }] }, 'create', 'images')).toEqual(['image.url:required']);
    expect(kinds({ images: [{ image: { url: 'https://kep.hu/1.jpg' } }] }, 'create', 'images')).toEqual([]);
    expect(kinds({ images: [] }, 'create', 'images')).toEqual(['images:too_small']);
  });
});

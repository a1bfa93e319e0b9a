import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { journalResult } from '../../../src/engine/upload/run-recorder';
import type { UndoRecord } from '../../../src/engine/upload/undo-record';
import { flattenBody } from '../../../src/engine/upload/undo-record';

/** The flat fields as the undo record first wrote them (an entry walk per block): the oracle. */
function flatAsBefore(body: unknown): Record<string, unknown> {
  const isBlock = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  const out: Record<string, unknown> = {};
  if (!isBlock(body)) return out;
  const images = body['images'];
  const item: unknown = Array.isArray(images) && images.length === 1 ? images[0] : body;
  const source = isBlock(item) && isBlock(item['image']) ? { image: item['image'] } : body;
  for (const [blockName, block] of Object.entries(source)) {
    if (!isBlock(block) || blockName === 'id') continue;
    const inner = blockName === 'special' ? Object.values(block).find(isBlock) : block;
    for (const [name, v] of Object.entries(inner ?? {})) out[`${blockName}.${name}`] = v;
  }
  return out;
}

const BODIES: readonly unknown[] = [
  null,
  'text',
  [1, 2],
  {},
  {
    id: { transfer_id: 'S-1' },
    seller: { name: 'Kiss Anna', phone: '+36 1 555 0001', email: null },
    office: { id: 3 },
  },
  {
    id: { transfer_id: 'P-1' },
    property: { type: 'flat', action: 'sale' },
    price: { price: 45_000_000, currency: 'HUF' },
    special: { flat: { floor_area: 55, number_of_rooms: 2, '3': 'digit key' } },
    descriptions: { hu: 'Világos', en: [1, { nested: true }] },
    location: null,
  },
  { special: { flat: 'not a block', house: { plot: 700 } } },
  { special: {} },
  { images: [{ id: { transfer_id: 'I-1' }, image: { url: 'https://example.com/a.jpg', order: 1 } }] },
  { images: [{ image: { url: 'a' } }, { image: { url: 'b' } }] },
  { images: [{ url: 'not under image' }], seller: { name: 'x' } },
  Object.assign(Object.create({ inherited: { field: 1 } }) as object, { seller: { name: 'own only' } }),
];

const ROW = { row: 7, fingerprint: 'f'.repeat(40) } as unknown as PreparedRow;

describe('a row result journaled with its undo record', () => {
  it('flattens every kind of body to the same fields, in the same order, as before', () => {
    for (const body of BODIES) {
      expect(JSON.stringify(flattenBody(body)), JSON.stringify(body)).toBe(JSON.stringify(flatAsBefore(body)));
    }
    // A second pass takes the keys made the first time.
    for (const body of BODIES) expect(flattenBody(body)).toEqual(flatAsBefore(body));
  });

  it('is the line the record and its undo spread together gave, the undo last', () => {
    const undo: UndoRecord = {
      resource: 'seller',
      operation: 'create',
      officeId: 3,
      ref: 'S-1',
      sent: { 'seller.name': 'A' },
    };
    const result = { status: 'created', serviceId: 501, importedAt: new Date(Date.UTC(2026, 10, 29, 17, 40)) } as const;
    const plain = journalResult(ROW, 'Eladók!7', result);
    expect(JSON.stringify(journalResult(ROW, 'Eladók!7', result, undo))).toBe(JSON.stringify({ ...plain, undo }));
    expect(journalResult(ROW, 'Eladók!7', result, null)).toEqual(plain);
    expect('undo' in plain).toBe(false);
  });
});

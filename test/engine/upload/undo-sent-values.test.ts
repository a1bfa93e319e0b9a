// A run's undo records hold the fields they sent as values beside one shared key list (SentValues), made straight from
// the body: the journal's result line is byte for byte the one the object form gave, whatever the bodies' shapes.
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { PlannedRow } from '../../../src/engine/model/planned-row';
import type { JournalRowResult } from '../../../src/engine/upload/journal-result-line';
import { resultLineRows } from '../../../src/engine/upload/journal-result-line';
import type { UndoRecord } from '../../../src/engine/upload/undo-record';
import { flattenBody, SentValues, sentFields, undoRecordOf } from '../../../src/engine/upload/undo-record';

function listingBody(i: number): Record<string, unknown> {
  const special: Record<string, unknown> = {
    floor_area: 30 + i,
    number_of_rooms: 1 + (i % 4),
    has_balcony: i % 2 === 0,
  };
  if (i % 3 === 0) special['floor'] = `floor_${i % 10}`;
  return {
    id: { transfer_id: `P-${i}` },
    property: { external_id: `BP-${i}`, type: 'apartment', status: 'active', action: 'sale' },
    location: { region_id: 1, zip_code: '1134', address: `Váci út ${i}.` },
    price: { price: 30_000_000 + i, price_currency: 'huf' },
    map: { latitude: 47.5 + i / 1000, longitude: 19.051000000000002 },
    special: { apartment: special },
  };
}

/** Bodies as an upload's rows come: runs of one shape, a shape that changes, few fields, and odd ones. */
const BODIES: readonly unknown[] = [
  ...Array.from({ length: 12 }, (_, i) => listingBody(i)),
  { id: { transfer_id: 'S-1' }, seller: { name: 'Kiss Anna', phone: '+36 1 555 0001', email: null } },
  listingBody(13),
  { ...listingBody(14), descriptions: { hu: 'Világos', en: undefined } },
  { ...listingBody(15), descriptions: { hu: { toJSON: (key: string) => `told ${key}` } } },
  { ...listingBody(16), 'map.x': { y: 1 }, map: { 'x.y': 2, latitude: 1, longitude: 2 } },
  { ...listingBody(17), extra: { a: [1, [2, 3]], b: { nested: true } } },
  {},
  null,
  { images: [{ id: { transfer_id: 'I-1' }, image: { url: 'https://example.com/a.jpg', order: 1 } }] },
  listingBody(18),
  listingBody(19),
];

const rowOf = (body: unknown, i: number): PreparedRow =>
  ({ role: 'properties', body, officeId: 1, transferId: `P-${i}`, owner: null }) as unknown as PreparedRow;

const modify = (body: unknown): PlannedRow =>
  ({
    action: 'send',
    request: { resource: 'property', operation: 'modify', officeId: 1, body },
    changes: [{ kind: 'changed', key: 'price.price', old: 1 }],
  }) as unknown as PlannedRow;

function resultOf(i: number, undo: UndoRecord | null): JournalRowResult {
  const r = { key: `Ingatlanok!${i + 2}`, row: i + 2, status: 'created', fingerprint: 'f' } as const;
  return undo === null ? r : { ...r, undo };
}

/** The same record with its sent fields as the object the undo record held before. */
function asObjectForm(r: JournalRowResult, body: unknown): JournalRowResult {
  if (r.undo?.sent === undefined) return r;
  const sent = r.undo.sent instanceof SentValues ? flattenBody(body) : r.undo.sent;
  return { ...r, undo: { ...r.undo, sent } };
}

describe("a run's undo records written with their sent values", () => {
  it('give result lines byte for byte as the object form did, for created and modified rows', () => {
    for (const status of ['created', 'updated'] as const) {
      const records = BODIES.map((body, i) =>
        resultOf(
          i,
          undoRecordOf(rowOf(body, i), status === 'updated' ? modify(body) : undefined, { status }, undefined),
        ),
      );
      const before = records.map((r, i) => asObjectForm(r, BODIES[i]));
      for (let cut = 1; cut <= records.length; cut += 7) {
        const line = (rs: readonly JournalRowResult[]): string => JSON.stringify(resultLineRows(rs.slice(0, cut)));
        expect(line(records), `${status}, ${cut} rows`).toBe(line(before));
      }
      expect(records.filter((r) => r.undo?.sent instanceof SentValues).length).toBeGreaterThan(12);
    }
  });

  it('read as the flat fields of the body, in either form', () => {
    for (const [i, body] of BODIES.entries()) {
      const sent = undoRecordOf(rowOf(body, i), undefined, { status: 'created' }, undefined)?.sent;
      expect(JSON.stringify(sentFields(sent)), JSON.stringify(body)).toBe(JSON.stringify(flattenBody(body)));
      expect(JSON.stringify(sent)).toBe(JSON.stringify(flattenBody(body)));
    }
  });

  it('share one key list between rows of one shape', () => {
    const [a, b] = [20, 23].map((i) =>
      undoRecordOf(rowOf(listingBody(i), i), undefined, { status: 'created' }, undefined),
    );
    expect(a?.sent).toBeInstanceOf(SentValues);
    expect((a?.sent as SentValues).keys).toBe((b?.sent as SentValues).keys);
  });
});

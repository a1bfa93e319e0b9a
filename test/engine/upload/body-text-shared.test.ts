// A body's JSON made once in the send loop, for its batch's request text and for its row's fingerprint (docs/upload.md,
// "The send loop"): both are byte for byte what writing the body again gives, whatever the body holds.
import { describe, expect, it } from 'vitest';
import type { BatchItem } from '../../../src/engine/api';
import { bodyText, encodeBatch } from '../../../src/engine/api';
import { rowFingerprint, withBodyTexts } from '../../../src/engine/validation/fingerprint';
import { failingSeeds } from '../../support/seeded-random';
import type { Journal, JournalIntentItem } from '../../../src/engine/upload/journal';
import { createRecorder } from '../../../src/engine/upload/run-recorder';
import { runSendLoop, sellerCreate } from './send-loop-kit';
import { ok } from '../../../src/catalog';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';

type Next = () => number;

const pick = <T>(next: Next, from: readonly T[]): T => from[Math.floor(next() * from.length)] as T;

/** Texts JSON writes in many ways: quotes, escapes, carriage returns, non-Latin letters, a lone surrogate. */
const TEXTS = [
  '',
  'Váci út 2.',
  'a "b" \\ c',
  'sor\r\nsor',
  'x\ry',
  '\u2028',
  'Árvíztűrő',
  '\ud83d',
  '😀',
  '</script>',
];
/** Numbers including those the storage rule rounds (16 and more digits), and ones JSON writes as null. */
const NUMBERS = [0, -0, 1, 31_500_000, 19.051000000000002, 47.12345678901234, 1e21, 1234567890123456, NaN, Infinity];

function value(next: Next, depth: number): unknown {
  const kind = Math.floor(next() * (depth > 2 ? 6 : 9));
  switch (kind) {
    case 0:
      return pick(next, TEXTS);
    case 1:
      return pick(next, NUMBERS);
    case 2:
      return next() < 0.5;
    case 3:
      return null;
    case 4:
      return undefined;
    case 5:
      return new Date(Date.UTC(2026, 10, Math.floor(next() * 28)));
    case 6:
      return Array.from({ length: Math.floor(next() * 3) }, () => value(next, depth + 1));
    default:
      return block(next, depth + 1);
  }
}

function block(next: Next, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = ['name', 'price', 'type', '3', 'toJSON_not', 'floor_area', 'hu', 'é'];
  for (let n = Math.floor(next() * 5); n > 0; n--) out[pick(next, keys)] = value(next, depth);
  return out;
}

function body(next: Next): unknown {
  const roll = next();
  if (roll < 0.05) return undefined;
  if (roll < 0.08) return { seller: { name: 'own toJSON' }, toJSON: (key: string) => ({ key }) };
  if (roll < 0.1) return [1, 2];
  const out: Record<string, unknown> = {};
  for (const name of ['property', 'location', 'price', 'special', 'seller'])
    if (next() < 0.7) out[name] = block(next, 1);
  return out;
}

function item(next: Next): BatchItem {
  const b = body(next);
  const method = pick(next, ['POST', 'PUT', 'DELETE'] as const);
  const uri = pick(next, ['/property?office_id=1', '/seller?id=7', '/x?q="1"']);
  if (b === undefined) return next() < 0.5 ? { method, uri } : { method, uri, body: b };
  // An item built in another key order is written in that order, whatever text its body has.
  return next() < 0.1 ? ({ uri, method, body: b } as BatchItem) : { method, uri, body: b };
}

function texts(bodies: readonly unknown[]): Map<unknown, string> {
  const out = new Map<unknown, string>();
  for (const b of bodies) {
    const text = bodyText(b);
    if (text !== undefined) out.set(b, text);
  }
  return out;
}

describe("a body's JSON made once", () => {
  it('gives the request text JSON writes of the items', () => {
    const failing = failingSeeds(3_000, (next) => {
      const items = Array.from({ length: 1 + Math.floor(next() * 6) }, () => item(next));
      return encodeBatch(items, texts(items.map((i) => i.body))) === JSON.stringify(items);
    });
    expect(failing).toEqual([]);
  });

  it("gives the row's fingerprint hashed from the body written again, the storage rule's included", () => {
    const failing = failingSeeds(3_000, (next) => {
      const b = body(next);
      const officeId = pick(next, [null, 1, 1101]);
      const owner = pick(next, [null, undefined, { id: 7, transferId: 'S-1' }, { id: null, transferId: 'a"b' }]);
      const action = pick(next, [undefined, 'upsert', 'delete', 'withdraw']);
      const plain = rowFingerprint(officeId, owner, b, action);
      return withBodyTexts(texts([b]), () => rowFingerprint(officeId, owner, b, action)) === plain;
    });
    expect(failing).toEqual([]);
  });

  it('is used by the send loop for the intent and the request, which hold what they held before', async () => {
    const bodies = [
      { seller: { name: 'Kiss Anna', note: 'a\r\nb' } },
      { seller: { name: 'Nagy Béla', phone: 19.051000000000002 } },
    ];
    const rows = bodies.map((b, i) => {
      let hashed: string | undefined;
      const row = { row: i + 2, officeId: 1, owner: null, body: b };
      return Object.defineProperty(row, 'fingerprint', {
        get: () => (hashed ??= rowFingerprint(row.officeId, row.owner, row.body)),
      }) as unknown as PreparedRow;
    });
    const intents: JournalIntentItem[] = [];
    const sent: string[] = [];
    const journal = {
      intent: (_batch: number, items: readonly JournalIntentItem[]) => {
        intents.push(...items);
        return Promise.resolve();
      },
      results: () => Promise.resolve(),
      release: () => Promise.resolve(),
    } as unknown as Journal;
    const client = {
      faults: null,
      batch: (items: readonly BatchItem[], _s: unknown, _a: unknown, text: string) => {
        sent.push(text);
        return Promise.resolve(ok(items.map((_, i) => ({ status: 201, body: { id: i + 1 } }))));
      },
    } as unknown as ApiClient;
    const recorder = createRecorder(rows, ['S!2', 'S!3'], journal);
    await runSendLoop({ client, recorder, requests: bodies.map(sellerCreate), concurrency: 1, chunkSize: 2 });
    expect(intents.map((i) => i.fingerprint)).toEqual(bodies.map((b) => rowFingerprint(1, null, b)));
    expect(sent).toEqual([
      JSON.stringify(bodies.map((b) => ({ method: 'POST', uri: '/seller?office_id=1', body: b }))),
    ]);
  });
});

// A body's JSON made once for its row's fingerprint and its request (fingerprintWithBodyJson, batchBytes, the send
// loop): the fingerprints and the request's bytes are byte for byte what they are when each is made on its own.
import { describe, expect, it } from 'vitest';
import type { ApiClient, BatchItem } from '../../../src/engine/api';
import { encodeBatch } from '../../../src/engine/api';
import { ok } from '../../../src/catalog';
import type { Journal, JournalIntentItem } from '../../../src/engine/upload/journal';
import { createRecorder } from '../../../src/engine/upload/run-recorder';
import { batchBytes } from '../../../src/engine/upload/batch-bytes';
import type { Pending, RunControl } from '../../../src/engine/upload/chunk-sender';
import { preparedSender } from '../../../src/engine/upload/chunk-sender';
import { sendScheduled } from '../../../src/engine/upload/send-scheduled';
import { senderDefaults, sellerCreate } from '../upload/send-loop-kit';
import { fingerprintByTheRule } from '../../support/storage-rule-oracle';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { PlannedRequest } from '../../../src/engine/model/planned-request';
import type { WriteBody } from '../../../src/catalog';
import { fingerprintWithBodyJson, rowFingerprint } from '../../../src/engine/validation/fingerprint';
import { PreparedRowRecord } from '../../../src/engine/validation/prepared-row-record';
import { Utf8Blocks } from '../../../src/engine/validation/utf8-blocks';

const expected = fingerprintByTheRule;

const TEXTS = [
  '',
  'Kiss Anna',
  'Árvíztűrő tükörfúrógép',
  'első sor\r\nmásodik',
  'literal \\r backslash',
  'idézet " és \\ jel\n',
  '19.051000000000002',
  'ünicode \u2028 lone \ud800 😀',
  '"":-12345678901234567}',
];
const NUMBERS = [0, -0, 1, 47.501, 19.051000000000002, 0.1 + 0.2, 1e15 + 1, 1e21, 5e-324, NaN, Infinity, 45_000_000];

function randomOf(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** Random bodies of the kinds rows send, with values the storage rule changes and values with their own toJSON. */
function bodies(count: number, seed: number): unknown[] {
  const random = randomOf(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const value = (): unknown => {
    const r = random();
    if (r < 0.35) return pick(NUMBERS);
    if (r < 0.7) return pick(TEXTS);
    if (r < 0.75) return undefined;
    if (r < 0.8) return { toJSON: (key: string) => `told ${key}` };
    if (r < 0.85) return [pick(TEXTS), pick(NUMBERS), undefined];
    return r < 0.92 ? null : random() < 0.5;
  };
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const r = random();
    if (r < 0.03) out.push({ toJSON: (key: string) => ({ told: key }) });
    else if (r < 0.05) out.push(pick([undefined, null, 'text', 12, [1, 'a', Number('12345678901234567')]]));
    else out.push({ seller: { name: value(), phone: value() }, price: { price: value(), more: [value(), value()] } });
  }
  return out;
}

const ACTIONS = [undefined, 'upsert', 'delete', 'withdraw', 'tör"lés\r'];
const OFFICES = [1, 7, null, 0.5, Number('1234567890123456789'), -0];

describe("a body's JSON made once", () => {
  it('gives the fingerprint rowFingerprint gives, and the body JSON.stringify writes, for 4,000 random rows', () => {
    const blocks = new Utf8Blocks();
    let made = 0;
    bodies(4_000, 20261130).forEach((body, i) => {
      const officeId = OFFICES[i % OFFICES.length] ?? null;
      const action = ACTIONS[i % ACTIONS.length];
      const owner = i % 11 === 0 ? { transfer_id: 'P-1' } : null;
      const both = fingerprintWithBodyJson(officeId, owner, body, action, blocks);
      expect(rowFingerprint(officeId, owner, body, action), String(i)).toBe(expected(officeId, owner, body, action));
      const shareable =
        owner === null &&
        typeof body === 'object' &&
        body !== null &&
        !('toJSON' in body) &&
        (officeId === null || (Number.isInteger(officeId) && Math.abs(officeId) < 1e15));
      if (!shareable) {
        expect(both, String(i)).toBeNull();
        return;
      }
      made += 1;
      expect(both?.fingerprint, String(i)).toBe(expected(officeId, owner, body, action));
      expect(Buffer.from(both?.bodyJson ?? []).toString('utf8'), String(i)).toBe(JSON.stringify(body));
    });
    expect(made).toBeGreaterThan(2_000);
  });

  it('keeps each text as written while later ones fill the block and the next, and gives a long text its own', () => {
    const blocks = new Utf8Blocks();
    const written: { readonly text: string; readonly bytes: Uint8Array }[] = [];
    const random = randomOf(5);
    for (let i = 0; i < 2_000; i++) {
      const text = `{"n":${i},"t":"${'Árvíztűrő 😀 '.repeat(Math.floor(random() * 40))}"}`;
      const w = blocks.write(`[${i},null,`, text, ']');
      expect(Buffer.from(w.whole).toString('utf8')).toBe(`[${i},null,${text}]`);
      written.push({ text, bytes: w.text });
    }
    const long = `"${'ő'.repeat(300_000)}"`;
    written.push({ text: long, bytes: blocks.write('[', long, ']').text });
    written.push({ text: '{}', bytes: blocks.write('[', '{}', ']').text });
    for (const { text, bytes } of written) expect(Buffer.from(bytes).toString('utf8')).toBe(text);
  });

  it('puts the request bytes together as the UTF-8 of JSON.stringify(items), with and without bodies given', () => {
    const list = bodies(3_000, 7);
    const random = randomOf(99);
    const methods = ['POST', 'PUT', 'DELETE', 'GET'] as const;
    const uris = ['/seller?office_id=1', '/property?office_id=3&transfer_id=P-"1"', '/property/12?x=ű\\'];
    for (let start = 0; start < list.length; start += 90) {
      const items = list.slice(start, start + 90).map((body, k): BatchItem => {
        const method = methods[Math.floor(random() * 4)] ?? 'POST';
        const uri = uris[k % 3] ?? '';
        return body === undefined && k % 2 === 0 ? { method, uri } : { method, uri, body };
      });
      const given = items.map((item, k) => {
        const b = item.body;
        const plain = typeof b === 'object' && b !== null && !('toJSON' in b);
        return plain && k % 4 !== 0 ? Buffer.from(JSON.stringify(b)) : null;
      });
      expect(Buffer.from(batchBytes(items, given)).toString('utf8')).toBe(JSON.stringify(items));
      expect(Buffer.from(batchBytes(items, given)).equals(Buffer.from(encodeBatch(items)))).toBe(true);
    }
    expect(Buffer.from(batchBytes([], [])).toString()).toBe('[]');
  });

  it("makes a record's fingerprint once: the getter gives the one made with the body's JSON, and a second asks none", () => {
    const body = { seller: { name: 'Kiss Anna', phone: '+36 1 555 0001' }, map: { longitude: 19.051000000000002 } };
    const row = record(0, body as unknown as WriteBody);
    const blocks = new Utf8Blocks();
    const json = PreparedRowRecord.fingerprintWithBodyJson(row, blocks);
    expect(Buffer.from(json ?? []).toString()).toBe(JSON.stringify(body));
    expect(row.fingerprint).toBe(expected(1, null, body));
    expect(PreparedRowRecord.fingerprintWithBodyJson(row, blocks)).toBeNull();
    const read = record(1, body as unknown as WriteBody);
    expect(read.fingerprint).toBe(expected(1, null, body));
    expect(PreparedRowRecord.fingerprintWithBodyJson(read, blocks)).toBeNull();
    const plain = { ...read } as PreparedRow;
    expect(PreparedRowRecord.fingerprintWithBodyJson(plain, blocks)).toBeNull();
  });

  it('sends the request bytes and journals the fingerprints a send loop made each on its own did', async () => {
    const list = bodies(700, 3).filter((b) => typeof b === 'object' && b !== null && !Array.isArray(b));
    const run = async (withRows: boolean): Promise<{ sent: string[]; fingerprints: string[] }> => {
      const rows = list.map((body, i) => record(i, body as WriteBody));
      const sent: string[] = [];
      const fingerprints: string[] = [];
      const journal = {
        file: 'once',
        runId: 'once',
        intent: (_batch: number, items: readonly JournalIntentItem[]) => {
          fingerprints.push(...items.map((it) => it.fingerprint));
          return Promise.resolve();
        },
        results: () => Promise.resolve(),
        release: () => Promise.resolve(),
        end: () => Promise.resolve(),
        close: () => Promise.resolve(),
      } as unknown as Journal;
      let id = 1;
      const client = {
        faults: null,
        batch: (items: readonly BatchItem[], _s: unknown, _a: unknown, text?: string | Uint8Array) => {
          const bytes = typeof text === 'string' ? text : Buffer.from(text ?? []).toString('utf8');
          expect(bytes).toBe(JSON.stringify(items));
          sent.push(bytes);
          return Promise.resolve(ok(items.map(() => ({ status: 201, body: { id: id++ } }))));
        },
      } as unknown as ApiClient;
      const recorder = createRecorder(
        rows,
        rows.map((_, i) => `k${i}`),
        journal,
      );
      // Every fifth row's request body is a copy (as a narrowed modify's): written as JSON for the request alone. Rows
      // 0–9 had their fingerprint read before (a row compared with its earlier result): their bodies too.
      for (const row of rows.slice(0, 10)) void row.fingerprint;
      const requests = rows.map((row, i): PlannedRequest => {
        const body = i % 5 === 0 ? { ...(row.body as object) } : row.body;
        return { ...CREATE, uri: `/seller?office_id=1&n=${i}`, body };
      });
      const control: RunControl = { stop: null, journalError: null, batchNo: 0, writes: [] };
      const sender = preparedSender({
        ...senderDefaults(),
        client,
        recorder,
        control,
        budget: null,
        ...(withRows ? { rows } : {}),
      });
      const queue: Pending[] = requests.map((request, index) => ({ index, request, attempts: 0 }));
      await sendScheduled(queue, {
        sender,
        control,
        budget: null,
        concurrency: 2,
        chunkSize: 90,
        cancelled: { message: 'cancelled', messageHu: 'megszakítva' },
        onAnswered: () => undefined,
      });
      await Promise.all(control.writes);
      return { sent, fingerprints };
    };
    const once = await run(true);
    const apart = await run(false);
    expect(once.sent.length).toBe(Math.ceil(list.length / 90));
    expect(once).toEqual(apart);
    expect(once.fingerprints).toEqual(list.map((body) => expected(1, null, body)));
  });
});

const CREATE: PlannedRequest = sellerCreate(null);

/** A prepared seller row of office 1 whose body is built when first read, as a quick row's is. */
function record(i: number, body: WriteBody): PreparedRowRecord {
  const facts = {
    sheet: 'Eladók',
    row: i + 2,
    role: 'sellers' as const,
    operation: 'create' as const,
    transferId: null,
    serviceId: null,
    officeId: 1,
    owner: null,
    previous: null,
    problems: [],
  };
  return new PreparedRowRecord(
    facts,
    null,
    { cells: [], build: () => body },
    { externalId: null, sellerTransferId: null },
  );
}

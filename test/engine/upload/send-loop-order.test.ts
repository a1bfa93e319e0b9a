// The send loop's order (docs/upload.md, "The send loop"): after an answer the next batch leaves before the answered
// batch's journal records are made, and each batch still leaves only once its intent is journaled.
import diagnostics from 'node:diagnostics_channel';
import { describe, expect, it } from 'vitest';
import type { ApiClient, BatchItem } from '../../../src/engine/api';
import { ok } from '../../../src/catalog';
import type { Journal } from '../../../src/engine/upload/journal';
import { createRecorder } from '../../../src/engine/upload/run-recorder';
import type { RunRecorder } from '../../../src/engine/upload/run-recorder';
import { roomFor, runSendLoop, sellerCreate, senderDefaults } from './send-loop-kit';
import { preparedSender } from '../../../src/engine/upload/chunk-sender';
import { PIECE_ROWS } from '../../../src/engine/upload/in-flight-work';
import { nextTurn } from '../../../src/engine/upload/next-turn';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { PlannedRequest } from '../../../src/engine/model/planned-request';

const ROWS = 6;

function sellerRow(i: number): PreparedRow {
  return { row: i + 2, fingerprint: `f${i}`, body: { seller: { name: `S${i}` } } } as unknown as PreparedRow;
}

function create(i: number): PlannedRequest {
  return sellerCreate({ seller: { name: `S${i}` } });
}

/**
 * A journal and a service that note, in order, each line journaled and each batch sent (by its first row); the service
 * answers two turns of the event loop after a batch is sent.
 */
function notedRun(events: string[]): { journal: Journal; client: ApiClient } {
  let id = 100;
  const journal = {
    file: 'noted',
    runId: 'noted',
    intent: (batch: number) => {
      events.push(`intent ${batch}`);
      return Promise.resolve();
    },
    results: (batch: number | null) => {
      events.push(`results ${batch ?? '-'}`);
      return Promise.resolve();
    },
    release: () => Promise.resolve(),
    end: () => Promise.resolve(),
    close: () => Promise.resolve(),
  } as unknown as Journal;
  const client = {
    faults: null,
    batch: async (items: readonly BatchItem[]) => {
      events.push(`sent ${JSON.stringify(items[0]?.body)}`);
      // Over a network an answer comes in a later turn of the event loop, never in the one the request was made in.
      await nextTurn();
      await nextTurn();
      return ok(items.map(() => ({ status: 201, body: { id: id++ } })));
    },
  } as unknown as ApiClient;
  return { journal, client };
}

/**
 * Sends `count` seller creates as an upload sends them: two a batch, room for one batch, the next ones prepared while
 * it is in flight.
 */
async function sendAsAnUpload(client: ApiClient, journal: Journal, count: number): Promise<RunRecorder> {
  const rows = Array.from({ length: count }, (_, i) => sellerRow(i));
  const recorder = createRecorder(
    rows,
    rows.map((_, i) => `k${i}`),
    journal,
  );
  const requests = rows.map((_, i) => create(i));
  await runSendLoop({ client, recorder, requests, concurrency: 4, chunkSize: 2, budget: roomFor(2) });
  return recorder;
}

/** Where `what` (sent, written) of the batch whose first row is row `i` is among the events noted. */
function rowEvent(events: readonly string[], what: string, i: number): number {
  return events.indexOf(`${what} ${JSON.stringify({ seller: { name: `S${i}` } })}`);
}

describe('the send loop', () => {
  it('sends the next batch before the answered batch results are journaled, each batch after its intent', async () => {
    const events: string[] = [];
    const { journal, client } = notedRun(events);
    const recorder = await sendAsAnUpload(client, journal, ROWS);

    const sent = (i: number): number => rowEvent(events, 'sent', i);
    expect([0, 2, 4].map(sent).every((at) => at >= 0)).toBe(true);
    // Each batch leaves after its intent; the first batch's results are journaled only after the second has left.
    expect(events.indexOf('intent 1')).toBeLessThan(sent(0));
    expect(events.indexOf('intent 2')).toBeLessThan(sent(2));
    expect(events.indexOf('results 1')).toBeGreaterThan(sent(2));
    expect(events.indexOf('results 2')).toBeGreaterThan(sent(4));
    expect(events.filter((e) => e.startsWith('results'))).toHaveLength(3);
    expect(recorder.results.map((r) => r?.status)).toEqual(Array.from({ length: ROWS }, () => 'created'));
  });

  it('makes a chunk ready to send in the next turn, once a request asked in this one is written', async () => {
    const events: string[] = [];
    const { journal, client } = notedRun(events);
    const rows = [sellerRow(0)];
    const recorder = createRecorder(rows, ['k0'], journal);
    const control = { stop: null, journalError: null, batchNo: 0, writes: [] };
    const sender = preparedSender({ ...senderDefaults(), client, recorder, control, budget: null });
    // Like undici on a connection it reuses: the request asked as the answer before it came is written next turn.
    const written = nextTurn().then(() => events.push('written'));

    await sender.prepare([{ index: 0, request: create(0), attempts: 0 }]);
    await written;
    expect(events).toEqual(['written', 'intent 1']);
  });

  it('makes the answered batch records once the next request is written, a turn after it is asked', async () => {
    const events: string[] = [];
    const { journal, client } = notedRun(events);
    // Like undici on a connection it reuses: a request asked is written in the next turn of the event loop.
    const writing = {
      ...client,
      batch: (...args: Parameters<ApiClient['batch']>) => {
        const first = JSON.stringify(args[0][0]?.body);
        setImmediate(() => events.push(`written ${first}`));
        return client.batch(...args);
      },
    } as ApiClient;
    await sendAsAnUpload(writing, journal, ROWS);

    const written = (i: number): number => rowEvent(events, 'written', i);
    expect(written(2)).toBeGreaterThan(0);
    expect(events.indexOf('results 1')).toBeGreaterThan(written(2));
    expect(events.indexOf('results 2')).toBeGreaterThan(written(4));
  });

  it('makes the answered batch records and the next intents once undici tells the next request is written', async () => {
    const events: string[] = [];
    const { journal } = notedRun(events);
    let id = 100;
    // Like undici on a connection it opens: written once it is made, a few turns after the ask, and told on its
    // diagnostics channel; the answer comes later.
    const client = {
      faults: null,
      batch: async (items: readonly BatchItem[]) => {
        const first = JSON.stringify(items[0]?.body);
        await nextTurn();
        await nextTurn();
        await nextTurn();
        events.push(`written ${first}`);
        diagnostics.channel('undici:client:sendHeaders').publish({});
        await nextTurn();
        await nextTurn();
        return ok(items.map(() => ({ status: 201, body: { id: id++ } })));
      },
    } as unknown as ApiClient;
    await sendAsAnUpload(client, journal, 4 * 2);

    const written = (i: number): number => rowEvent(events, 'written', i);
    expect(events.indexOf('results 1')).toBeGreaterThan(written(2));
    expect(events.indexOf('results 2')).toBeGreaterThan(written(4));
    // The batch after next is made ready once the batch leaving is written, not while it waits to be.
    expect(events.indexOf('intent 4')).toBeGreaterThan(written(2));
  });

  it('reads the answer of the batch in flight between pieces of the work done while it is in flight', async () => {
    const events: string[] = [];
    const rows = Array.from({ length: 2 * IN_FLIGHT_ROWS }, (_, i) => sellerRow(i));
    const recorder = createRecorder(
      rows,
      rows.map((_, i) => `k${i}`),
      null,
    );
    await runSendLoop({
      client: answeringAfterTwoTurns(events),
      recorder,
      requests: rows.map((_, i) => create(i)),
      concurrency: 1,
      chunkSize: IN_FLIGHT_ROWS,
      whileInFlight: (p) => events.push(`work ${p.index}`),
    });

    // The second batch left before the first batch's in-flight work was done, and all of it was done in the end.
    expect(events.indexOf(`sent ${IN_FLIGHT_ROWS}`)).toBeLessThan(events.indexOf(`work ${IN_FLIGHT_ROWS - 1}`));
    expect(events.filter((e) => e.startsWith('work'))).toEqual(rows.map((_, i) => `work ${i}`));
  });
});

/** Rows per batch in the in-flight test: several pieces' worth (in-flight-work.ts). */
const IN_FLIGHT_ROWS = 3 * PIECE_ROWS;

/** A service that notes each batch sent (by its first row) and answers it two turns of the event loop later. */
function answeringAfterTwoTurns(events: string[]): ApiClient {
  let id = 100;
  return {
    faults: null,
    batch: async (items: readonly BatchItem[]) => {
      events.push(`sent ${Number(/S(\d+)/.exec(JSON.stringify(items[0]?.body))?.[1])}`);
      await nextTurn();
      await nextTurn();
      return ok(items.map(() => ({ status: 201, body: { id: id++ } })));
    },
  } as unknown as ApiClient;
}

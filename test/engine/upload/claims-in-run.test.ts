// A record a batch created is claimed before a later batch's doubtful create is looked up, so two rows of the same
// content never both take it (docs/upload.md, "The send loop").
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { err, ok } from '../../../src/catalog';
import { createRecorder } from '../../../src/engine/upload/run-recorder';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { nextTurn } from '../../../src/engine/upload/next-turn';
import { runSendLoop, sellerCreate } from './send-loop-kit';

const SAME = { seller: { name: 'Kiss Anna' } };

/**
 * A service answering `turns` turns of the event loop after a request: it creates the first batch's seller (500),
 * loses the answer of the second (it did not arrive), lists the first one's record when asked what arrived, and
 * creates the second batch's seller when it is sent again (501).
 */
function losingSecondAnswer(turns: number): ApiClient {
  const answers = [
    ok([{ status: 201, body: { seller: { id: 500 } } }]),
    err({ kind: 'network' as const, code: 'ECONNRESET', message: 'socket hang up' }),
    ok([{ status: 201, body: { seller: { id: 501 } } }]),
  ];
  return {
    faults: null,
    batch: async () => {
      const answer = answers.shift() ?? ok([]);
      for (let t = 0; t < turns; t++) await nextTurn();
      return answer;
    },
    listRecordBodies: () => Promise.resolve(ok([{ id: { id: 500, office_id: 1 }, seller: SAME.seller }])),
  } as unknown as ApiClient;
}

/**
 * The run of the two rows through `client`, `concurrency` batches of one row at a time, claiming in `claimed`; the
 * rows' service IDs.
 */
async function serviceIds(
  client: ApiClient,
  concurrency: number,
  claimed = new Set<string>(),
): Promise<(number | undefined)[]> {
  const rows = [0, 1].map((i) => ({ row: i + 2, fingerprint: `f${i}`, body: SAME }) as unknown as PreparedRow);
  const recorder = createRecorder(rows, ['k0', 'k1'], null);
  const requests = rows.map(() => sellerCreate(SAME));
  await runSendLoop({ client, recorder, requests, concurrency, chunkSize: 1, claimed });
  return recorder.results.map((r) => r?.serviceId);
}

/** A service creating each batch's seller (500, 501, …) and answering every batch. */
function answeringAll(): ApiClient {
  let id = 500;
  return {
    faults: null,
    batch: () => Promise.resolve(ok([{ status: 201, body: { seller: { id: id++ } } }])),
  } as unknown as ApiClient;
}

describe('records created in a run', () => {
  it('are claimed before a later doubtful create of the same content is looked up', async () => {
    expect(await serviceIds(losingSecondAnswer(0), 1)).toEqual([500, 501]);
  });

  it('are claimed before a doubtful create answered in the same turn is looked up, no batch leaving in between', async () => {
    // Both batches in flight at once, both answered a turn later, one after the other.
    expect(await serviceIds(losingSecondAnswer(1), 2)).toEqual([500, 501]);
  });

  it('are keyed only for a look-up: a run with no create in doubt leaves the claimed set as it was', async () => {
    const claimed = new Set(['seller:7']);
    expect(await serviceIds(answeringAll(), 1, claimed)).toEqual([500, 501]);
    expect([...claimed]).toEqual(['seller:7']);
  });
});

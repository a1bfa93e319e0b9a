import { afterEach, describe, expect, it } from 'vitest';
import { BATCH_LIMIT, ERROR_CODES } from '../../src/catalog';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';
import { call, errorCode, manualClock, propertyBody, sellerBody } from './sandbox-client';

const office = DEMO.offices.budapest;
let sb: RunningSandbox | null = null;
afterEach(async () => {
  await sb?.close();
  sb = null;
});

interface BatchAnswer {
  status: number;
  body: unknown;
}

describe('POST /batch', () => {
  it('answers 207 with each item exactly as the endpoint alone would answer it', async () => {
    const items = [
      { method: 'POST', uri: `/seller?office_id=${office}`, body: sellerBody('S-1') },
      { method: 'POST', uri: `/seller?office_id=${office}`, body: sellerBody('S-1') },
      {
        method: 'POST',
        uri: `/property?office_id=${office}`,
        body: propertyBody('P-1', { seller: { transfer_id: 'S-1' } }),
      },
      { method: 'PUT', uri: `/property?transfer_id=P-1&office_id=${office}`, body: { price: { price: -1 } } },
      { method: 'GET', uri: '/api/json/v3/seller?part=id' },
      { method: 'DELETE', uri: '/property?id=1' },
      { method: 'GET', uri: `/office?part=id&id=${DEMO.offices.debrecen}` },
      { method: 'POST', uri: `/seller?office_id=${DEMO.offices.debrecen}`, body: sellerBody('S-9') },
      { method: 'PATCH', uri: '/seller' },
      { method: 'POST', uri: '/batch', body: [] },
      { method: 'POST', uri: `/seller?office_id=${office}` },
    ];
    const batchBox = await startSandbox({ seed: 'empty', now: manualClock().now });
    const loneBox = await startSandbox({ seed: 'empty', now: manualClock().now });
    sb = batchBox;
    try {
      const batch = await call(batchBox, 'POST', '/batch', { json: items });
      expect(batch.status).toBe(207);
      const answers = batch.body as BatchAnswer[];
      expect(answers).toHaveLength(items.length);
      for (const [i, item] of items.entries()) {
        if (item.method === 'PATCH' || item.uri === '/batch') continue;
        const lone = await call(
          loneBox,
          item.method as 'GET',
          item.uri.replace('/api/json/v3', ''),
          item.body === undefined ? {} : { json: item.body },
        );
        expect(answers[i], `item ${i} ${item.method} ${item.uri}`).toEqual({ status: lone.status, body: lone.body });
      }
      expect(answers.map((a) => a.status)).toEqual([201, 409, 201, 400, 200, 404, 200, 403, 400, 400, 400]);
      expect(errorCode(answers[9] ?? { body: null })).toBe(ERROR_CODES.UNKNOWN_ENDPOINT);
    } finally {
      await loneBox.close();
    }
  });

  it(`takes ${BATCH_LIMIT} items and refuses ${BATCH_LIMIT + 1} with 400 error 31, running none of them`, async () => {
    sb = await startSandbox({ seed: 'empty' });
    const items = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        method: 'POST',
        uri: `/seller?office_id=${office}`,
        body: sellerBody(`${prefix}-${i}`),
      }));
    const full = await call(sb, 'POST', '/batch', { json: items(BATCH_LIMIT, 'A') });
    expect(full.status).toBe(207);
    expect((full.body as BatchAnswer[]).every((a) => a.status === 201)).toBe(true);
    const over = await call(sb, 'POST', '/batch', { json: items(BATCH_LIMIT + 1, 'B') });
    expect(over.status).toBe(400);
    expect(errorCode(over)).toBe(ERROR_CODES.BATCH_TOO_LARGE);
    expect((await call(sb, 'GET', '/seller?part=id')).body).toHaveLength(BATCH_LIMIT);
  });

  it('refuses query parameters on /batch with error 2', async () => {
    sb = await startSandbox({ seed: 'empty' });
    const a = await call(sb, 'POST', '/batch?office_id=1', { json: [] });
    expect(a.status).toBe(400);
    expect(errorCode(a)).toBe(ERROR_CODES.INVALID_FIELD);
    expect((await call(sb, 'POST', '/batch', { json: [] })).body).toEqual([]);
  });

  it('refuses a body that is not an array with error 1', async () => {
    sb = await startSandbox({ seed: 'empty' });
    const a = await call(sb, 'POST', '/batch', { json: { method: 'GET', uri: '/office?part=id' } });
    expect(a.status).toBe(400);
    expect(errorCode(a)).toBe(ERROR_CODES.MALFORMED_REQUEST);
  });
});

describe('faulty-request limit', () => {
  it('answers the 101st faulty request of the hour with 429 error 12, and every request after it', async () => {
    const clock = manualClock();
    sb = await startSandbox({ seed: 'empty', now: clock.now });
    for (let i = 0; i < 100; i += 1) {
      const a = await call(sb, 'GET', '/seller?part=nonsense');
      expect(a.status).toBe(400);
    }
    const refused = await call(sb, 'GET', '/seller?part=nonsense');
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe(ERROR_CODES.TOO_MANY_FAULTY_REQUESTS);
    const good = await call(sb, 'GET', '/seller?part=id');
    expect(good.status).toBe(429);
    expect(errorCode(good)).toBe(ERROR_CODES.TOO_MANY_FAULTY_REQUESTS);
    clock.advance(60 * 60 * 1000);
    expect((await call(sb, 'GET', '/seller?part=id')).status).toBe(200);
  });

  it('counts authentication failures and each faulty batch item, and refuses items past the limit inside a batch', async () => {
    sb = await startSandbox({ seed: 'empty', faultLimit: 5 });
    expect((await call(sb, 'GET', '/office?part=id', { password: 'wrong' })).status).toBe(401);
    const bad = { method: 'GET', uri: '/seller?part=nonsense' };
    const good = { method: 'GET', uri: '/seller?part=id' };
    const batch = await call(sb, 'POST', '/batch', { json: [bad, good, bad, bad, bad, good, bad] });
    expect(batch.status).toBe(207);
    expect((batch.body as BatchAnswer[]).map((a) => a.status)).toEqual([400, 200, 400, 400, 400, 429, 429]);
    expect((await call(sb, 'GET', '/office?part=id')).status).toBe(429);
  });

  it('does not count successful requests or requests from within the limit', async () => {
    sb = await startSandbox({ seed: 'empty', faultLimit: 2 });
    for (let i = 0; i < 5; i += 1) expect((await call(sb, 'GET', '/office?part=id')).status).toBe(200);
    expect((await call(sb, 'GET', '/office')).status).toBe(400);
    expect((await call(sb, 'GET', '/office?part=id')).status).toBe(200);
  });
});

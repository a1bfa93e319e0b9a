import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/catalog';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';
import { MAX_JSON_DEPTH } from '../../src/sandbox/request-shape';
import { MAX_BODY_BYTES } from '../../src/sandbox/sandbox-server';
import { postUntilAnswered } from '../support/oversized-body';
import { basic, call, errorCode, errorText, manualClock, sellerBody } from './sandbox-client';

const office = DEMO.offices.budapest;
let sb: RunningSandbox | null = null;
afterEach(async () => {
  await sb?.close();
  sb = null;
});

function nested(depth: number): string {
  return `{"seller":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

function deep(depth: number): { raw: string; contentType: string } {
  return { raw: nested(depth), contentType: 'application/json' };
}

describe('deeply nested JSON (docs/security.md, "Hostile workbooks")', () => {
  it('is a request error 1 with HTTP 400, not an internal error', async () => {
    sb = await startSandbox({ seed: 'empty' });
    const answer = await call(sb, 'POST', `/seller?office_id=${office}`, deep(200_000));
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe(ERROR_CODES.MALFORMED_REQUEST);
    expect(errorText(answer)).toContain('nested');
  });

  it('in a batch is refused as a whole with error 1', async () => {
    sb = await startSandbox({ seed: 'empty' });
    const deep = `[{"method":"POST","uri":"/seller?office_id=${office}","body":${nested(200_000)}}]`;
    const answer = await call(sb, 'POST', '/batch', { raw: deep, contentType: 'application/json' });
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe(ERROR_CODES.MALFORMED_REQUEST);
  });

  it('counts toward the faulty-request limit like any other 400', async () => {
    sb = await startSandbox({ seed: 'empty', faultLimit: 3, now: manualClock().now });
    for (let i = 0; i < 3; i++) {
      expect((await call(sb, 'POST', `/seller?office_id=${office}`, deep(100_000))).status).toBe(400);
    }
    const blocked = await call(sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') });
    expect(errorCode(blocked)).toBe(ERROR_CODES.TOO_MANY_FAULTY_REQUESTS);
  });

  it('accepts ordinary nesting as before, and answers nesting just under the limit as an invalid field', async () => {
    sb = await startSandbox({ seed: 'empty' });
    expect((await call(sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') })).status).toBe(201);
    const under = await call(sb, 'POST', `/seller?office_id=${office}`, deep(MAX_JSON_DEPTH - 1));
    expect(under.status).toBe(400);
    expect(errorCode(under)).toBe(ERROR_CODES.INVALID_FIELD);
  });
});

describe('malformed percent-encoding in a query (docs/security.md, "Hostile workbooks")', () => {
  const queries = [
    'part=id&transfer_id=%ZZ',
    'part=id&transfer_id=%E0%A4%A',
    'part=id&transfer_id=%FF',
    'part=id%',
    'part=id&x%zz=1',
  ];
  for (const query of queries) {
    it(`${query} is a request error 1 with HTTP 400, not an empty list`, async () => {
      sb = await startSandbox({ seed: 'demo' });
      const answer = await call(sb, 'GET', `/seller?${query}`);
      expect(answer.status).toBe(400);
      expect(errorCode(answer)).toBe(ERROR_CODES.MALFORMED_REQUEST);
      expect(errorText(answer)).toContain('percent');
    });
  }

  it('well-formed escapes still work', async () => {
    sb = await startSandbox({ seed: 'demo' });
    const answer = await call(sb, 'GET', `/seller?part=id&transfer_id=DEMO%2DS1&office_id=${office}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject([{ id: { id: 500001 } }]);
  });

  it('in a batch item uri answers that item with error 1', async () => {
    sb = await startSandbox({ seed: 'demo' });
    const items = [{ method: 'GET', uri: '/seller?part=id&transfer_id=%ZZ' }];
    const answer = await call(sb, 'POST', '/batch', { json: items });
    expect(answer.status).toBe(207);
    const item = (answer.body as { status: number; body: unknown }[])[0];
    expect(item?.status).toBe(400);
    expect(errorCode({ body: item?.body })).toBe(ERROR_CODES.MALFORMED_REQUEST);
  });
});

describe('a path starting with two slashes (docs/security.md, "Known issues")', () => {
  it("is a path of this service, not another host's path", async () => {
    sb = await startSandbox({ seed: 'demo' });
    // With the origin written out, `//evil.example/…` stays the path and is sent as it is.
    const res = await request(`http://127.0.0.1:${sb.port}//evil.example/api/json/v3/seller?part=id`, {
      headers: { authorization: basic('demo', 'demo') },
    });
    const body = (await res.body.json()) as { error_code?: number };
    expect(res.statusCode).toBe(404);
    expect(body.error_code).toBe(ERROR_CODES.UNKNOWN_ENDPOINT);
  });
});

describe('a body over 32 MB (docs/limits.md)', () => {
  it('is answered 413 with error 1 while it still arrives, not after reading all of it', async () => {
    sb = await startSandbox({ seed: 'empty' });
    const total = 256 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const url = `http://127.0.0.1:${sb.port}/api/json/v3/seller?office_id=${office}`;
    const headers = { authorization: basic('demo', 'demo'), 'content-type': 'application/json' };
    const { status, text: body, written } = await postUntilAnswered(url, headers, total, chunk);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ error_code: ERROR_CODES.MALFORMED_REQUEST });
    expect(written).toBeLessThan(total);
  });
});

describe('limits just under and just over (docs/limits.md)', () => {
  it('a body of exactly 32 MB is read; one byte more is 413, error 1', async () => {
    sb = await startSandbox({ seed: 'empty' });
    const json = JSON.stringify(sellerBody('S-BIG'));
    const padded = json + ' '.repeat(MAX_BODY_BYTES - Buffer.byteLength(json));
    const at = await call(sb, 'POST', `/seller?office_id=${office}`, { raw: padded, contentType: 'application/json' });
    expect(at.status).toBe(201);
    const over = await call(sb, 'POST', `/seller?office_id=${office}`, {
      raw: `${padded} `,
      contentType: 'application/json',
    });
    expect(over.status).toBe(413);
    expect(errorCode(over)).toBe(ERROR_CODES.MALFORMED_REQUEST);
  });

  it('JSON nested exactly 64 levels is parsed; 65 levels is error 1', async () => {
    sb = await startSandbox({ seed: 'empty' });
    // nested(d) is the body object around d arrays: d + 1 levels.
    const at = await call(sb, 'POST', `/seller?office_id=${office}`, deep(MAX_JSON_DEPTH - 1));
    expect(errorCode(at)).toBe(ERROR_CODES.INVALID_FIELD);
    const over = await call(sb, 'POST', `/seller?office_id=${office}`, deep(MAX_JSON_DEPTH));
    expect(over.status).toBe(400);
    expect(errorCode(over)).toBe(ERROR_CODES.MALFORMED_REQUEST);
  });
});

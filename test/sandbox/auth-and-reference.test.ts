import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/catalog';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';
import { call, errorCode, errorText } from './sandbox-client';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('authentication', () => {
  it('answers 401 with error 10 without credentials, with a wrong password and for an unknown user', async () => {
    for (const answer of [
      await call(sb, 'GET', '/office?part=id', { noAuth: true }),
      await call(sb, 'GET', '/office?part=id', { user: 'demo', password: 'wrong' }),
      await call(sb, 'GET', '/office?part=id', { user: 'nobody', password: 'demo' }),
    ]) {
      expect(answer.status).toBe(401);
      expect(errorCode(answer)).toBe(ERROR_CODES.AUTHENTICATION_FAILED);
      expect(errorText(answer)).toMatch(/Basic/);
      expect(answer.headers['www-authenticate']).toMatch(/^Basic/);
    }
  });

  it('answers only under the versioned path, like the real service: the root says where the API is', async () => {
    const res = await fetch(`http://127.0.0.1:${sb.port}/office?part=id`, {
      headers: { authorization: `Basic ${Buffer.from('demo:demo').toString('base64')}` },
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error_code: number; error_description: string };
    expect(body.error_code).toBe(ERROR_CODES.UNKNOWN_ENDPOINT);
    expect(body.error_description).toMatch(/outside the API; it answers under \/api\/json\/v3/);
  });

  it('serves a base URL of the form http://127.0.0.1:PORT/api/json/v3', () => {
    expect(sb.baseUrl).toBe(`http://127.0.0.1:${sb.port}/api/json/v3`);
  });
});

describe('GET /office', () => {
  it('lists only the offices of the authenticated user, inactive ones included', async () => {
    const demo = await call(sb, 'GET', '/office?part=id,office');
    expect(demo.status).toBe(200);
    const ids = (demo.body as { id: { id: number } }[]).map((o) => o.id.id);
    expect(ids).toEqual([DEMO.offices.budapest, DEMO.offices.erdInactive]);
    const statuses = (demo.body as { office: { status: string } }[]).map((o) => o.office.status);
    expect(statuses).toEqual(['active', 'inactive']);
    const demo2 = await call(sb, 'GET', '/office?part=id', { user: 'demo2' });
    expect(demo2.body).toEqual([{ id: { id: DEMO.offices.debrecen } }]);
  });

  it('returns exactly the blocks named by part', async () => {
    const a = await call(sb, 'GET', `/office?part=firm,region,contact,contact_person&id=${DEMO.offices.budapest}`);
    const [item] = a.body as Record<string, Record<string, unknown>>[];
    expect(Object.keys(item ?? {}).sort()).toEqual(['contact', 'contact_person', 'firm', 'region']);
    expect(item?.firm).toEqual({ id: DEMO.firms.first, name: 'Duna-Part Ingatlan Kft.' });
    expect(item?.region).toEqual({ id: DEMO.regions.budapest, name: 'Budapest' });
    expect(item?.contact?.region_id).toBe(DEMO.regions.budapest);
  });

  it('filters by id, created_after and updated_after', async () => {
    expect(await call(sb, 'GET', `/office?part=id&id=${DEMO.offices.debrecen}`).then((a) => a.body)).toEqual([]);
    expect((await call(sb, 'GET', '/office?part=id&created_after=2023-12-31T00:00:00Z')).body).toHaveLength(2);
    expect((await call(sb, 'GET', '/office?part=id&updated_after=2024-06-01T00:00:00Z')).body).toEqual([]);
  });

  it('refuses a missing part, an unknown part and an unknown parameter with error 2 naming it', async () => {
    const missing = await call(sb, 'GET', '/office');
    expect(missing.status).toBe(400);
    expect(errorCode(missing)).toBe(ERROR_CODES.INVALID_FIELD);
    expect(errorText(missing)).toMatch(/part/);
    const unknownPart = await call(sb, 'GET', '/office?part=id,colour');
    expect(errorText(unknownPart)).toMatch(/colour/);
    const unknownParam = await call(sb, 'GET', '/office?part=id&page=2');
    expect(unknownParam.status).toBe(400);
    expect(errorText(unknownParam)).toMatch(/page/);
  });
});

describe('GET /region', () => {
  it('lists Budapest with its 23 districts and their names', async () => {
    const a = await call(sb, 'GET', `/region?part=id,region,areas.id,areas.area&id=${DEMO.regions.budapest}`);
    expect(a.status).toBe(200);
    const [bp] = a.body as {
      id: { id: number };
      region: { name: string; zip_codes: string[] };
      areas: { id: { id: number }; area: { id: number; name: string } }[];
    }[];
    expect(bp?.region.name).toBe('Budapest');
    expect(bp?.areas).toHaveLength(23);
    expect(bp?.areas[0]).toEqual({
      id: { id: DEMO.areas.budapestI },
      area: { id: DEMO.areas.budapestI, name: 'I. kerület' },
    });
    expect(bp?.areas.find((x) => x.id.id === DEMO.areas.budapestXIII)?.area.name).toBe('XIII. kerület');
    expect(bp?.areas[22]?.area.name).toBe('XXIII. kerület');
    expect(bp?.region.zip_codes).toContain('1011');
    expect(bp?.region.zip_codes).toContain('1134');
  });

  it('lists at least ten other towns with zip codes and coordinates', async () => {
    const a = await call(sb, 'GET', '/region?part=region');
    const regions = (
      a.body as { region: { name: string; latitude: number; longitude: number; zip_codes: string[] } }[]
    ).map((r) => r.region);
    expect(regions.length).toBeGreaterThanOrEqual(11);
    for (const name of [
      'Debrecen',
      'Szeged',
      'Miskolc',
      'Pécs',
      'Győr',
      'Nyíregyháza',
      'Kecskemét',
      'Székesfehérvár',
      'Szombathely',
      'Érd',
    ]) {
      const r = regions.find((x) => x.name === name);
      expect(r, name).toBeDefined();
      expect(r?.zip_codes.length).toBeGreaterThan(0);
      expect(r?.latitude).toBeGreaterThan(45);
      expect(r?.longitude).toBeGreaterThan(16);
    }
  });

  it('returns only area identifiers with part=areas.id', async () => {
    const a = await call(sb, 'GET', `/region?part=areas.id&id=${DEMO.regions.szeged}`);
    const [szeged] = a.body as { areas: Record<string, unknown>[] }[];
    expect(Object.keys(szeged ?? {})).toEqual(['areas']);
    expect(szeged?.areas.every((x) => Object.keys(x).join() === 'id')).toBe(true);
  });
});

describe('routing', () => {
  it('answers an unknown path with 404 error 21 and a wrong method with 405 error 21', async () => {
    const unknown = await call(sb, 'GET', '/agents?part=id');
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe(ERROR_CODES.UNKNOWN_ENDPOINT);
    const wrongMethod = await call(sb, 'PUT', '/office', { json: {} });
    expect(wrongMethod.status).toBe(405);
    expect(errorCode(wrongMethod)).toBe(ERROR_CODES.UNKNOWN_ENDPOINT);
  });
});

describe('latency', () => {
  it('delays every request by latencyMs', async () => {
    const slow = await startSandbox({ seed: 'empty', latencyMs: 150 });
    try {
      const started = performance.now();
      expect((await call(slow, 'GET', '/office?part=id')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await slow.close();
    }
  });
});

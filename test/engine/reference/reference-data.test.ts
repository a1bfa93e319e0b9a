import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeAge,
  fetchReferenceData,
  loadReferenceCache,
  obtainReferenceData,
  referenceCacheFile,
  saveReferenceCache,
} from '../../../src/engine/reference';
import { proposeSheetMapping } from '../../../src/engine/mapping';
import { prepareRows } from '../../../src/engine/validation';
import { DEMO, startSandbox } from '../../../src/sandbox';
import type { RunningSandbox } from '../../../src/sandbox';

let sandbox: RunningSandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reference-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const demo = () => ({ baseUrl: sandbox.baseUrl, user: DEMO.users.demo.username, password: DEMO.users.demo.password });

describe('fetchReferenceData', () => {
  it("reads regions with districts and the user's offices from the sandbox", async () => {
    const r = await fetchReferenceData(demo(), () => new Date('2026-11-23T10:00:00Z'));
    if (!r.ok) throw new Error(r.error.message);
    const bp = r.value.regions.find((x) => x.id === DEMO.regions.budapest);
    expect(bp?.name).toBe('Budapest');
    expect(bp?.areas.find((a) => a.id === DEMO.areas.budapestXIII)?.name).toBe('XIII. kerület');
    expect(bp?.zipCodes.length).toBeGreaterThan(0);
    expect(r.value.offices.map((o) => [o.id, o.status])).toEqual([
      [DEMO.offices.budapest, 'active'],
      [DEMO.offices.erdInactive, 'inactive'],
    ]);
    expect(r.value.fetchedAt).toBe('2026-11-23T10:00:00.000Z');
    expect(r.value.source).toEqual({ baseUrl: sandbox.baseUrl, user: 'demo' });
  });

  it('says when the password is refused or the service cannot be reached', async () => {
    const refused = await fetchReferenceData({ ...demo(), password: 'wrong' });
    expect(!refused.ok && refused.error.kind).toBe('authentication');
    expect(!refused.ok && refused.error.message).toContain('refused user "demo"');
    const unreachable = await fetchReferenceData({
      ...demo(),
      baseUrl: 'http://127.0.0.1:9/api/json/v3',
      timeoutMs: 2000,
    });
    expect(!unreachable.ok && unreachable.error.kind).toBe('unreachable');
  });

  it('reports an answer of the wrong shape', async () => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.url?.startsWith('/api/region') ? JSON.stringify([{ region: { id: 'x' } }]) : '[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const r = await fetchReferenceData({ baseUrl: `http://127.0.0.1:${port}/api/`, user: 'u', password: 'p' });
      expect(!r.ok && r.error.kind).toBe('bad_response');
      expect(!r.ok && r.error.message).toContain('0.region');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("validation with the sandbox's reference data", () => {
  it('resolves settlements and districts by name and checks the office', async () => {
    const fetched = await fetchReferenceData(demo());
    if (!fetched.ok) throw new Error(fetched.error.message);
    const mapping = proposeSheetMapping({
      sheet: 'Ingatlanok',
      headerRow: 1,
      headers: ['Típus', 'Eladó vagy kiadó', 'Település', 'Kerület', 'Ár'],
      role: 'properties',
    });
    const rows = [
      { number: 2, cells: ['lakás', 'eladó', 'Budapest', 'XIII. kerület', '45 000 000 Ft'] },
      { number: 3, cells: ['lakás', 'eladó', 'Budapest 13. kerület', null, '45 000 000 Ft'] },
      { number: 4, cells: ['lakás', 'eladó', 'Bp', null, '45 000 000 Ft'] },
    ];
    const ok = prepareRows({ mapping, rows }, { reference: fetched.value, officeId: DEMO.offices.budapest });
    expect(ok.map((r) => r.body.location)).toEqual([
      { region_id: DEMO.regions.budapest, area_id: DEMO.areas.budapestXIII },
      { region_id: DEMO.regions.budapest, area_id: DEMO.areas.budapestXIII },
      {},
    ]);
    expect(ok[2]?.problems[0]?.message).toContain('"Bp" is not a known settlement; did you mean Budapest');
    const inactive = prepareRows(
      { mapping, rows: rows.slice(0, 1) },
      { reference: fetched.value, officeId: DEMO.offices.erdInactive },
    );
    expect(inactive[0]?.problems.map((p) => p.field)).toEqual(['property.office_id']);
  });
});

describe('reference cache', () => {
  it('is written atomically per connection and loaded offline with its age', async () => {
    const fetched = await fetchReferenceData(demo(), () => new Date('2026-11-20T10:00:00Z'));
    if (!fetched.ok) throw new Error(fetched.error.message);
    const saved = await saveReferenceCache(dir, fetched.value);
    expect(saved).toEqual({ ok: true, value: referenceCacheFile(dir, sandbox.baseUrl, 'demo') });
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const loaded = await loadReferenceCache(dir, `${sandbox.baseUrl}/`, 'demo', new Date('2026-11-23T10:00:00Z'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.data).toEqual(fetched.value);
    expect(loaded.value.ageMs).toBe(3 * 24 * 3600_000);
    expect(loaded.value.age.en).toBe('fetched 3 days ago (2026-11-20 10:00 UTC)');
    expect(loaded.value.age.hu).toBe('3 napja letöltve (2026-11-20 10:00 UTC)');

    const other = await loadReferenceCache(dir, sandbox.baseUrl, 'demo2');
    expect(!other.ok && other.error.kind).toBe('missing');
  });

  it('reports a damaged cache file', async () => {
    await writeFile(referenceCacheFile(dir, 'http://x/api/json/v3', 'u'), '{"version":1,"data":{"regions":[');
    const r = await loadReferenceCache(dir, 'http://x/api/json/v3', 'u');
    expect(!r.ok && r.error).toMatchObject({ kind: 'corrupt' });
    await writeFile(referenceCacheFile(dir, 'http://x/api/json/v3', 'u'), '{"version":1,"data":{"regions":[]}}');
    const s = await loadReferenceCache(dir, 'http://x/api/json/v3', 'u');
    expect(!s.ok && s.error.message).toContain('not in the expected form (data.offices');
  });

  it('describes ages in minutes, hours and days', () => {
    expect(describeAge(5 * 60_000, '2026-11-23T10:00:00Z').en).toBe('fetched 5 minutes ago (2026-11-23 10:00 UTC)');
    expect(describeAge(60_000, '2026-11-23T10:00:00Z').en).toBe('fetched 1 minute ago (2026-11-23 10:00 UTC)');
    expect(describeAge(3600_000, '2026-11-23T10:00:00Z').en).toBe('fetched 1 hour ago (2026-11-23 10:00 UTC)');
    expect(describeAge(5 * 3600_000, '2026-11-23T10:00:00Z').hu).toBe('5 órája letöltve (2026-11-23 10:00 UTC)');
  });

  it('says a copy fetched less than a minute ago was fetched just now, not "0 minutes ago"', () => {
    const age = describeAge(20_000, '2026-11-23T10:00:00Z');
    expect(age.en).toBe('fetched just now (2026-11-23 10:00 UTC)');
    expect(age.hu).toBe('az imént letöltve (2026-11-23 10:00 UTC)');
  });
});

describe('obtainReferenceData', () => {
  it('fetches and caches online, uses the cache offline or when unreachable, and says when there is none', async () => {
    const online = await obtainReferenceData({ connection: demo(), cacheFolder: join(dir, 'cache') });
    expect(online.source).toBe('service');

    const offline = await obtainReferenceData({ connection: demo(), cacheFolder: join(dir, 'cache'), offline: true });
    expect(offline.source).toBe('cache');
    expect(offline.source === 'cache' && offline.fetchError).toBeNull();

    const down = await obtainReferenceData({
      connection: { ...demo(), baseUrl: 'http://127.0.0.1:9/api/json/v3' },
      cacheFolder: join(dir, 'cache'),
    });
    expect(down.source).toBe('none');
    expect(down.source === 'none' && down.fetchError?.kind).toBe('unreachable');
    expect(down.source === 'none' && down.cacheError.kind).toBe('missing');

    const noCache = await obtainReferenceData({ connection: demo(), cacheFolder: join(dir, 'empty'), offline: true });
    expect(noCache).toMatchObject({ source: 'none', data: null, fetchError: null, cacheError: { kind: 'missing' } });
  });

  it('with saveMeanwhile answers with the data and writes the cache meanwhile, its failure kept in saving', async () => {
    const online = await obtainReferenceData({
      connection: demo(),
      cacheFolder: join(dir, 'cache'),
      saveMeanwhile: true,
    });
    expect(online.source === 'service' ? await online.saving : 'not fetched').toBeNull();
    const offline = await obtainReferenceData({ connection: demo(), cacheFolder: join(dir, 'cache'), offline: true });
    expect(offline.data).toEqual(online.data);

    const blocker = join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const unsaved = await obtainReferenceData({ connection: demo(), cacheFolder: blocker, saveMeanwhile: true });
    expect(unsaved.source).toBe('service');
    expect(unsaved.source === 'service' ? (await unsaved.saving)?.kind : 'not fetched').toBe('unwritable');
  });
});

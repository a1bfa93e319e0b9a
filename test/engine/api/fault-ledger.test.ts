import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, openFaultLedger, resolveServiceAddress } from '../../../src/engine/api';
import { fetchReferenceData } from '../../../src/engine/reference/fetch-reference-data';
import { runUpload } from '../../../src/engine/upload';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { propertyRow, tempDir } from '../upload/upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

async function sandbox(faultLimit = 100): Promise<RunningSandbox> {
  const s = await startSandbox({ port: 0, seed: 'demo', faultLimit });
  open.push(s);
  return s;
}

describe('the fault ledger', () => {
  it('is one per service address: localhost and 127.0.0.1 on one port share it, another port does not', async () => {
    expect((await resolveServiceAddress('http://LOCALHOST:8787/api/json/v3/')).key).toBe('loopback:8787');
    expect((await resolveServiceAddress('http://127.0.0.1:8787/api/json/v3')).key).toBe('loopback:8787');
    expect((await resolveServiceAddress('https://203.0.113.5/api/json/v3')).key).toBe('203.0.113.5:443');
    const dir = await tempDir();
    const a = await openFaultLedger({ dir, baseUrl: 'http://127.0.0.1:8787/api/json/v3' });
    const b = await openFaultLedger({ dir, baseUrl: 'http://localhost:8787/api/json/v3' });
    const c = await openFaultLedger({ dir, baseUrl: 'http://localhost:8788/api/json/v3' });
    expect(a.file).toBe(b.file);
    expect(c.file).not.toBe(a.file);
    await a.record(5);
    await b.refresh();
    expect(b.used()).toBe(5);
    expect((await fs.stat(a.file)).mode & 0o777).toBe(0o600);
  });

  it('never grants more room than is left, however many holders reserve at once', async () => {
    const dir = await tempDir();
    const holders = await Promise.all(
      [1, 2, 3].map(() => openFaultLedger({ dir, baseUrl: 'http://127.0.0.1:9/api', limit: 100 })),
    );
    const granted = await Promise.all(
      Array.from({ length: 60 }, (_, i) => holders[i % 3]?.reserve(4) ?? Promise.resolve(null)),
    );
    const total = granted.reduce((n, g) => n + (g?.count ?? 0), 0);
    expect(total).toBeLessThanOrEqual(90);
    expect(total).toBeGreaterThanOrEqual(88);
    // Giving the room back with 2 faults each leaves exactly those faults counted.
    await Promise.all(granted.map((g, i) => (g ? holders[i % 3]?.settle(g, 2) : undefined)));
    await holders[0]?.refresh();
    expect(holders[0]?.used()).toBe(granted.filter((g) => g !== null).length * 2);
  });

  it('is shared by processes: three of them asking for 150 faults in all get exactly the 90 there are', async () => {
    const dir = await tempDir();
    const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fault-ledger-child.ts');
    const run = promisify(execFile);
    const outs = await Promise.all(
      [0, 1, 2].map((i) =>
        run(process.execPath, [
          '--import',
          'tsx',
          child,
          dir,
          i === 1 ? 'http://localhost:8799/api/json/v3' : 'http://127.0.0.1:8799/api/json/v3',
          '50',
        ]),
      ),
    );
    const granted = outs.map((o) => Number(/granted (\d+)/.exec(o.stdout)?.[1] ?? 'NaN'));
    expect(granted.reduce((a, b) => a + b, 0)).toBe(90);
    const ledger = await openFaultLedger({ dir, baseUrl: 'http://127.0.0.1:8799/api/json/v3', limit: 100 });
    expect(ledger.used()).toBe(90);
  });

  it('drops the reservations of a process that died', async () => {
    const dir = await tempDir();
    const l = await openFaultLedger({ dir, baseUrl: 'http://127.0.0.1:9/api', limit: 10 });
    await fs.writeFile(
      l.file,
      JSON.stringify({
        address: l.address,
        faults: [],
        reservations: [{ id: 'x', pid: 2 ** 22 + 12345, count: 9, until: Date.now() + 60_000 }],
      }),
    );
    await l.refresh();
    expect(l.available()).toBe(9);
  });

  it('counts refused log-ins, connection tests and reference look-ups', async () => {
    const s = await sandbox();
    const dir = await tempDir();
    const faults = await openFaultLedger({ dir, baseUrl: s.baseUrl });
    const wrong = createApiClient({ baseUrl: s.baseUrl, user: 'demo', password: 'rossz', faults });
    if (!wrong.ok) throw new Error(wrong.error.en);
    open.push(wrong.value);
    expect((await wrong.value.testConnection()).ok).toBe(false);
    expect(faults.used()).toBe(1);
    const fetched = await fetchReferenceData({ baseUrl: s.baseUrl, user: 'demo', password: 'rossz', faults });
    expect(fetched.ok).toBe(false);
    expect(faults.used()).toBe(3);
  });

  it('two uploads at once through localhost and 127.0.0.1 share one budget and stop before the service blocks the address', async () => {
    const s = await sandbox(100);
    const dir = await tempDir();
    const viaName = s.baseUrl.replace('127.0.0.1', 'localhost');
    const bad = (tag: string) =>
      Array.from({ length: 120 }, (_, i) => {
        const r = propertyRow(i + 1, null, { tag });
        return {
          ...r,
          body: { ...r.body, location: { region_id: DEMO.regions.debrecen, area_id: DEMO.areas.budapestXIII } },
        };
      });
    const upload = async (baseUrl: string, tag: string) => {
      const faults = await openFaultLedger({ dir, baseUrl });
      const c = createApiClient({ baseUrl, user: 'demo', password: 'demo', faults });
      if (!c.ok) throw new Error(c.error.en);
      open.push(c.value);
      return runUpload({
        client: c.value,
        rows: bad(tag),
        faultBudget: faults,
        chunkSize: 20,
        journal: { dir: path.join(dir, 'journal'), workbookPath: `/books/${tag}.xlsx` },
      });
    };
    const [one, two] = await Promise.all([upload(s.baseUrl, 'ONE'), upload(viaName, 'TWO')]);
    if (!one.ok || !two.ok) throw new Error('upload failed');
    expect(one.value.stoppedEarly?.reason).toBe('fault_budget');
    expect(two.value.stoppedEarly?.reason).toBe('fault_budget');
    const refused = [...one.value.results, ...two.value.results].filter((r) => r.errorCode === 26).length;
    expect(refused).toBeLessThanOrEqual(90);
    expect([...one.value.results, ...two.value.results].some((r) => r.errorCode === 12)).toBe(false);
    const check = createApiClient({ baseUrl: s.baseUrl, user: 'demo', password: 'demo' });
    if (!check.ok) throw new Error(check.error.en);
    open.push(check.value);
    expect((await check.value.testConnection()).ok).toBe(true);
  });
});

import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { listRuns, openJournal, runUpload } from '../../../src/engine/upload';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { OFFICE, client, countByTransferId, sellerRow, tempDir } from './upload-test-kit';

const here = path.dirname(fileURLToPath(import.meta.url));
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** Forwards to the sandbox, but for the chosen POST /batch calls lets the sandbox answer, then cuts the connection. */
async function droppingProxy(
  target: string,
  drop: (batchNo: number) => boolean,
): Promise<{ baseUrl: string; dropped: number[]; close(): Promise<void> }> {
  const upstream = new URL(target);
  let batchNo = 0;
  const dropped: number[] = [];
  const server = createServer((req, res) => {
    const isBatch = req.method === 'POST' && (req.url ?? '').includes('/batch');
    const n = isBatch ? ++batchNo : 0;
    const up = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (upRes) => {
        const chunks: Buffer[] = [];
        upRes.on('data', (c: Buffer) => chunks.push(c));
        upRes.on('end', () => {
          if (isBatch && drop(n)) {
            dropped.push(n);
            req.socket.destroy();
            return;
          }
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname}`,
    dropped,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('interrupted uploads', () => {
  it('reconciles a batch whose answer was lost: found creates count as created (with or without reference), modifies are resent', async () => {
    const s = await startSandbox({ port: 0, seed: 'demo' });
    open.push(s);
    const proxy = await droppingProxy(s.baseUrl, (n) => n === 1);
    open.push(proxy);
    const c = client(proxy.baseUrl);
    open.push(c);
    const rows = [
      ...Array.from({ length: 5 }, (_, i) => sellerRow(i + 1, { tag: 'L' })),
      sellerRow(6, { transferId: null, name: 'Névtelen Referencia' }),
      sellerRow(7, { transferId: DEMO.sellers.anna.transferId, name: 'Anna Módosított' }),
    ];
    const out = await runUpload({ client: c, rows, retry: { baseDelayMs: 1 } });
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    expect(proxy.dropped).toEqual([1]);
    expect(out.value.results.slice(0, 6).map((r) => r.status)).toEqual([
      'created',
      'created',
      'created',
      'created',
      'created',
      'created',
    ]);
    expect(out.value.results[5]?.serviceId).toBeGreaterThan(0);
    expect(out.value.results[6]).toMatchObject({ status: 'updated', serviceId: DEMO.sellers.anna.id });
    const counts = await countByTransferId(c, 'seller');
    for (let i = 1; i <= 5; i++) expect(counts.get(`L-${i}`)).toBe(1);
    const all = await c.listSellers({ office_id: OFFICE, part: ['id', 'seller'] });
    expect(all.ok && all.value.length).toBe(2 + 5 + 1);
  });

  it('resumes a run killed with SIGKILL mid-upload: every row exactly once on the service, every result known', async () => {
    const s = await startSandbox({ port: 0, seed: 'demo', latencyMs: 40 });
    open.push(s);
    const dir = await tempDir();
    const count = 3000;
    // The kill lands while the child waits for the answer of a batch the service has applied, so the journal
    // certainly holds rows in doubt (killing on a progress line could fall between two batches).
    let child: ReturnType<typeof spawn> | null = null;
    const proxy = await droppingProxy(s.baseUrl, (n) => {
      if (n !== 7) return false;
      child?.kill('SIGKILL');
      return true;
    });
    open.push(proxy);
    const spawned = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'upload-child-process.ts'), proxy.baseUrl, dir, String(count)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = spawned;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      spawned.on('exit', (_code, signal) => resolve(signal)),
    );
    let buffered = '';
    spawned.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
    });
    expect(await exited).toBe('SIGKILL');
    expect(buffered).not.toContain('finished');

    const [killed] = await listRuns(dir);
    expect(killed?.endedAt).toBeNull();
    expect(killed?.unknown).toBeGreaterThan(0);

    const c = client(proxy.baseUrl);
    open.push(c);
    const rows = Array.from({ length: count }, (_, i) => sellerRow(i + 1, { tag: 'K' }));
    const resumed = await runUpload({
      client: c,
      rows,
      concurrency: 4,
      journal: { dir, workbookPath: '/books/killed.xlsx' },
    });
    if (!resumed.ok) throw new Error(JSON.stringify(resumed.error));
    expect(resumed.value.resumedFrom).toBe(killed?.runId);
    expect(resumed.value.summary).toMatchObject({ created: count, updated: 0, invalid: 0, failed: 0, skipped: 0 });
    const counts = await countByTransferId(c, 'seller');
    for (let i = 1; i <= count; i++) expect(counts.get(`K-${i}`)).toBe(1);
    const ids = new Set(resumed.value.results.map((r) => r.serviceId));
    expect(ids.size).toBe(count);
  }, 60_000);
});

describe('resuming from a journal', () => {
  it('reconciles the sent-but-unanswered rows first: found → created at the time sent, without sending; absent → sent', async () => {
    const s = await startSandbox({ port: 0, seed: 'demo' });
    open.push(s);
    const c = client(s.baseUrl);
    open.push(c);
    const dir = await tempDir();
    const arrived = sellerRow(1, { tag: 'J' });
    const missing = sellerRow(2, { tag: 'J' });
    const anonymous = sellerRow(3, { transferId: null, name: 'Névtelen' });
    const done = sellerRow(4, { tag: 'J' });
    const fresh = sellerRow(5, { tag: 'J' });
    // The killed run: `arrived` reached the service, `missing` did not, `done` was answered before the kill.
    const pre = await c.batch([
      { method: 'POST', uri: `/seller?office_id=${OFFICE}`, body: arrived.body },
      { method: 'POST', uri: `/seller?office_id=${OFFICE}`, body: done.body },
    ]);
    if (!pre.ok) throw new Error('setup failed');
    const doneId = (pre.value[1]?.body as { seller: { id: number } }).seller.id;
    const killed = await openJournal(dir, {
      workbook: '/books/j.xlsx',
      baseUrl: s.baseUrl,
      user: 'demo',
      officeId: OFFICE,
      rows: 5,
      resumes: null,
    });
    const intent = (r: typeof arrived) => ({
      key: `${r.sheet}!${r.row}`,
      row: r.row,
      operation: 'create' as const,
      transferId: r.transferId,
      fingerprint: r.fingerprint,
    });
    await killed.intent(1, [intent(arrived), intent(missing), intent(anonymous), intent(done)]);
    await killed.results(1, [
      {
        key: `Sellers!${done.row}`,
        row: done.row,
        status: 'created',
        serviceId: doneId,
        fingerprint: done.fingerprint,
      },
    ]);
    await killed.close();

    const sent: unknown[] = [];
    const spying = {
      ...c,
      batch: (items: Parameters<typeof c.batch>[0], signal?: AbortSignal) => {
        sent.push(...items);
        return c.batch(items, signal);
      },
    };
    const out = await runUpload({
      client: spying,
      rows: [arrived, missing, anonymous, done, fresh],
      officeId: OFFICE,
      journal: { dir, workbookPath: '/books/j.xlsx' },
    });
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    expect(out.value.results.map((r) => r.status)).toEqual(['created', 'created', 'created', 'created', 'created']);
    expect(out.value.results[3]?.serviceId).toBe(doneId);
    // `arrived` was found, not sent again; `missing`, `anonymous` (looked up by content, absent) and `fresh` were sent.
    expect(sent).toHaveLength(3);
    const counts = await countByTransferId(c, 'seller');
    for (const t of ['J-1', 'J-2', 'J-4', 'J-5']) expect(counts.get(t)).toBe(1);
  });
});

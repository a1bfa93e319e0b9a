import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { runUpload, takeUploadLock, uploadLockFile } from '../../../src/engine/upload';
import type { RunningSandbox } from '../../../src/sandbox';
import { startSandbox } from '../../../src/sandbox';
import { exitedPid } from '../fs/exited-process';
import { client, countByTransferId, sellerRow, tempDir } from './upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

async function setup(latencyMs = 0): Promise<{ s: RunningSandbox; c: ApiClient; dir: string }> {
  const s = await startSandbox({ port: 0, seed: 'empty', latencyMs });
  open.push(s);
  const c = client(s.baseUrl);
  open.push(c);
  return { s, c, dir: await tempDir() };
}

/** Counts the items sent through POST /batch. */
function counting(c: ApiClient, after?: () => void): { client: ApiClient; sent: () => number } {
  let n = 0;
  return {
    sent: () => n,
    client: {
      ...c,
      batch: async (items, signal) => {
        n += items.length;
        const r = await c.batch(items, signal);
        after?.();
        return r;
      },
    },
  };
}

const BOOK = '/books/sellers.xlsx';
const rowsOf = (n: number): ReturnType<typeof sellerRow>[] => Array.from({ length: n }, (_, i) => sellerRow(i + 1));

describe('one upload of a workbook at a time', () => {
  it('refuses a second upload of the same workbook while one is in flight; the first sends every row once', async () => {
    const { c, dir } = await setup(30);
    const rows = rowsOf(250);
    const first = counting(c);
    const second = counting(c);
    const running = runUpload({
      client: first.client,
      rows,
      chunkSize: 50,
      concurrency: 1,
      journal: { dir, workbookPath: BOOK },
    });
    const refused = await runUpload({ client: second.client, rows, journal: { dir, workbookPath: BOOK } });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.kind).toBe('busy');
    expect(refused.error.message).toMatch(
      new RegExp(
        `Another upload of sellers\\.xlsx is running in this program \\(process ${process.pid}\\) since \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d; nothing was sent\\. Wait for it to finish or stop it`,
      ),
    );
    expect(second.sent()).toBe(0);

    const done = await running;
    if (!done.ok) throw new Error(done.error.message);
    expect(done.value.summary).toMatchObject({ created: 250, failed: 0 });
    expect(first.sent()).toBe(250);
    const counts = await countByTransferId(c, 'seller');
    expect(counts.size).toBe(250);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(existsSync(uploadLockFile(dir, BOOK))).toBe(false);
  });

  it('says who holds the lock and since when in Hungarian too, as Hungarian writes a date', async () => {
    const dir = await tempDir();
    const held = takeUploadLock(dir, BOOK);
    if (!held.ok) throw new Error(held.error.message);
    try {
      const refused = takeUploadLock(dir, BOOK);
      if (refused.ok) throw new Error('a second lock was taken');
      expect(refused.error.messageHu).toMatch(
        new RegExp(
          `^A\\(z\\) sellers\\.xlsx egy másik feltöltése fut ebben a programban \\(${process.pid}\\. folyamat\\), ` +
            '\\d{4}\\. \\d\\d\\. \\d\\d\\. \\d{1,2}:\\d\\d:\\d\\d óta; semmi sem ment el\\.',
        ),
      );
    } finally {
      held.value.release();
    }
  });

  it('lets uploads of other workbooks run at the same time, and dry runs run beside a held lock', async () => {
    const { c, dir } = await setup();
    const held = takeUploadLock(dir, BOOK);
    if (!held.ok) throw new Error(held.error.message);
    try {
      const other = await runUpload({
        client: c,
        rows: rowsOf(3),
        journal: { dir, workbookPath: '/books/other.xlsx' },
      });
      expect(other.ok && other.value.summary.created).toBe(3);
      const dry = await runUpload({ client: c, rows: rowsOf(3), dryRun: true, journal: { dir, workbookPath: BOOK } });
      expect(dry.ok).toBe(true);
    } finally {
      held.value.release();
    }
  });

  it('takes over the lock of a run whose process has exited', async () => {
    const { c, dir } = await setup();
    const file = uploadLockFile(dir, BOOK);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(
      file,
      JSON.stringify({ pid: await exitedPid(), startedAt: '2026-11-23T09:00:00.000Z', token: 'dead' }),
    );
    const out = await runUpload({ client: c, rows: rowsOf(5), journal: { dir, workbookPath: BOOK } });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.summary.created).toBe(5);
    expect(existsSync(file)).toBe(false);
  });

  it('releases the lock after a cancellation, before and during sending', async () => {
    const { c, dir } = await setup();
    const aborted = new AbortController();
    aborted.abort();
    const before = await runUpload({
      client: c,
      rows: rowsOf(5),
      signal: aborted.signal,
      journal: { dir, workbookPath: BOOK },
    });
    expect(before).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(existsSync(uploadLockFile(dir, BOOK))).toBe(false);

    const during = new AbortController();
    const spy = counting(c, () => {
      during.abort();
    });
    const mid = await runUpload({
      client: spy.client,
      rows: rowsOf(200),
      chunkSize: 50,
      concurrency: 1,
      signal: during.signal,
      journal: { dir, workbookPath: BOOK },
    });
    expect(mid.ok && mid.value.stoppedEarly?.reason).toBe('cancelled');
    expect(existsSync(uploadLockFile(dir, BOOK))).toBe(false);
  });

  it('releases the lock when the run throws', async () => {
    const { c, dir } = await setup();
    const broken: ApiClient = { ...c, listSellers: () => Promise.reject(new Error('client bug')) };
    await expect(runUpload({ client: broken, rows: rowsOf(5), journal: { dir, workbookPath: BOOK } })).rejects.toThrow(
      'client bug',
    );
    expect(existsSync(uploadLockFile(dir, BOOK))).toBe(false);
    const after = await runUpload({ client: c, rows: rowsOf(5), journal: { dir, workbookPath: BOOK } });
    expect(after.ok).toBe(true);
  });
});

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { createApiClient } from '../../../src/engine/api';
import { markWritten, openJournal, readJournal, readWorkbookRuns, runUpload } from '../../../src/engine/upload';
import type { RunningSandbox } from '../../../src/sandbox';
import { startSandbox } from '../../../src/sandbox';
import { checkExactlyOnce, mixedRows } from './chaos-kit';
import { OFFICE, client, sellerRow, tempDir } from './upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

async function sandbox(): Promise<RunningSandbox> {
  const s = await startSandbox({ port: 0, seed: 'demo' });
  open.push(s);
  return s;
}

function opened(baseUrl: string): ApiClient {
  const c = client(baseUrl);
  open.push(c);
  return c;
}

/** A client that cancels the run once its first batch is answered: the run stops with its journal unwritten. */
function stoppingAfterFirstBatch(c: ApiClient, controller: AbortController): ApiClient {
  return {
    ...c,
    batch: async (items, signal, admitted) => {
      const r = await c.batch(items, signal, admitted);
      controller.abort();
      return r;
    },
  };
}

describe('a journal belongs to one service, user and office', () => {
  it('is not resumed against another service: the run says what it found and starts afresh; the first service resumes it later', async () => {
    const a = await sandbox();
    const b = await sandbox();
    const dir = await tempDir();
    const rows = mixedRows(400, 'AB');
    const journal = { dir, workbookPath: '/books/ab.xlsx' };
    const controller = new AbortController();
    const onA = await runUpload({
      client: stoppingAfterFirstBatch(opened(a.baseUrl), controller),
      rows,
      officeId: OFFICE,
      concurrency: 1,
      signal: controller.signal,
      journal,
    });
    if (!onA.ok) throw new Error(onA.error.message);
    expect(onA.value.stoppedEarly?.reason).toBe('cancelled');

    const cb = opened(b.baseUrl);
    const onB = await runUpload({ client: cb, rows, officeId: OFFICE, journal });
    if (!onB.ok) throw new Error(onB.error.message);
    expect(onB.value.resumedFrom).toBeNull();
    expect(onB.value.notices[0]?.message).toContain(a.baseUrl);
    expect(onB.value.notices[0]?.messageHu).toContain(a.baseUrl);
    expect(onB.value.summary).toEqual({ created: 400, updated: 0, deleted: 0, invalid: 0, failed: 0, skipped: 0 });
    expect(await checkExactlyOnce(cb, rows, onB.value.results)).toEqual({ lost: 0, duplicates: 0, wrongResults: 0 });

    const ca = opened(a.baseUrl);
    const againOnA = await runUpload({ client: ca, rows, officeId: OFFICE, journal });
    if (!againOnA.ok) throw new Error(againOnA.error.message);
    expect(againOnA.value.resumedFrom).toBe(onA.value.runId);
    expect(await checkExactlyOnce(ca, rows, againOnA.value.results)).toEqual({
      lost: 0,
      duplicates: 0,
      wrongResults: 0,
    });
  });

  it('is not resumed for another user of the same service', async () => {
    const s = await sandbox();
    const dir = await tempDir();
    const rows = Array.from({ length: 150 }, (_, i) => sellerRow(i + 1, { tag: 'U' }));
    const journal = { dir, workbookPath: '/books/u.xlsx' };
    const controller = new AbortController();
    await runUpload({
      client: stoppingAfterFirstBatch(opened(s.baseUrl), controller),
      rows,
      concurrency: 1,
      signal: controller.signal,
      journal,
    });
    const other = createApiClient({ baseUrl: s.baseUrl, user: 'demo2', password: 'demo2' });
    if (!other.ok) throw new Error(other.error.en);
    open.push(other.value);
    const out = await runUpload({ client: other.value, rows: rows.map((r) => ({ ...r, officeId: 3 })), journal });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.resumedFrom).toBeNull();
    expect(out.value.notices).toHaveLength(1);
    expect(out.value.summary.created).toBe(150);
  });
});

describe('carrying one run over to the next', () => {
  it('writes the new journal with everything the old one knew in one write, created 0600', async () => {
    const dir = await tempDir();
    const start = {
      workbook: '/books/h.xlsx',
      baseUrl: 'http://x/api/json/v3',
      user: 'demo',
      officeId: 1,
      rows: 2,
      resumes: 'old',
    };
    const head = {
      results: [
        {
          key: 'S!2',
          row: 2,
          status: 'created' as const,
          serviceId: 500100,
          importedAt: '2026-01-01T10:00:00.000Z',
          fingerprint: 'f2',
        },
      ],
      unknown: [
        {
          key: 'S!3',
          row: 3,
          operation: 'create' as const,
          transferId: null,
          fingerprint: 'f3',
          sentAt: '2026-01-01T10:00:01.000Z',
        },
      ],
    };
    const j = await openJournal(dir, start, () => new Date('2026-01-02T00:00:00Z'), head);
    const state = await readJournal(j.file);
    await j.close();
    expect(state?.results.get('S!2')?.serviceId).toBe(500100);
    expect(state?.unknown.get('S!3')?.sentAt).toBe('2026-01-01T10:00:01.000Z');
    expect((await fs.stat(j.file)).mode & 0o777).toBe(0o600);
    // No temp file is left beside it.
    expect((await fs.readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('a run resuming within the same second as the killed one is still the newest', async () => {
    const dir = await tempDir();
    const at = new Date('2026-01-01T10:00:00.500Z');
    const base = { workbook: '/books/s.xlsx', baseUrl: 'http://x/api/json/v3', user: 'demo', officeId: 1, rows: 1 };
    const first = await openJournal(dir, { ...base, resumes: null, runId: '20260101T100000500Z-ffffff' }, () => at);
    await first.close();
    const second = await openJournal(
      dir,
      { ...base, resumes: first.runId, runId: '20260101T100000500Z-000000' },
      () => at,
    );
    await second.close();
    expect((await readWorkbookRuns(dir, '/books/s.xlsx'))[0]?.start.runId).toBe(second.runId);
  });

  it('reports rows the killed run created as created, at the time they were sent, without sending them again', async () => {
    const s = await sandbox();
    const c = opened(s.baseUrl);
    const dir = await tempDir();
    const withTid = sellerRow(1, { tag: 'T' });
    const anonymous = sellerRow(2, { transferId: null, name: 'Név Nélküli Kettő' });
    const pre = await c.batch(
      [withTid, anonymous].map((r) => ({ method: 'POST' as const, uri: `/seller?office_id=${OFFICE}`, body: r.body })),
    );
    if (!pre.ok) throw new Error('setup failed');
    const sentAt = new Date('2026-03-01T09:30:00.000Z');
    const killed = await openJournal(
      dir,
      { workbook: '/books/t.xlsx', baseUrl: s.baseUrl, user: 'demo', officeId: OFFICE, rows: 2, resumes: null },
      () => sentAt,
    );
    await killed.intent(
      1,
      [withTid, anonymous].map((r) => ({
        key: `${r.sheet}!${r.row}`,
        row: r.row,
        operation: 'create' as const,
        transferId: r.transferId,
        fingerprint: r.fingerprint,
      })),
    );
    await killed.close();
    let sent = 0;
    const spying: ApiClient = {
      ...c,
      batch: (items, signal, admitted) => {
        sent += items.length;
        return c.batch(items, signal, admitted);
      },
    };
    const out = await runUpload({
      client: spying,
      rows: [withTid, anonymous],
      officeId: OFFICE,
      journal: { dir, workbookPath: '/books/t.xlsx' },
    });
    if (!out.ok) throw new Error(out.error.message);
    expect(sent).toBe(0);
    expect(out.value.results.map((r) => [r.status, r.importedAt?.toISOString()])).toEqual([
      ['created', sentAt.toISOString()],
      ['created', sentAt.toISOString()],
    ]);
  });
});

describe('re-uploading the original workbook', () => {
  it('skips rows without transfer_id that an earlier upload of it created, saying so; only --resend-created sends them again', async () => {
    const s = await sandbox();
    const c = opened(s.baseUrl);
    const dir = await tempDir();
    const rows = Array.from({ length: 200 }, (_, i) =>
      sellerRow(i + 1, { transferId: null, name: `Újra Feltöltött ${i + 1}` }),
    );
    const journal = { dir, workbookPath: '/books/again.xlsx' };
    const first = await runUpload({ client: c, rows, officeId: OFFICE, journal });
    if (!first.ok || first.value.journalFile === null) throw new Error('first run failed');
    await markWritten(first.value.journalFile);
    const second = await runUpload({ client: c, rows, officeId: OFFICE, journal });
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.summary).toEqual({ created: 0, updated: 0, deleted: 0, invalid: 0, failed: 0, skipped: 200 });
    expect(second.value.results[0]?.errorMessage).toMatch(
      /Already created from this workbook .* \(service ID \d+\); not sent again/,
    );
    expect(second.value.results.map((r) => r.serviceId)).toEqual(first.value.results.map((r) => r.serviceId));
    const listed = await c.listSellers({ office_id: OFFICE, part: ['id'] });
    expect(listed.ok && listed.value.length).toBe(2 + 200);
    if (second.value.journalFile !== null) await markWritten(second.value.journalFile);
    const forced = await runUpload({
      client: c,
      rows: rows.slice(0, 2),
      officeId: OFFICE,
      journal,
      resendCreated: true,
    });
    expect(forced.ok && forced.value.summary.created).toBe(2);
  });
});

describe('a refused connection', () => {
  it('is "not sent" (never "answer lost"): nothing is left in doubt, and the next run sends every row once', async () => {
    const s = await sandbox();
    const c = opened(s.baseUrl);
    const gone = await startSandbox({ port: 0 });
    const deadUrl = gone.baseUrl;
    await gone.close();
    const dead = opened(deadUrl);
    const dir = await tempDir();
    const rows = mixedRows(300, 'R');
    const journal = { dir, workbookPath: '/books/refused.xlsx' };
    // Look-ups reach the service; every batch meets a refused connection.
    const refusing: ApiClient = { ...c, batch: (items, signal) => dead.batch(items, signal) };
    const out = await runUpload({
      client: refusing,
      rows,
      officeId: OFFICE,
      journal,
      retry: { attempts: 2, baseDelayMs: 1 },
    });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.stoppedEarly?.reason).toBe('unreachable');
    expect(out.value.results.every((r) => r.status === 'failed' && r.errorMessage?.startsWith('Not sent'))).toBe(true);
    expect(out.value.results.some((r) => /lost|portal/i.test(r.errorMessage ?? ''))).toBe(false);
    const [run] = await readWorkbookRuns(dir, '/books/refused.xlsx');
    expect(run?.unknown.size).toBe(0);
    expect(run?.results.size).toBe(0);
    const next = await runUpload({ client: c, rows, officeId: OFFICE, journal });
    if (!next.ok) throw new Error(next.error.message);
    expect(await checkExactlyOnce(c, rows, next.value.results)).toEqual({ lost: 0, duplicates: 0, wrongResults: 0 });
    expect(path.isAbsolute(next.value.journalFile ?? '')).toBe(true);
  });
});

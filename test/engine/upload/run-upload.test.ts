import { promises as fs } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { openFaultLedger } from '../../../src/engine/api';
import { runUpload } from '../../../src/engine/upload';
import type { UploadProgress } from '../../../src/engine/upload';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import {
  OFFICE,
  afterWriteBack,
  client,
  countByTransferId,
  imageRow,
  propertyRow,
  sellerRow,
  tempDir,
} from './upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

async function sandbox(options: Parameters<typeof startSandbox>[0] = {}): Promise<RunningSandbox> {
  const s = await startSandbox({ port: 0, seed: 'demo', ...options });
  open.push(s);
  return s;
}

function demoClient(s: RunningSandbox, password?: string): ApiClient {
  const c = client(s.baseUrl, password);
  open.push(c);
  return c;
}

/** Records the size of every batch sent; optionally runs a hook after the n-th. */
function spy(c: ApiClient, after?: (n: number) => void): { client: ApiClient; sizes: number[] } {
  const sizes: number[] = [];
  return {
    sizes,
    client: {
      ...c,
      batch: async (items, signal) => {
        sizes.push(items.length);
        const r = await c.batch(items, signal);
        after?.(sizes.length);
        return r;
      },
    },
  };
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function workbook(sellers: number, properties: number, tag = ''): PreparedRow[] {
  return [
    ...Array.from({ length: sellers }, (_, i) => sellerRow(i + 1, { tag: `${tag}S` })),
    ...Array.from({ length: properties }, (_, i) =>
      propertyRow(i + 1, `${tag}S-${(i % sellers) + 1}`, { tag: `${tag}P` }),
    ),
  ];
}

describe('runUpload against the sandbox', () => {
  it('uploads 1,100 sellers and properties in batches of at most 100, then resubmits: unchanged skipped, edited updated, never created twice', async () => {
    const s = await sandbox();
    const base = demoClient(s);
    const rows = [...workbook(400, 700), imageRow(1, 'P-1', 'IMG-1'), imageRow(2, 'P-2', null)];
    const { client: c, sizes } = spy(base);
    const progress: UploadProgress[] = [];
    const out = unwrap(await runUpload({ client: c, rows, concurrency: 4, onProgress: (p) => progress.push(p) }));

    expect(out.stoppedEarly).toBeNull();
    expect(out.summary).toEqual({ created: 1102, updated: 0, deleted: 0, invalid: 0, failed: 0, skipped: 0 });
    expect(out.results.map((r) => r.row)).toEqual(rows.map((r) => r.row));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1102);
    const sellers = unwrap(
      await base.listSellers({
        office_id: OFFICE,
        transfer_id: rows.slice(0, 400).map((r) => r.transferId ?? ''),
        part: ['id'],
      }),
    );
    const idOf = new Map(sellers.map((x) => [x.transferId, x.id]));
    for (const [i, r] of out.results.entries()) {
      expect(r.status).toBe('created');
      // The cell: the row's fingerprint, then its field snapshot (row-snapshot.ts).
      expect(r.fingerprint?.split(' ')[0]).toBe(rows[i]?.fingerprint);
      if (i < 400) expect(r.serviceId).toBe(idOf.get(rows[i]?.transferId ?? ''));
    }
    const counts = await countByTransferId(base, 'property');
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect([...counts.keys()].filter((k) => k.startsWith('P-'))).toHaveLength(700);
    expect(progress.at(-1)).toMatchObject({ phase: 'done', done: 1102, failed: 0 });

    // Resubmission of the written-back workbook: everything skipped, nothing sent.
    const written = rows.map((row, i) => afterWriteBack(row, out.results[i] ?? { row: row.row, status: 'failed' }));
    const again = spy(base);
    const second = unwrap(await runUpload({ client: again.client, rows: written }));
    expect(second.summary).toEqual({ created: 0, updated: 0, deleted: 0, invalid: 0, failed: 0, skipped: 1102 });
    expect(again.sizes).toEqual([]);

    // One edited property and one seller whose status the user cleared: by their IDs, never created again. The
    // seller is found by its reference and equals the service's record, so it is skipped unchanged
    // (docs/round-trip.md).
    const edited = propertyRow(5, 'S-5', { price: 99_000_000 });
    const third = written.map((row, i) => {
      if (i === 404) return { ...edited, serviceId: row.serviceId, previous: row.previous };
      if (i === 7) return { ...row, serviceId: null, previous: null };
      return row;
    });
    const third2 = unwrap(await runUpload({ client: base, rows: third }));
    expect(third2.summary).toMatchObject({ updated: 1, skipped: 1101, created: 0 });
    expect(third2.results[404]).toMatchObject({ status: 'updated', serviceId: out.results[404]?.serviceId });
    expect(third2.results[7]).toMatchObject({ status: 'skipped', serviceId: out.results[7]?.serviceId });
    expect([...(await countByTransferId(base, 'seller')).values()].every((n) => n === 1)).toBe(true);
  });

  it('modifies a row whose transfer_id already exists on the service, and a dry run sends nothing', async () => {
    const s = await sandbox();
    const base = demoClient(s);
    const rows = [sellerRow(1, { transferId: DEMO.sellers.anna.transferId, name: 'Anna Újnév' }), sellerRow(2)];
    const dry = spy(base);
    const plan = unwrap(await runUpload({ client: dry.client, rows, dryRun: true }));
    expect(dry.sizes).toEqual([]);
    expect(plan.plan.counts).toMatchObject({ create: 1, modify: 1 });
    const out = unwrap(await runUpload({ client: base, rows }));
    expect(out.results[0]).toMatchObject({ status: 'updated', serviceId: DEMO.sellers.anna.id });
    expect(out.results[1]).toMatchObject({ status: 'created' });
    expect((await countByTransferId(base, 'seller')).get(DEMO.sellers.anna.transferId)).toBe(1);
  });

  it('cancels after the batches in flight, keeps their results, and a resumed run sends each row exactly once', async () => {
    const s = await sandbox({ seed: 'empty' });
    const base = client(s.baseUrl, 'demo');
    open.push(base);
    const dir = await tempDir();
    const rows = workbook(600, 0);
    const controller = new AbortController();
    const { client: c, sizes } = spy(base, (n) => {
      if (n === 2) controller.abort();
    });
    const first = unwrap(
      await runUpload({
        client: c,
        rows,
        concurrency: 2,
        signal: controller.signal,
        journal: { dir, workbookPath: '/books/a.xlsx' },
      }),
    );
    expect(first.stoppedEarly?.reason).toBe('cancelled');
    const sent = sizes.reduce((a, b) => a + b, 0);
    expect(first.summary.created).toBe(sent);
    expect(first.summary.failed).toBe(600 - sent);

    const second = unwrap(
      await runUpload({ client: spy(base).client, rows, journal: { dir, workbookPath: '/books/a.xlsx' } }),
    );
    expect(second.resumedFrom).toBe(first.runId);
    expect(second.summary.created).toBe(600);
    for (let i = 0; i < sent; i++) expect(second.results[i]?.serviceId).toBe(first.results[i]?.serviceId);
    const counts = await countByTransferId(base, 'seller');
    expect(counts.size).toBe(600);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('stops cleanly before the fault limit: never a batch whose worst case crosses it, and the service never answers 12', async () => {
    const s = await sandbox({ faultLimit: 20 });
    const base = demoClient(s);
    const dir = await tempDir();
    const budget = await openFaultLedger({ dir, baseUrl: s.baseUrl, limit: 20 });
    // Debrecen is not the region of district XIII: every one of these is refused (error 26), a faulty request.
    const bad = Array.from({ length: 30 }, (_, i) => {
      const r = propertyRow(i + 1, null, { tag: 'BAD' });
      return {
        ...r,
        body: { ...r.body, location: { region_id: DEMO.regions.debrecen, area_id: DEMO.areas.budapestXIII } },
      };
    });
    const { client: c, sizes } = spy(base);
    const out = unwrap(await runUpload({ client: c, rows: bad, faultBudget: budget }));
    expect(out.stoppedEarly?.reason).toBe('fault_budget');
    expect(out.stoppedEarly?.messageHu).toContain('óránkénti hibás kérés korlátját');
    expect(out.stoppedEarly?.message).toMatch(/can go on after/);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(18);
    expect(out.results.filter((r) => r.errorCode === 26)).toHaveLength(18);
    expect(out.results.some((r) => r.errorCode === 12)).toBe(false);
    // Persisted: a new run with the same budget sends nothing at all.
    const later = spy(base);
    const again = unwrap(
      await runUpload({
        client: later.client,
        rows: bad,
        faultBudget: await openFaultLedger({ dir, baseUrl: s.baseUrl, limit: 20 }),
      }),
    );
    expect(again.stoppedEarly?.reason).toBe('fault_budget');
    expect(later.sizes).toEqual([]);
    expect((await base.testConnection()).ok).toBe(true);
  });

  it('stops at once on error 12 from the service', async () => {
    const s = await sandbox({ faultLimit: 5 });
    const base = demoClient(s);
    const bad = Array.from({ length: 150 }, (_, i) => {
      const r = propertyRow(i + 1, null, { tag: 'BAD' });
      return {
        ...r,
        body: { ...r.body, location: { region_id: DEMO.regions.debrecen, area_id: DEMO.areas.budapestXIII } },
      };
    });
    const { client: c, sizes } = spy(base);
    const out = unwrap(await runUpload({ client: c, rows: bad, concurrency: 1 }));
    expect(out.stoppedEarly?.reason).toBe('rate_limited');
    expect(out.stoppedEarly?.messageHu).toContain('12-es hibát');
    expect(sizes).toEqual([100]);
    expect(out.results.filter((r) => r.errorCode === 26)).toHaveLength(5);
    expect(out.results.slice(5).every((r) => r.status === 'failed' && r.errorMessage?.startsWith('Not sent'))).toBe(
      true,
    );
  });

  it('does not send a property whose seller row failed: it fails here, costing no fault', async () => {
    const s = await sandbox();
    const base = demoClient(s);
    const rows = [sellerRow(1, { name: 'A' }), propertyRow(1, 'S-1'), sellerRow(2), propertyRow(2, 'S-2')];
    const { client: c, sizes } = spy(base);
    const out = unwrap(await runUpload({ client: c, rows }));
    expect(out.results.map((r) => r.status)).toEqual(['failed', 'failed', 'created', 'created']);
    expect(out.results[0]?.errorCode).toBe(2);
    expect(out.results[1]?.errorMessage).toMatch(/Sellers row 2 was not imported/);
    expect(sizes).toEqual([2, 1]);
  });

  it('updates an edited image by its reference instead of adding it again', async () => {
    const s = await sandbox();
    const base = demoClient(s);
    const rows = [sellerRow(1), propertyRow(1, 'S-1'), imageRow(1, 'P-1', 'IMG-1')];
    const first = unwrap(await runUpload({ client: base, rows }));
    expect(first.summary.created).toBe(3);
    const img = rows[2];
    if (img === undefined) throw new Error('no image row');
    const editedBody = { ...img.body, image: { url: 'https://example.hu/img/new.jpg', order: 1 } };
    const edited = {
      ...afterWriteBack(img, first.results[2] ?? { row: img.row, status: 'failed' }),
      body: editedBody,
      fingerprint: 'edited',
    };
    const second = unwrap(await runUpload({ client: base, rows: [edited] }));
    expect(second.results[0]).toMatchObject({ status: 'updated', serviceId: first.results[2]?.serviceId });
    const listed = unwrap(
      await base.listProperties({ office_id: OFFICE, transfer_id: ['P-1'], part: ['id', 'images.id'] }),
    );
    expect(listed[0]?.images).toEqual([{ id: first.results[2]?.serviceId, transferId: 'IMG-1' }]);
  });

  it('never puts the password into errors, results or the journal', async () => {
    const s = await sandbox();
    const secret = 'Zx9-secret-json-password';
    const wrong = demoClient(s, secret);
    const dir = await tempDir();
    const r = await runUpload({ client: wrong, rows: workbook(3, 0), journal: { dir, workbookPath: '/books/p.xlsx' } });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).not.toContain(secret);
    for (const f of await fs.readdir(dir)) expect(await fs.readFile(`${dir}/${f}`, 'utf8')).not.toContain(secret);
  });
});

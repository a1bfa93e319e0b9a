import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { runUndo } from '../../../src/engine/undo';
import type { UndoReport } from '../../../src/engine/undo';
import { openFaultLedger } from '../../../src/engine/api';
import { runUpload, takeUploadLock } from '../../../src/engine/upload';
import type { RunningSandbox } from '../../../src/sandbox';
import { startSandbox } from '../../../src/sandbox';
import { client, countByTransferId, tempDir } from '../upload/upload-test-kit';
import { OFFICE, propertyRow } from '../upload/upload-test-kit';
import { FULL, SMALL, correctedRows, featured, officeRecords, refOf, uploadWrongSheet } from './undo-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

async function setUp(): Promise<{ c: ApiClient; dir: string }> {
  const s: RunningSandbox = await startSandbox({ port: 0, seed: 'demo' });
  open.push(s);
  const c = client(s.baseUrl);
  open.push(c);
  return { c, dir: path.join(await tempDir(), 'journal') };
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function statusOf(record: unknown): unknown {
  return (record as { property?: { status?: unknown } }).property?.status;
}

function row(report: UndoReport, key: string): UndoReport['rows'][number] | undefined {
  return report.rows.find((r) => r.key === key);
}

describe('undo of a run against the sandbox', () => {
  it('puts every record back as it was before the run, field by field, except what it lists as not possible', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, FULL);
    const report = unwrap(await runUndo({ client: c, journalDir: dir, runId: run.runId }));
    const after = await officeRecords(c);
    const mismatched = [...run.before]
      .filter(([key]) => key !== `property#${run.deletedId}`)
      .filter(([key, before]) => JSON.stringify(after.get(key)) !== JSON.stringify(before))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
    const created = [...after].filter(([key]) => !run.before.has(key) && key.startsWith('property#'));
    expect(created).toHaveLength(FULL.created);
    expect(created.filter(([, r]) => statusOf(r) !== 'inactive')).toEqual([]);
    expect(created.filter(([, r]) => ((r as { images?: unknown[] }).images ?? []).length > 0)).toEqual([]);
    // 200 listings withdrawn, 50 modifies and 5 withdraws put back, 3 × 5 image rows; the sellers still named by the
    // withdrawn listings are kept; the delete cannot be undone.
    expect(report.counts).toEqual({ undone: 270, kept: FULL.createdSellers, notPossible: 1, failed: 0 });
    expect(row(report, 'Deleted!57')?.reason).toContain('cannot be undone');
    expect(row(report, 'Sellers!2')?.reason).toContain('still name this seller');
    const written = JSON.parse(await fs.readFile(report.reportFile ?? '', 'utf8')) as UndoReport;
    expect(written.counts).toEqual(report.counts);
    console.info(`undo of ${report.rows.length} rows: ${JSON.stringify(report.counts)}`);
  }, 120_000);

  it('keeps and lists a field changed on the portal between the run and the undo', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    const id = [...run.before].find(([, r]) => refOf(r) === 'P-1')?.[0].split('#')[1];
    const put = unwrap(
      await c.batch([{ method: 'PUT', uri: `/property?id=${id}`, body: { price: { price: 77_000_000 } } }]),
    );
    expect(put[0]?.status).toBe(200);
    const report = unwrap(await runUndo({ client: c, journalDir: dir, runId: run.runId }));
    const entry = row(report, 'Modified!2');
    expect(entry?.bucket).toBe('kept');
    expect(entry?.fields.kept).toEqual([{ key: 'price.price', left: 1000, now: 77_000_000 }]);
    expect(entry?.fields.putBack).toEqual(['property.status']);
    const now = (await officeRecords(c)).get(`property#${id}`) as { price: { price: number }; property: object };
    expect(now.price.price).toBe(77_000_000);
    expect(now.property).toEqual((run.before.get(`property#${id}`) as { property: object }).property);
  });

  it('the corrected sheet uploaded after the undo modifies and reactivates the same records, no duplicates', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    unwrap(await runUndo({ client: c, journalDir: dir, runId: run.runId }));
    const again = unwrap(
      await runUpload({
        client: c,
        rows: correctedRows(SMALL),
        journal: { dir, workbookPath: '/books/wrong.xlsx' },
      }),
    );
    expect(again.summary.created).toBe(0);
    expect(again.summary.updated).toBe(SMALL.created + SMALL.modified);
    const counts = await countByTransferId(c, 'property');
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    const created = [...(await officeRecords(c)).values()].filter((r) => refOf(r)?.startsWith('N-'));
    expect(created.map(statusOf)).toEqual(Array.from({ length: SMALL.created }, () => 'active'));
  });

  it('a listing featured by the run cannot be un-featured for a week: the refusal is listed with its reason', async () => {
    const { c, dir } = await setUp();
    await uploadWrongSheet(c, dir, SMALL);
    const rows = [featured(propertyRow(1, 'S-1'))];
    const run = unwrap(
      await runUpload({ client: c, officeId: OFFICE, rows, journal: { dir, workbookPath: '/books/featured.xlsx' } }),
    );
    expect(run.summary.updated).toBe(1);
    const report = unwrap(await runUndo({ client: c, journalDir: dir, runId: run.runId }));
    const entry = row(report, 'Featured!2');
    expect(entry?.bucket).toBe('failed');
    expect(entry?.reason).toMatch(/un-featured/);
    expect(report.counts).toEqual({ undone: 0, kept: 0, notPossible: 0, failed: 1 });
  });

  it('goes through the fault budget: never more rows in flight than the room left, and finishes', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    const budget = await openFaultLedger({ dir: await tempDir(), baseUrl: c.baseUrl, limit: 20 });
    await budget.record(13); // room left: 20 - 2 (margin) - 13 = 5
    const sizes: number[] = [];
    const spied: ApiClient = {
      ...c,
      batch: async (items, signal, admitted) => {
        sizes.push(items.length);
        return c.batch(items, signal, admitted);
      },
    };
    const report = unwrap(await runUndo({ client: spied, journalDir: dir, runId: run.runId, faultBudget: budget }));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(5);
    expect(report.counts).toEqual({ undone: 18, kept: 2, notPossible: 1, failed: 0 });
  });

  it('refuses a run not in the journal in both languages, naming the run', async () => {
    const { c, dir } = await setUp();
    const refused = await runUndo({ client: c, journalDir: dir, runId: 'no-such-run' });
    if (refused.ok) throw new Error('undone');
    expect(refused.error).toMatchObject({
      kind: 'not_found',
      message: `No run no-such-run in ${dir}; 'history' lists the runs.`,
      messageHu: `Nincs ilyen futás: no-such-run (${dir}); a futásokat a 'history' listázza.`,
    });
  });

  it('refuses a second undo of a run while one runs (it holds the lock), in both languages', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    const held = takeUploadLock(dir, `/books/wrong.xlsx#undo-${run.runId}`);
    if (!held.ok) throw new Error(held.error.message);
    try {
      const refused = await runUndo({ client: c, journalDir: dir, runId: run.runId });
      if (refused.ok) throw new Error('undone');
      expect(refused.error.kind).toBe('busy');
      expect(refused.error.message).toMatch(/^Another undo of this run is running in this program \(process \d+\)/);
      expect(refused.error.messageHu).toMatch(/^Ennek a futásnak egy másik visszavonása fut ebben a programban/);
      for (const text of [refused.error.message, refused.error.messageHu]) {
        expect(text).not.toMatch(/upload|feltöltés|#undo-/);
      }
    } finally {
      held.value.release();
    }
  });

  it('a dry run plans the buckets and changes nothing', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    const before = await officeRecords(c);
    const report = unwrap(await runUndo({ client: c, journalDir: dir, runId: run.runId, dryRun: true }));
    expect(report.dryRun).toBe(true);
    expect(report.counts.undone).toBeGreaterThan(0);
    expect(JSON.stringify([...(await officeRecords(c))])).toBe(JSON.stringify([...before]));
  });

  it('deletes created listings only with their count confirmed, then the sellers no listing names', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    const refused = await runUndo({ client: c, journalDir: dir, runId: run.runId, deleteCreated: 1 });
    expect(refused.ok ? null : refused.error.kind).toBe('unconfirmed_deletes');
    expect(refused.ok ? '' : refused.error.message).toContain('cannot be undone');
    const report = unwrap(
      await runUndo({ client: c, journalDir: dir, runId: run.runId, deleteCreated: SMALL.created }),
    );
    expect(report.counts).toEqual({
      undone: SMALL.created + SMALL.createdSellers + 3 * SMALL.images + 6,
      kept: 0,
      notPossible: 1,
      failed: 0,
    });
    const refs = [...(await officeRecords(c)).values()].map(refOf);
    expect(refs.filter((r) => r?.startsWith('N-') === true || r?.startsWith('NS-') === true)).toEqual([]);
  });

  it('an undo is itself a run that can be undone', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    const wrong = await officeRecords(c);
    const undo = unwrap(await runUndo({ client: c, journalDir: dir, runId: run.runId }));
    const redo = unwrap(await runUndo({ client: c, journalDir: dir, runId: undo.runId ?? '' }));
    expect(redo.counts.failed).toBe(0);
    const now = await officeRecords(c);
    const differs = [...wrong].filter(([k, r]) => JSON.stringify(now.get(k)) !== JSON.stringify(r)).map(([k]) => k);
    // Images the undo removed cannot come back (a delete); everything else is as the wrong run left it.
    expect(differs.every((k) => k.startsWith('property#'))).toBe(true);
    const imagesGone = differs.filter((k) => {
      const a = wrong.get(k) as { images?: unknown[] };
      const b = now.get(k) as { images?: unknown[] };
      return (a.images?.length ?? 0) !== (b.images?.length ?? 0);
    });
    expect(imagesGone).toEqual(differs);
  });

  it('a row the run left in doubt (killed, never settled) is not possible, saying to upload again first', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    const item = { key: 'Extra!9', row: 9, operation: 'create', transferId: null, fingerprint: 'x' };
    const at = new Date().toISOString();
    await fs.appendFile(run.journalFile, `${JSON.stringify({ type: 'intent', batch: 99, at, items: [item] })}\n`);
    const report = unwrap(await runUndo({ client: c, journalDir: dir, runId: run.runId, dryRun: true }));
    expect(row(report, 'Extra!9')).toMatchObject({ bucket: 'not_possible', reasonHu: expect.stringContaining('újra') });
    expect(row(report, 'Extra!9')?.reason).toContain('upload the workbook again');
  });

  it('a journal of an older version: undo says it cannot know what the run changed', async () => {
    const { c, dir } = await setUp();
    const run = await uploadWrongSheet(c, dir, SMALL);
    const text = await fs.readFile(run.journalFile, 'utf8');
    const stripped = text
      .split('\n')
      .map((line) => {
        if (line.trim() === '') return line;
        const entry = JSON.parse(line) as { results?: { undo?: unknown }[] };
        for (const r of entry.results ?? []) delete r.undo;
        return JSON.stringify(entry);
      })
      .join('\n');
    await fs.writeFile(run.journalFile, stripped);
    const report = unwrap(await runUndo({ client: c, journalDir: dir, runId: run.runId, dryRun: true }));
    expect(report.counts.undone).toBe(0);
    expect(report.rows.every((r) => r.bucket === 'not_possible')).toBe(true);
    expect(row(report, 'Sellers!2')?.reason).toContain('older version');
  });
});

// History's undo through the app services, against the built-in sandbox: preview, run, results, in both languages.
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../engine/undo/undo-test-kit';
import { SMALL, uploadWrongSheet } from '../engine/undo/undo-test-kit';
import { client } from '../engine/upload/upload-test-kit';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-undo-');
let run: Scenario;

const call = h.call;

beforeEach(async () => {
  await call('connect', { profileId: 'sandbox', officeId: 1 });
  const sandbox = (await call('listProfiles', {})).profiles.find((p) => p.id === 'sandbox');
  const c = client(sandbox?.baseUrl ?? '');
  try {
    run = await uploadWrongSheet(c, join(h.dir, 'data', 'journal'), SMALL);
  } finally {
    await c.close();
  }
});

describe('undo in the app services', () => {
  it('History lists the run; the preview reports the buckets and sends nothing; the undo runs and is listed', async () => {
    expect((await call('listHistory', {})).map((e) => e.runId)).toContain(run.runId);
    const preview = await call('undoRun', { runId: run.runId, dryRun: true });
    expect(preview).toMatchObject({ dryRun: true, runId: null, counts: { undone: 18, kept: 2, notPossible: 1 } });
    expect(preview.rows.find((r) => r.sheet === 'Deleted')?.reason).toContain('cannot be undone');
    const again = await call('undoRun', { runId: run.runId, dryRun: true });
    expect(again.counts).toEqual(preview.counts);
    const done = await call('undoRun', { runId: run.runId, dryRun: false });
    expect(done).toMatchObject({ dryRun: false, counts: { undone: 18, kept: 2, notPossible: 1, failed: 0 } });
    const history = await call('listHistory', {});
    expect(history.find((e) => e.runId === done.runId)?.undoes).toBe(run.runId);
    expect(history.find((e) => e.runId === run.runId)?.undoneBy).toEqual([done.runId]);
  });

  it('says why in Hungarian when the UI is Hungarian', async () => {
    await call('setLanguage', { language: 'hu', remember: false });
    const preview = await call('undoRun', { runId: run.runId, dryRun: true });
    expect(preview.rows.find((r) => r.sheet === 'Deleted')?.reason).toContain('nem vonható vissza');
    expect(preview.rows.find((r) => r.sheet === 'Sellers')?.reason).toContain('Megtartva');
  });

  it('a run not in the journal is refused in the UI language, English or Hungarian', async () => {
    await expect(call('undoRun', { runId: 'no-such-run', dryRun: true })).rejects.toThrow(
      /not_found No run no-such-run in .*'history' lists the runs\.$/,
    );
    await call('setLanguage', { language: 'hu', remember: false });
    await expect(call('undoRun', { runId: 'no-such-run', dryRun: true })).rejects.toThrow(
      /not_found Nincs ilyen futás: no-such-run /,
    );
  });

  it('deleting the created listings: the preview counts them, the undo deletes them with that count', async () => {
    const preview = await call('undoRun', { runId: run.runId, dryRun: true, deleteCreated: 1 });
    expect(preview.deletes).toBe(SMALL.created);
    const named = preview.rows.filter((r) => r.action === 'delete' && r.resource === 'property');
    expect(named).toHaveLength(SMALL.created);
    const done = await call('undoRun', { runId: run.runId, dryRun: false, deleteCreated: preview.deletes });
    expect(done.counts).toEqual({ undone: 20, kept: 0, notPossible: 1, failed: 0 });
  });

  it('deleting the created listings needs their number; a wrong one is refused in the UI language', async () => {
    await call('setLanguage', { language: 'hu', remember: false });
    await expect(call('undoRun', { runId: run.runId, dryRun: false, deleteCreated: 1 })).rejects.toThrow(
      /nem vonható vissza/,
    );
  });
});

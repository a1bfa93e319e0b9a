// The undo's preview counts the listings the run created, which the undo withdraws or, on request, deletes: the
// panel offers deleting "the listings the run created" only when there are some (docs/undo.md, "What a run keeps"),
// so not for a run that created only sellers.
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { markWritten, runUpload } from '../../src/engine/upload';
import { SMALL, uploadWrongSheet } from '../engine/undo/undo-test-kit';
import { OFFICE, client, sellerRow } from '../engine/upload/upload-test-kit';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-undo-created-');
const call = h.call;

let baseUrl = '';

beforeEach(async () => {
  await call('connect', { profileId: 'sandbox', officeId: 1 });
  baseUrl = (await call('listProfiles', {})).profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
});

/** Runs `upload` against the app's sandbox, into the app's journal folder. */
async function withClient<T>(work: (c: ReturnType<typeof client>, journal: string) => Promise<T>): Promise<T> {
  const c = client(baseUrl);
  try {
    return await work(c, join(h.dir, 'data', 'journal'));
  } finally {
    await c.close();
  }
}

describe('the undo preview counts the listings the run created', () => {
  it('none for a run that created only sellers', async () => {
    const runId = await withClient(async (c, dir) => {
      const rows = [sellerRow(1, { tag: 'ONLY' }), sellerRow(2, { tag: 'ONLY' })];
      const r = await runUpload({
        client: c,
        officeId: OFFICE,
        rows,
        journal: { dir, workbookPath: '/b/sellers.xlsx' },
      });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      await markWritten(r.value.journalFile ?? '');
      return r.value.runId;
    });
    const preview = await call('undoRun', { runId, dryRun: true });
    expect({ undone: preview.counts.undone, createdListings: preview.createdListings }).toEqual({
      undone: 2,
      createdListings: 0,
    });
  });

  it('each listing created by a run that also created sellers and changed others', async () => {
    const run = await withClient((c, dir) => uploadWrongSheet(c, dir, SMALL));
    const preview = await call('undoRun', { runId: run.runId, dryRun: true });
    expect(preview.createdListings).toBe(SMALL.created);
  });
});

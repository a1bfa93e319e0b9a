// The spec's featured quota and delete-then-re-create limits as the rows of an upload say them (docs/round-trip.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { openJournal, runUpload } from '../../../src/engine/upload';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { OFFICE, client, propertyRow, tempDir } from './upload-test-kit';

let sandbox: RunningSandbox;
let api: ApiClient;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  api = client(sandbox.baseUrl);
});

afterAll(async () => {
  await api.close();
  await sandbox.close();
});

async function upload(rows: readonly PreparedRow[]) {
  const out = await runUpload({ client: api, rows, officeId: OFFICE });
  if (!out.ok) throw new Error(out.error.message);
  return out.value;
}

function featured(row: PreparedRow): PreparedRow {
  const property = { ...(row.body['property'] as Record<string, unknown>), is_featured: true };
  return { ...row, body: { ...row.body, property } };
}

describe('limits of the spec in the rows', () => {
  it('a listing deleted shortly before and created again is refused with why and what to do instead', async () => {
    const row = propertyRow(1, null, { tag: 'RE' });
    const first = await upload([row]);
    const id = first.results[0]?.serviceId;
    expect(first.results[0]?.status).toBe('created');
    const deleted = await api.batch([{ method: 'DELETE', uri: `/property?id=${id ?? 0}` }]);
    expect(deleted.ok && deleted.value[0]?.status).toBe(200);
    const again = await upload([row]);
    expect(again.results[0]).toMatchObject({ status: 'failed', errorCode: 30 });
    expect(again.results[0]?.errorMessage).toBe(
      'A listing with this reference (transfer_id) was deleted from the office shortly before (within 24 hours), and ' +
        'the service refuses creating it again as a duplicate (error 30). ' +
        'A listing must be modified, not deleted and ' +
        're-created: this row was not applied.',
    );
  });

  it("a listing over the office's featured quota is refused saying the quota is used up", async () => {
    const quota = DEMO.featuredQuota;
    const rows = Array.from({ length: quota + 1 }, (_, i) => featured(propertyRow(10 + i, null, { tag: 'FQ' })));
    const out = await upload(rows);
    expect(out.summary).toMatchObject({ created: quota, failed: 1 });
    const refused = out.results.find((r) => r.status === 'failed');
    expect(refused?.errorCode).toBe(29);
    expect(refused?.errorMessage).toBe(
      `The office's quota of featured listings (${quota}) is used up, so this listing cannot be featured (error 29); ` +
        "nothing of this row's change was applied. Un-feature another listing (a listing can be un-featured once " +
        'it has been featured for a week) or set Featured to no for this one.',
    );
  });
});

describe('a delete whose answer was lost', () => {
  it('is sent again, finds the listing gone and reports the row deleted, not failed', async () => {
    const row = propertyRow(30, null, { tag: 'LOST' });
    const id = (await upload([row])).results[0]?.serviceId ?? 0;
    let calls = 0;
    // The first batch reaches the service, but its answer never comes back.
    const losing: ApiClient = {
      ...api,
      batch: async (items, signal, admitted) => {
        const answer = await api.batch(items, signal, admitted);
        calls += 1;
        return calls === 1
          ? { ok: false, error: { kind: 'network', code: 'UND_ERR_SOCKET', message: 'closed' } }
          : answer;
      },
    };
    const del: PreparedRow = { ...row, action: 'delete', serviceId: id };
    const out = await runUpload({
      client: losing,
      rows: [del],
      officeId: OFFICE,
      confirmDeletes: 1,
      retry: { baseDelayMs: 1 },
    });
    if (!out.ok) throw new Error(out.error.message);
    expect(calls).toBe(2);
    expect(out.value.results[0]).toMatchObject({ status: 'deleted', serviceId: id });
    expect(out.value.results[0]?.errorMessage).toContain('sent again after its first answer was lost');
    const listed = await api.listProperties({ id: [id], part: ['id'] });
    expect(listed.ok && listed.value).toEqual([]);
  });

  it('left in doubt by a killed run, is found gone by the next run and reported deleted', async () => {
    const row = propertyRow(31, null, { tag: 'KILLED' });
    const id = (await upload([row])).results[0]?.serviceId ?? 0;
    const del: PreparedRow = { ...row, action: 'delete', serviceId: id };
    const dir = await tempDir();
    const book = '/books/delete.xlsx';
    // The killed run: its intent is durable, the DELETE arrived, its answer was never recorded.
    const killed = await openJournal(dir, {
      workbook: book,
      baseUrl: sandbox.baseUrl,
      user: 'demo',
      officeId: OFFICE,
      rows: 1,
      resumes: null,
    });
    const key = `${del.sheet}!${del.row}`;
    const item = {
      key,
      row: del.row,
      operation: 'delete' as const,
      transferId: del.transferId,
      fingerprint: del.fingerprint,
    };
    await killed.intent(1, [item]);
    await killed.close();
    expect((await api.batch([{ method: 'DELETE', uri: `/property?id=${id}` }])).ok).toBe(true);
    const out = await runUpload({
      client: api,
      rows: [del],
      officeId: OFFICE,
      confirmDeletes: 1,
      journal: { dir, workbookPath: book },
    });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.results[0]).toMatchObject({ status: 'deleted', serviceId: id });
  });
});

// Rows an interrupted run sent without hearing back, that the next run could not check on the service: they stay in
// doubt for the run after it (the journal is not marked written), and their result cells say the state is unknown
// and will be checked, in the workbook's language (docs/upload.md, "Resolving rows in doubt"). Against the sandbox.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { err } from '../../../src/catalog';
import type { ApiClient } from '../../../src/engine/api';
import { resultKeyOfHeader } from '../../../src/engine/model/result-headers';
import { finishUpload, recordedResults, rowsLeftPending } from '../../../src/engine/pipeline';
import { writeResultsOnlyWorkbook } from '../../../src/engine/write-back/results-only-workbook';
import { openJournal, runUpload } from '../../../src/engine/upload';
import { readWorkbookRuns } from '../../../src/engine/upload/journal';
import { startSandbox } from '../../../src/sandbox';
import { OFFICE, client, sellerRow, tempDir } from '../upload/upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** A client whose look-ups of records by their content fail after the first (the look for lookalikes). */
function checksFail(c: ApiClient): ApiClient {
  let calls = 0;
  return {
    ...c,
    listRecordBodies: (resource, query, signal) =>
      ++calls > 1
        ? Promise.resolve(err({ kind: 'network', code: 'ECONNRESET', message: 'socket hang up' }))
        : c.listRecordBodies(resource, query, signal),
  };
}

/** A client whose batches are applied but never answered (the connection cut after sending). */
function answersLost(c: ApiClient): ApiClient {
  return {
    ...c,
    batch: async (items, signal, admitted) => {
      await c.batch(items, signal, admitted);
      return err({ kind: 'network', code: 'ECONNRESET', message: 'socket hang up' });
    },
  };
}

/** The status and message cells of data rows 2 and 3 of the Sellers sheet. */
async function resultCells(file: string): Promise<{ status: string; message: string }[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet('Sellers');
  if (ws === undefined) throw new Error('no Sellers sheet');
  const at = { status: 0, errorMessage: 0 };
  ws.getRow(1).eachCell((c, col) => {
    const key = resultKeyOfHeader(String(c.value))?.key;
    if (key === 'status' || key === 'errorMessage') at[key] = col;
  });
  return [2, 3].map((r) => ({
    status: String(ws.getRow(r).getCell(at.status).value ?? ''),
    message: String(ws.getRow(r).getCell(at.errorMessage).value ?? ''),
  }));
}

/** A sandbox, its client, a data folder and a Sellers sheet of two rows headed in the workbook's language. */
async function setUp(name: string, headers: readonly string[]) {
  const s = await startSandbox({ port: 0, seed: 'demo' });
  open.push(s);
  const c = client(s.baseUrl);
  open.push(c);
  const dir = await tempDir();
  const workbook = path.join(dir, name);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sellers');
  ws.addRow([...headers]);
  ws.addRow(['Kétes Eladó', '+36 1 555 0001', 'seller1@example.hu']);
  ws.addRow(['Új Eladó', '+36 1 555 0002', 'seller2@example.hu']);
  await wb.xlsx.writeFile(workbook);
  return { s, c, dir, journalDir: path.join(dir, 'journal'), workbook };
}

describe('rows in doubt that could not be checked', () => {
  it('stay in doubt for the next run, which finds the one that arrived instead of holding it as a lookalike', async () => {
    const { s, c, dir, journalDir, workbook } = await setUp('eladok.xlsx', ['Név', 'Telefonszám', 'E-mail']);
    // No transfer_id: only the journal's doubt says the record on the service is this row's.
    const doubtful = sellerRow(1, { transferId: null, name: 'Kétes Eladó' });
    const fresh = sellerRow(2, { tag: 'UD' });
    const arrived = await c.batch([{ method: 'POST', uri: `/seller?office_id=${OFFICE}`, body: doubtful.body }]);
    if (!arrived.ok) throw new Error('setup failed');
    const arrivedId = (arrived.value[0]?.body as { seller: { id: number } }).seller.id;
    // The killed run sent it and never heard back.
    const killed = await openJournal(journalDir, {
      workbook,
      baseUrl: s.baseUrl,
      user: 'demo',
      officeId: OFFICE,
      rows: 2,
      resumes: null,
    });
    const item = { key: 'Sellers!2', row: 2, operation: 'create' as const, transferId: null };
    await killed.intent(1, [{ ...item, fingerprint: doubtful.fingerprint }]);
    await killed.close();

    const stopped = await runUpload({
      client: checksFail(c),
      rows: [doubtful, fresh],
      officeId: OFFICE,
      journal: { dir: journalDir, workbookPath: workbook },
    });
    if (!stopped.ok) throw new Error(JSON.stringify(stopped.error));
    expect(stopped.value.stoppedEarly?.reason).toBe('unreachable');
    // The unreached row is left to be sent; the doubtful one is not "not sent": its state is unknown.
    expect([...rowsLeftPending(stopped.value)]).toEqual([1]);
    const output = path.join(dir, 'eladok.results.xlsx');
    const sheets = [
      { sheet: 'Sellers', headerRow: 1, results: recordedResults(stopped.value).filter((r) => r !== null), notes: [] },
    ];
    const finished = await finishUpload({ input: workbook, output, sheets, journalFile: stopped.value.journalFile });
    if (!finished.ok) throw new Error(finished.error.message);
    await finished.value.journalMarked();
    const [doubtCells, freshCells] = await resultCells(output);
    expect(doubtCells?.status).toBe('ismeretlen');
    expect(doubtCells?.message).toMatch(/következő feltöltés.*ellenőrzi/);
    expect(freshCells).toEqual({ status: '', message: '' });
    expect((await readWorkbookRuns(journalDir, workbook)).map((r) => r.written)).not.toContain(true);

    const before = await c.listSellers({ office_id: OFFICE, part: ['id'] });
    const next = await runUpload({
      client: c,
      rows: [doubtful, fresh],
      officeId: OFFICE,
      journal: { dir: journalDir, workbookPath: workbook },
    });
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    expect(next.value.results.map((r) => r.status)).toEqual(['created', 'created']);
    expect(next.value.results[0]?.serviceId).toBe(arrivedId);
    expect(next.value.lookalikesHeld).toBe(false);
    const after = await c.listSellers({ office_id: OFFICE, part: ['id'] });
    expect(after.ok && before.ok ? after.value.length - before.value.length : null).toBe(1);
  });

  it('sent during the run, its answer lost and not checked: the next run finds both rows it sent', async () => {
    const { c, dir, journalDir, workbook } = await setUp('sellers.xlsx', ['Name', 'Phone', 'E-mail']);
    const rows = [sellerRow(1, { transferId: null, name: 'Lost Answer' }), sellerRow(2, { tag: 'LA' })];
    const stopped = await runUpload({
      client: checksFail(answersLost(c)),
      rows,
      officeId: OFFICE,
      journal: { dir: journalDir, workbookPath: workbook },
      sleep: () => Promise.resolve(),
    });
    if (!stopped.ok) throw new Error(JSON.stringify(stopped.error));
    expect(stopped.value.stoppedEarly?.reason).toBe('unreachable');
    expect(stopped.value.results.map((r) => r.pending)).toEqual(['in_doubt', 'in_doubt']);
    const output = path.join(dir, 'sellers.results.xlsx');
    const results = recordedResults(stopped.value).filter((r) => r !== null);
    const sheets = [{ sheet: 'Sellers', headerRow: 1, results, notes: [] }];
    const finished = await finishUpload({ input: workbook, output, sheets, journalFile: stopped.value.journalFile });
    if (!finished.ok) throw new Error(finished.error.message);
    await finished.value.journalMarked();
    expect((await resultCells(output)).map((cell) => cell.status)).toEqual(['unknown', 'unknown']);
    expect((await readWorkbookRuns(journalDir, workbook)).map((r) => r.written)).not.toContain(true);

    const before = await c.listSellers({ office_id: OFFICE, part: ['id'] });
    const next = await runUpload({
      client: c,
      rows,
      officeId: OFFICE,
      journal: { dir: journalDir, workbookPath: workbook },
    });
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    expect(next.value.results.map((r) => r.status)).toEqual(['created', 'created']);
    expect(next.value.lookalikesHeld).toBe(false);
    const after = await c.listSellers({ office_id: OFFICE, part: ['id'] });
    expect(after.ok && before.ok ? after.value.length - before.value.length : null).toBe(0);
  });

  it('say so in a separate results workbook too (a sheet without room), in its language', async () => {
    const dir = await tempDir();
    const doubt = { row: 2, status: 'failed', errorMessage: 'In doubt: …', pending: 'in_doubt' } as const;
    const sheets = [{ sheet: 'Eladók', headerRow: 1, results: [doubt], notes: [] }];
    const output = path.join(dir, 'eladok.xlsx');
    const file = await writeResultsOnlyWorkbook(output, output, sheets, 'hu');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const row = wb.worksheets[0]?.getRow(2);
    expect(String(row?.getCell(3).value)).toBe('ismeretlen');
    expect(String(row?.getCell(6).value)).toMatch(/következő feltöltése.*ellenőrzi/);
  });
});

// The end of an upload as the command line and the app share it (engine/pipeline/finish-upload.ts): a stopped run's
// results are written, its unreached rows left to be sent, and the journal marked written only once the results are
// on disk. Against the sandbox.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { resultKeyOfHeader } from '../../../src/engine/model/result-headers';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { finishUpload, recordedResults, rowsLeftPending } from '../../../src/engine/pipeline';
import type { UploadRunOutcome } from '../../../src/engine/upload';
import { runUpload } from '../../../src/engine/upload';
import { readWorkbookRuns } from '../../../src/engine/upload/journal';
import { startSandbox } from '../../../src/sandbox';
import { client, countByTransferId, sellerRow, tempDir } from '../upload/upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

const ROWS = 250;

/** A Sellers sheet of `ROWS` rows, as `sellerRow` numbers them (data from row 2). */
async function sellersWorkbook(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sellers');
  ws.addRow(['Name', 'Phone', 'E-mail']);
  for (let n = 1; n <= ROWS; n++) ws.addRow([`Eladó ${n}`, `+36 1 555 ${n}`, `seller${n}@example.hu`]);
  await wb.xlsx.writeFile(file);
}

/** A run of `ROWS` sellers cancelled once the first batch was answered. */
async function cancelledRun(dir: string, workbook: string, tag: string): Promise<UploadRunOutcome> {
  const s = await startSandbox({ port: 0, seed: 'demo' });
  open.push(s);
  const base = client(s.baseUrl);
  open.push(base);
  const controller = new AbortController();
  const cancelling: ApiClient = {
    ...base,
    batch: async (items, signal) => {
      const answer = await base.batch(items, signal);
      controller.abort();
      return answer;
    },
  };
  const rows = Array.from({ length: ROWS }, (_, i) => sellerRow(i + 1, { tag }));
  const out = await runUpload({
    client: cancelling,
    rows,
    concurrency: 1,
    signal: controller.signal,
    journal: { dir: path.join(dir, 'journal'), workbookPath: workbook },
  });
  if (!out.ok) throw new Error(JSON.stringify(out.error));
  const created = await countByTransferId(base, 'seller');
  expect([...created.keys()].filter((k) => k.startsWith(`${tag}-`))).toHaveLength(
    out.value.results.filter((r) => r.status === 'created').length,
  );
  return out.value;
}

function sheetsOf(run: UploadRunOutcome): SheetResults[] {
  const results = recordedResults(run).filter((r) => r !== null);
  return [{ sheet: 'Sellers', headerRow: 1, results, notes: [] }];
}

async function statuses(file: string): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet('Sellers');
  if (ws === undefined) throw new Error('no Sellers sheet');
  let column = 0;
  ws.getRow(1).eachCell((c, col) => {
    if (resultKeyOfHeader(String(c.value))?.key === 'status') column = col;
  });
  const out: string[] = [];
  for (let r = 2; r <= ROWS + 1; r++) out.push(String(ws.getRow(r).getCell(column).value ?? ''));
  return out;
}

describe('the end of an upload', () => {
  it('a stopped run: the sent rows written, the unreached left blank to be sent, the journal marked', async () => {
    const dir = await tempDir();
    const workbook = path.join(dir, 'sellers.xlsx');
    await sellersWorkbook(workbook);
    const run = await cancelledRun(dir, workbook, 'FIN');
    expect(run.stoppedEarly?.reason).toBe('cancelled');
    const pending = rowsLeftPending(run);
    expect(pending.size).toBeGreaterThan(0);
    expect(run.results.filter((r, i) => !pending.has(i) && r.status !== 'created')).toEqual([]);

    const output = path.join(dir, 'sellers.results.xlsx');
    const finished = await finishUpload({
      input: workbook,
      output,
      sheets: sheetsOf(run),
      journalFile: run.journalFile,
    });
    if (!finished.ok) throw new Error(finished.error.message);
    await finished.value.journalMarked();
    const written = await statuses(output);
    expect(written).toEqual(run.results.map((_, i) => (pending.has(i) ? '' : 'created')));
    expect((await readWorkbookRuns(path.join(dir, 'journal'), workbook))[0]?.written).toBe(true);
  });

  it('results that cannot be written leave the journal unmarked: the next run takes them from it', async () => {
    const dir = await tempDir();
    const workbook = path.join(dir, 'sellers.xlsx');
    await sellersWorkbook(workbook);
    const run = await cancelledRun(dir, workbook, 'KEEP');
    const output = path.join(dir, 'no such folder', 'sellers.results.xlsx');
    const finished = await finishUpload({
      input: workbook,
      output,
      sheets: sheetsOf(run),
      journalFile: run.journalFile,
    });
    expect(finished.ok ? null : finished.error.kind).toBe('write_failed');
    expect((await readWorkbookRuns(path.join(dir, 'journal'), workbook))[0]?.written).toBe(false);
  });

  it('a sheet without room and no row to record still ends: an empty separate results workbook, the journal marked', async () => {
    const dir = await tempDir();
    const workbook = path.join(dir, 'full.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sellers');
    ws.getRow(1).values = Array.from({ length: 16_384 }, (_, i) => `Column ${i + 1}`);
    ws.getRow(2).values = ['Eladó 1', '+36 1 555 1'];
    await wb.xlsx.writeFile(workbook);
    const journalFile = path.join(dir, 'run.jsonl');
    await writeFile(journalFile, '{"type":"start"}\n');
    // Every row left to be sent (a run stopped before its first batch): nothing to record, and no room for it.
    const sheets = [{ sheet: 'Sellers', headerRow: 1, results: [], notes: [] }];
    const output = path.join(dir, 'full.results.xlsx');
    const finished = await finishUpload({ input: workbook, output, sheets, journalFile });
    if (!finished.ok) throw new Error(finished.error.message);
    await finished.value.journalMarked();
    expect(finished.value.separate?.en).toMatch(/no room/);
    expect(finished.value.output).not.toBe(output);
    expect((await stat(finished.value.output)).isFile()).toBe(true);
    expect(await readFile(journalFile, 'utf8')).toContain('"type":"written"');
  });
});

// The write-back seen through its thread (write-back-thread-client.ts, write-back-thread-host.ts): what it writes is
// what the write-back writes in this thread, results given ahead are sent once and named by number after, the process
// is held only while a call waits, and a thread that stops loses nothing. The thread here is a loop-back in this one:
// each message copied as `postMessage` copies it and delivered on a later turn; test/cli/write-back-thread.test.ts
// runs the real one.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeBackHere, type WriteBack } from '../../../src/engine/write-back/write-back-on-demand';
import { writeBackThrough } from '../../../src/engine/write-back/write-back-thread-client';
import { serveWriteBack } from '../../../src/engine/write-back/write-back-thread-host';
import type { FromWriteBackThread, ToWriteBackThread } from '../../../src/engine/write-back/write-back-thread-protocol';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { disarmRowCellsAhead, rowCellsAheadCounts } from '../../../src/engine/write-back/xlsx-write-back-rows-ahead';
import { disarmCellTextsAhead } from '../../../src/engine/write-back/xlsx-write-back-texts-ahead';
import { listingsWorkbook } from '../../support/sheet-inflation-kit';
import { useFrozenClockPerTest } from '../../support/frozen-clock-kit';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-thread-');
useFrozenClockPerTest();
afterEach(() => {
  disarmRowCellsAhead();
  disarmCellTextsAhead();
});

const SHEET = 'Ingatlanok';
const AT = new Date(Date.UTC(2026, 10, 29, 12, 30, 5));

function resultsOf(rows: number): RowResult[] {
  return Array.from({ length: rows }, (_, i): RowResult => {
    const row = i + 2;
    return row % 4 === 0
      ? { row, status: 'failed', errorCode: 422, errorMessage: 'Price < 0 & "bad"', errorMessageHu: 'Ár' }
      : { row, status: 'created', serviceId: 1000 + row, importedAt: AT, fingerprint: `fp S1:r${row}&<> I1:${row}` };
  });
}

function sheetsOf(sheet: string, results: readonly RowResult[]): SheetResults[] {
  return [{ sheet, headerRow: 1, results, notes: [] }];
}

interface Loopback {
  readonly writeBack: WriteBack;
  readonly posted: ToWriteBackThread[];
  readonly holds: boolean[];
}

/** A thread in this one; `stopsAt` says at which message it stops instead of taking it. */
function loopback(stopsAt: (m: ToWriteBackThread) => boolean = () => false): Loopback {
  const posted: ToWriteBackThread[] = [];
  const holds: boolean[] = [];
  let toHost: ((m: ToWriteBackThread) => void) | null = null;
  let toClient: ((m: FromWriteBackThread) => void) | null = null;
  let stop: ((why: string) => void) | null = null;
  let stopped = false;
  serveWriteBack({
    post: (m) => setImmediate(() => (stopped ? undefined : toClient?.(structuredClone(m)))),
    onMessage: (listener) => (toHost = listener),
  });
  const writeBack = writeBackThrough(
    {
      post: (m) => {
        posted.push(m);
        if (stopped) throw new Error('posted to a stopped thread');
        if (stopsAt(m)) {
          stopped = true;
          setImmediate(() => stop?.('stopped by the test'));
        } else setImmediate(() => toHost?.(structuredClone(m)));
      },
      onMessage: (listener) => (toClient = listener),
      onStop: (listener) => (stop = listener),
      hold: (waiting) => holds.push(waiting),
    },
    writeBackHere,
  );
  return { writeBack, posted, holds };
}

async function xlsxInput(rows: number): Promise<string> {
  const input = path.join(temp.dir, 'listings.xlsx');
  await listingsWorkbook(input, 30_500_000, rows - 2);
  return input;
}

/** The upload's order: the trial, the results given ahead as batches answer, the real write; its bytes. */
async function upload(w: WriteBack, input: string, results: readonly RowResult[], name: string): Promise<Buffer> {
  const trial = path.join(temp.dir, `trial-${name}`);
  const tried = await w.writeResults({ input, output: trial, sheets: sheetsOf(SHEET, []), keepReading: true });
  expect(tried.ok).toBe(true);
  for (const r of results) w.resultAhead(r, SHEET);
  const output = path.join(temp.dir, name);
  const written = await w.writeResults({ input, output, sheets: sheetsOf(SHEET, results) });
  expect(written.ok).toBe(true);
  return readFile(output);
}

describe('the write-back through its thread', () => {
  it('writes an .xlsx byte for byte as the write-back in this thread does, copying the rows rendered ahead', async () => {
    const input = await xlsxInput(40);
    const results = resultsOf(40);
    const here = await writeResults({
      input,
      output: path.join(temp.dir, 'here.xlsx'),
      sheets: sheetsOf(SHEET, results),
    });
    expect(here.ok).toBe(true);
    const through = await upload(loopback().writeBack, input, results, 'through.xlsx');
    expect(through.equals(await readFile(path.join(temp.dir, 'here.xlsx')))).toBe(true);
    // The real write copied every row rendered ahead, and let them go.
    expect(rowCellsAheadCounts()).toEqual({ kept: 0, taken: results.length });
  });

  it('writes a CSV byte for byte as the write-back in this thread does', async () => {
    const input = path.join(temp.dir, 'sellers.csv');
    const lines = ['Név;Telefon', ...Array.from({ length: 30 }, (_, i) => `Eladó ${i};+36 1 555 ${1000 + i}`)];
    await writeFile(input, `${lines.join('\r\n')}\r\n`);
    const results = resultsOf(30);
    const sheets = sheetsOf('sellers', results);
    expect((await writeResults({ input, output: path.join(temp.dir, 'here.csv'), sheets })).ok).toBe(true);
    const w = loopback().writeBack;
    const trial = { input, output: path.join(temp.dir, 'trial.csv'), sheets: sheetsOf('sellers', []) };
    expect((await w.writeResults({ ...trial, keepReading: true })).ok).toBe(true);
    for (const r of results) w.resultAhead(r, 'sellers');
    expect((await w.writeResults({ input, output: path.join(temp.dir, 'through.csv'), sheets })).ok).toBe(true);
    const through = await readFile(path.join(temp.dir, 'through.csv'));
    expect(through.equals(await readFile(path.join(temp.dir, 'here.csv')))).toBe(true);
  });

  it('sends the results of one turn together, each once, and names them by number in the write', async () => {
    const input = await xlsxInput(12);
    const results = resultsOf(12);
    const { writeBack, posted } = loopback();
    const tried = await writeBack.writeResults({
      input,
      output: path.join(temp.dir, 'trial.xlsx'),
      sheets: sheetsOf(SHEET, []),
      keepReading: true,
    });
    expect(tried.ok).toBe(true);
    for (const r of results) writeBack.resultAhead(r, SHEET);
    writeBack.resultAhead(results[0] as RowResult, SHEET);
    const output = path.join(temp.dir, 'out.xlsx');
    expect((await writeBack.writeResults({ input, output, sheets: sheetsOf(SHEET, results) })).ok).toBe(true);
    const ahead = posted.flatMap((m) => (m.kind === 'ahead' ? [m.items] : []));
    expect(ahead).toHaveLength(1);
    expect(ahead[0]?.filter((item) => item.result !== undefined)).toHaveLength(results.length);
    expect(ahead[0]?.at(-1)).toEqual({ sheet: SHEET, index: 0 });
    const write = posted.at(-1);
    expect(write?.kind === 'write' && write.options.sheets[0]?.results).toEqual(results.map((_, i) => i));
  });

  it('holds the process while a call waits for its answer, and only then', async () => {
    const input = await xlsxInput(5);
    const { writeBack, holds } = loopback();
    const output = path.join(temp.dir, 'out.xlsx');
    const [named, written] = await Promise.all([
      writeBack.outputNameRefusal(input, output),
      writeBack.writeResults({ input, output, sheets: sheetsOf(SHEET, resultsOf(5)) }),
    ]);
    expect(named).toBeNull();
    expect(written.ok).toBe(true);
    expect(holds).toEqual([true, false]);
  });

  it('tells the caller the write waits as soon as it is asked for, once, even when the thread stops', async () => {
    const input = await xlsxInput(5);
    for (const stops of [false, true]) {
      const told: string[] = [];
      const { writeBack } = loopback(() => stops);
      const output = path.join(temp.dir, `out-${String(stops)}.xlsx`);
      const written = writeBack
        .writeResults({ input, output, sheets: sheetsOf(SHEET, resultsOf(5)), onWaiting: () => told.push('waiting') })
        .then((w) => told.push(w.ok ? 'written' : 'failed'));
      // Before the thread has taken the message (it is delivered on a later turn).
      await Promise.resolve();
      expect(told).toEqual(['waiting']);
      await written;
      expect(told).toEqual(['waiting', 'written']);
    }
  });

  it('gives a refusal as the write-back in this thread gives it', async () => {
    const input = await xlsxInput(5);
    const output = path.join(temp.dir, 'taken.xlsx');
    await writeFile(output, 'already here');
    const written = await loopback().writeBack.writeResults({ input, output, sheets: sheetsOf(SHEET, resultsOf(5)) });
    expect(written).toEqual(await writeResults({ input, output, sheets: sheetsOf(SHEET, resultsOf(5)) }));
    expect(written.ok).toBe(false);
  });

  it('rejects with the thread’s message a call that threw there', async () => {
    const missing = path.join(temp.dir, 'no-such-folder', 'out.xlsx');
    const { writeBack, holds } = loopback();
    await expect(writeBack.writeResultsOnlyWorkbook(missing, sheetsOf(SHEET, resultsOf(3)), 'hu')).rejects.toThrow(
      /ENOENT/,
    );
    expect(holds).toEqual([true, false]);
  });

  it('writes in this thread, whole, what a thread that stopped left unanswered, and every call after', async () => {
    const input = await xlsxInput(20);
    const results = resultsOf(20);
    const here = path.join(temp.dir, 'here.xlsx');
    expect((await writeResults({ input, output: here, sheets: sheetsOf(SHEET, results) })).ok).toBe(true);
    disarmRowCellsAhead();
    const { writeBack, posted } = loopback((m) => m.kind === 'write' && m.options.keepReading !== true);
    const through = await upload(writeBack, input, results, 'through.xlsx');
    expect(through.equals(await readFile(here))).toBe(true);
    const count = posted.length;
    expect(await writeBack.outputNameRefusal(input, path.join(temp.dir, 'later.csv'))).toMatchObject({
      kind: 'output_name',
    });
    expect(posted).toHaveLength(count);
  });
});

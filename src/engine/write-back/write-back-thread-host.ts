// The write-back thread's side: runs the write-back asked for by the main thread, with the results it was given ahead
// rendered here as they come (docs/write-back.md, "The write-back on a thread of its own").
import type { RowResult } from '../model/row-result';
import type { SheetResults } from '../model/sheet-results';
import type { FromWriteBackThread, ToWriteBackThread, WireSheetResults } from './write-back-thread-protocol';
import { outputNameRefusal, writeResults } from './write-back';
import { writeResultsOnlyWorkbook } from './results-only-workbook';
import { resultAhead } from './xlsx-write-back-rows-ahead';

export interface WriteBackThreadEnd {
  post(message: FromWriteBackThread): void;
  onMessage(listener: (message: ToWriteBackThread) => void): void;
}

/** Serves the main thread's write-backs on `end` until the thread ends. */
export function serveWriteBack(end: WriteBackThreadEnd): void {
  let ahead: RowResult[] = [];
  const sheetsOf = (wire: readonly WireSheetResults[]): SheetResults[] =>
    wire.map((s) => ({ ...s, results: s.results.map((r) => (typeof r === 'number' ? heldResult(ahead, r) : r)) }));
  const answer = (id: number, work: Promise<FromWriteBackThread>): void => {
    work.then(
      (message) => end.post(message),
      (e: unknown) => end.post({ kind: 'threw', id, message: e instanceof Error ? e.message : String(e) }),
    );
  };
  end.onMessage((m) => {
    switch (m.kind) {
      case 'ahead':
        for (const item of m.items) {
          if (item.result !== undefined) ahead[item.index] = item.result;
          const result = ahead[item.index];
          if (result !== undefined) resultAhead(result, item.sheet);
        }
        return;
      case 'write': {
        const { sheets: wire, ...options } = m.options;
        const write = async (): Promise<FromWriteBackThread> => {
          const sheets = sheetsOf(wire);
          // The real write lets the rows rendered ahead go (a trial keeps them): so do the results held for them.
          if (options.keepReading !== true) ahead = [];
          return { kind: 'written', id: m.id, value: await writeResults({ ...options, sheets }) };
        };
        answer(m.id, write());
        return;
      }
      case 'resultsOnly':
        answer(
          m.id,
          (async () => ({
            kind: 'resultsOnly',
            id: m.id,
            file: await writeResultsOnlyWorkbook(m.output, sheetsOf(m.sheets), m.lang),
          }))(),
        );
        return;
      case 'nameRefusal':
        answer(
          m.id,
          outputNameRefusal(m.input, m.output).then((refusal) => ({ kind: 'nameRefusal', id: m.id, refusal })),
        );
        return;
      default: {
        const never: never = m;
        throw new Error(`unknown write-back message ${JSON.stringify(never)}`);
      }
    }
  });
}

function heldResult(ahead: readonly RowResult[], index: number): RowResult {
  const result = ahead[index];
  // The main thread names only results it gave, and both sides let them go at the same write.
  if (result === undefined) throw new Error(`the result given ahead as number ${index} is not held`);
  return result;
}

// csv write-back: each row's result cells say that row's own result, row after row of many batches, for each
// separator (the times and the quoting are worked out once per write, not once per row).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localTimestamp } from '../../../src/catalog';
import { RESULT_HEADERS, resultStatusText } from '../../../src/engine/model/result-headers';
import type { RowResult } from '../../../src/engine/model/row-result';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-csv-texts-');

/** Four batches' times, the rows of each interleaved, and a fifth a millisecond after the first. */
const TIMES = [0, 1, 2, 3].map((h) => new Date(2026, 10, 29, 9 + h, 5, 7)).concat(new Date(2026, 10, 29, 9, 5, 7, 1));

const MESSAGES = ['Price too low', 'Price; too "low"', ' leading space', 'a, b', 'tab\there', 'pipe | here', '=1+2'];

function resultOf(i: number): RowResult {
  const importedAt = TIMES[i % TIMES.length];
  if (i % 3 === 1) return { row: i + 2, status: 'failed', errorCode: 422, errorMessage: MESSAGES[i % MESSAGES.length] };
  return { row: i + 2, status: 'created', serviceId: 500_000 + i, importedAt, fingerprint: `fp${i} S1:AbCd${i}` };
}

/** The field as a csv writer quotes it: holding the separator, a quote or a line end, or white space at an edge. */
function field(text: string, sep: string): string {
  const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  const quoted = guarded.includes(sep) || /["\r\n]/.test(guarded) || /^\s|\s$/.test(guarded);
  return quoted ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

function expectedCells(r: RowResult, sep: string): string {
  return [
    field(resultStatusText(r, 'en') ?? '', sep),
    r.serviceId === undefined ? '' : String(r.serviceId),
    r.errorCode === undefined ? '' : String(r.errorCode),
    r.errorMessage === undefined ? '' : field(r.errorMessage, sep),
    r.importedAt === undefined ? '' : localTimestamp(r.importedAt),
    r.fingerprint ?? '',
  ].join(sep);
}

describe("a csv's result cells", () => {
  for (const sep of [';', ',', '\t']) {
    it(`say each row's own time and message, quoted for its separator (${JSON.stringify(sep)})`, async () => {
      const rows = Array.from({ length: 300 }, (_, i) => `Eladó ${i}${sep}+36 1 555 ${i}`);
      const input = path.join(temp.dir, 'sellers.csv');
      await writeFile(input, `Name${sep}Phone\n${rows.join('\n')}\n`);
      const results = rows.map((_, i) => resultOf(i));
      const output = path.join(temp.dir, 'out.csv');
      const written = await writeResults({
        input,
        output,
        sheets: [{ sheet: 'sellers', headerRow: 1, results, notes: [] }],
      });
      expect(written.ok).toBe(true);
      const lines = (await readFile(output, 'utf8')).split('\n');
      expect(lines[0]).toBe([`Name${sep}Phone`, ...Object.values(RESULT_HEADERS)].join(sep));
      const wrong = results.filter((r, i) => lines[i + 1] !== `${rows[i] ?? ''}${sep}${expectedCells(r, sep)}`);
      expect(wrong).toEqual([]);
    });
  }
});

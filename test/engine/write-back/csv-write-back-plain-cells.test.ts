// csv write-back: a result cell whose text needs neither quoting nor encoding is written as it is, found by one scan;
// every other text goes the way it went before. Compared with cells made as they were made before that scan (the
// quote pattern with its white space at either edge, then the file's encoding), for each separator, in UTF-8 and in
// Windows-1250, with Unicode white space at the edges and inside, letters past ASCII, quotes, line ends and formulas.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULT_HEADERS, resultStatusText } from '../../../src/engine/model/result-headers';
import type { RowResult } from '../../../src/engine/model/row-result';
import { encodeCsvText } from '../../../src/engine/workbook/csv-encoding';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-csv-plain-cells-');

const TEXTS = [
  'plain',
  '',
  'x',
  ' ',
  '\u00a0leading no-break space',
  'trailing no-break space\u00a0',
  'inner\u00a0no-break space',
  '\ufeffmark first',
  'line separator last\u2028',
  '\u3000ideographic space',
  'tab\tinside',
  'vertical\u000btab last\u000b',
  'árvíztűrő tükörfúrógép',
  'Price; too "low"',
  'a, b',
  'two\nlines',
  'carriage\rreturn',
  '=1+2',
  '+36 1 555',
  '-5',
  '@user',
  'ends with a quote"',
  'emoji \u{1f600} here',
  'lone \ud800 surrogate',
];

/** The cell as it was made before the one scan: guarded, quoted by the old pattern, then the file's bytes. */
function oldCell(text: string, sep: string, guard: boolean): string {
  const guarded = guard && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  const needs = new RegExp(String.raw`[${sep.replace(/[\\\]^-]/g, '\\$&')}"\r\n]|^\s|\s$`);
  return needs.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

function resultOf(i: number): RowResult {
  const text = TEXTS[i % TEXTS.length] ?? '';
  return i % 2 === 0
    ? { row: i + 2, status: 'failed', errorCode: 422, errorMessage: text }
    : { row: i + 2, status: 'created', serviceId: 1000 + i, fingerprint: text };
}

function expectedLine(r: RowResult, own: string, sep: string): string {
  return [
    own,
    oldCell(resultStatusText(r, 'en') ?? '', sep, true),
    r.serviceId === undefined ? '' : String(r.serviceId),
    r.errorCode === undefined ? '' : String(r.errorCode),
    r.errorMessage === undefined ? '' : oldCell(r.errorMessage, sep, true),
    '',
    r.fingerprint === undefined ? '' : oldCell(r.fingerprint, sep, false),
  ].join(sep);
}

describe("a csv's result cells found plain by one scan", () => {
  for (const encoding of ['utf-8', 'windows-1250'] as const)
    for (const sep of [';', ',', '\t']) {
      it(`are the cells made before (${encoding}, ${JSON.stringify(sep)})`, async () => {
        // A Windows-1250 file: a byte 0x80–0x9F (the „ of Hungarian Excel) makes it one.
        const own = (i: number): string => `${encoding === 'utf-8' ? 'Eladó' : '„Eladó”'} ${i}${sep}+36 1 555 ${i}`;
        const count = 4 * TEXTS.length;
        const rows = Array.from({ length: count }, (_, i) => own(i));
        const input = path.join(temp.dir, `in-${encoding}.csv`);
        const missing = new Set<string>();
        await writeFile(input, encodeCsvText(`Name${sep}Phone\n${rows.join('\n')}\n`, encoding, missing));
        const results = rows.map((_, i) => resultOf(i));
        const output = path.join(temp.dir, `out-${encoding}.csv`);
        const written = await writeResults({
          input,
          output,
          sheets: [{ sheet: 'sellers', headerRow: 1, results, notes: [] }],
        });
        expect(written.ok).toBe(true);
        const lines = [
          [`Name${sep}Phone`, ...Object.values(RESULT_HEADERS)].join(sep),
          ...results.map((r, i) => expectedLine(r, own(i), sep)),
        ];
        const want = encodeCsvText(`${lines.join('\n')}\n`, encoding, new Set<string>());
        expect((await readFile(output)).equals(want)).toBe(true);
      });
    }
});

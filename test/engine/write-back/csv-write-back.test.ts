// csv write-back: same separator, BOM, line ends and encoding; result columns appended or reused; formulas guarded.
import { localTimestamp } from '../../../src/catalog';
import { RESULT_HEADERS_HU } from '../../../src/engine/model/result-headers';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-csv-');

const AT = new Date(2026, 10, 23, 9, 5, 7);
/** A sheet headed in Hungarian gets its result columns in Hungarian (docs/write-back.md, "The workbook's language"). */
const HU_HEADERS = Object.values(RESULT_HEADERS_HU).join(';');

async function run(content: Buffer | string, sheet: Omit<SheetResults, 'sheet' | 'notes'>): Promise<string> {
  const input = path.join(temp.dir, `in-${Math.random().toString(36).slice(2)}.csv`);
  await writeFile(input, content);
  const output = path.join(temp.dir, `out-${Math.random().toString(36).slice(2)}.csv`);
  const r = await writeResults({ input, output, sheets: [{ sheet: 'in', notes: [], ...sheet }] });
  if (!r.ok) throw new Error(r.error.message);
  return (await readFile(output)).toString('latin1');
}

describe('writing results into a csv file', () => {
  it('keeps the BOM, semicolons and CRLF, appends the result columns and keeps untouched rows byte for byte', async () => {
    const source =
      '\ufeffRef;Cím;Ár\r\nA-1;"Fő utca 1; 2. em.";42000000\r\nA-2;"Több\r\nsoros";1\r\nA-3;Kossuth tér;3\r\n';
    const out = await run(source, {
      headerRow: 1,
      results: [
        { row: 2, status: 'created', serviceId: 11, importedAt: AT, fingerprint: 'x1' },
        { row: 3, status: 'failed', errorCode: 422, errorMessage: 'Price; too "low"' },
      ],
    });
    expect(Buffer.from(out, 'latin1').toString('utf8')).toBe(
      `\ufeffRef;Cím;Ár;${HU_HEADERS}\r\n` +
        `A-1;"Fő utca 1; 2. em.";42000000;létrehozva;11;;;${localTimestamp(AT)};x1\r\n` +
        // A message in English only is told in Hungarian by its error code (docs/messages.md, "Results in both
        // languages"), the service's text, quoted for its semicolon and quotes, kept as the detail.
        'A-2;"Több\r\nsoros";1;sikertelen;;422;"A szolgáltatás elutasította a kérést (422. hiba); a korábbi eredmény angolul: Price; too ""low""";;\r\n' +
        'A-3;Kossuth tér;3\r\n',
    );
  });

  it('reuses existing result columns, keeps the service id when the result has none, and guards formula-like text', async () => {
    const source =
      'Ref,Import status,Service ID,Error code,Error message,Imported at,Import fingerprint,Extra\nA-1,created,11,,,2026-01-01 10:00:00,f1,keep\nA-2,failed,,500,boom,,,keep2\n';
    const out = await run(source, {
      headerRow: 1,
      results: [
        { row: 2, status: 'skipped' },
        { row: 3, status: 'invalid', errorMessage: '=HYPERLINK("x")' },
        { row: 5, status: 'failed', errorMessage: '@cmd' },
      ],
    });
    expect(out).toBe(
      'Ref,Import status,Service ID,Error code,Error message,Imported at,Import fingerprint,Extra\n' +
        'A-1,skipped,11,,,2026-01-01 10:00:00,f1,keep\n' +
        'A-2,invalid,,,"\'=HYPERLINK(""x"")",,,keep2\n' +
        '\n' +
        ",failed,,,'@cmd,,\n",
    );
  });

  it('writes a Windows-1250 file back in Windows-1250', async () => {
    const latin2 = Buffer.from([
      0x52, 0x65, 0x66, 0x3b, 0x56, 0xe1, 0x72, 0x6f, 0x73, 0x0a, 0x41, 0x3b, 0x47, 0x79, 0xf5, 0x72, 0x0a,
    ]); // "Ref;Város\nA;Győr\n"
    const out = await run(latin2, {
      headerRow: 1,
      results: [{ row: 2, status: 'failed', errorMessage: 'Győr nem található' }],
    });
    const bytes = Buffer.from(out, 'latin1');
    expect(new TextDecoder('windows-1250').decode(bytes)).toBe(
      `Ref;Város;${HU_HEADERS}\nA;Győr;sikertelen;;;Győr nem található;;\n`,
    );
  });

  it('handles a file without a final line end and a header below the first line', async () => {
    const out = await run('Title line\nRef,Name\nA,B', {
      headerRow: 2,
      results: [
        { row: 3, status: 'created', serviceId: 9 },
        { row: 4, status: 'failed', errorCode: 1 },
      ],
    });
    expect(out).toBe(
      'Title line\nRef,Name,Import status,Service ID,Error code,Error message,Imported at,Import fingerprint\nA,B,created,9,,,,\n,,failed,,1,,,\n',
    );
  });

  it('writes edited values into their fields, quoted like results, formula-like text guarded', async () => {
    const source =
      'Ref;Cím;Ár;Telefon;Leírás\r\nA-1;Fő utca 1;42000000;+36 30 1234567;régi\r\nA-2;Kossuth tér;1;;x\r\n';
    const out = await run(source, {
      headerRow: 1,
      results: [{ row: 2, status: 'created', serviceId: 11, fingerprint: 'f1' }],
      edits: [
        { row: 2, column: 1, value: 'Fő utca 1; 2. em. "B"' },
        { row: 2, column: 2, value: 41_500_000 },
        { row: 2, column: 3, value: '+36 30 7654321' },
        { row: 2, column: 4, value: '- erkély\n- garázs' },
        { row: 3, column: 1, value: '=HYPERLINK("x")' },
        { row: 3, column: 2, value: null },
        { row: 3, column: 4, value: true },
        { row: 5, column: 0, value: '-SUM(A1)' },
      ],
    });
    expect(Buffer.from(out, 'latin1').toString('utf8')).toBe(
      `Ref;Cím;Ár;Telefon;Leírás;${HU_HEADERS}\r\n` +
        'A-1;"Fő utca 1; 2. em. ""B""";41500000;+36 30 7654321;"- erkély\n- garázs";létrehozva;11;;;;f1\r\n' +
        'A-2;"\'=HYPERLINK(""x"")";;;true\r\n' +
        '\r\n' +
        "'-SUM(A1)\r\n",
    );
  });

  it("puts the result columns past every record's fields, above and below the header, and changes no field", async () => {
    const source = 'Export,,,,,2026-11-20\nRef,City\nA-1,Eger,,extra\nA-2,Pécs\n\nChecked by,,,,,,,Anna\n';
    const out = Buffer.from(
      await run(source, {
        headerRow: 2,
        results: [
          { row: 3, status: 'created', serviceId: 7 },
          { row: 4, status: 'failed', errorCode: 5 },
        ],
      }),
      'latin1',
    ).toString('utf8');
    const lines = out.split('\n');
    const before = source.split('\n');
    // D holds "extra", F the export date and H a name: C, E and G are free but no run of six; it starts at I.
    expect(lines[1]).toBe(
      'Ref,City,,,,,,,Import status,Service ID,Error code,Error message,Imported at,Import fingerprint',
    );
    expect(lines[2]).toBe('A-1,Eger,,extra,,,,,created,7,,,,');
    expect(lines[3]).toBe('A-2,Pécs,,,,,,,failed,,5,,,');
    for (const [i, line] of before.entries()) {
      const fields = line.split(',');
      const now = (lines[i] ?? '').split(',');
      fields.forEach((f, j) => expect(now[j], `row ${i + 1} field ${j + 1}`).toBe(f));
    }
  });

  it('leaves out an edit in a result column, counting it, and writes the rest', async () => {
    const input = path.join(temp.dir, 'in.csv');
    await writeFile(input, 'Ref,Import status\nA-1,created\n');
    const output = path.join(temp.dir, 'out.csv');
    const r = await writeResults({
      input,
      output,
      sheets: [
        {
          sheet: 'in',
          headerRow: 1,
          results: [],
          notes: [],
          edits: [
            { row: 2, column: 1, value: 'skipped' },
            { row: 2, column: 0, value: 'A-9' },
          ],
        },
      ],
    });
    expect(r.ok ? r.value.sheets[0] : r.error).toMatchObject({ cellsEdited: 1, editsSkipped: 1 });
    expect(await readFile(output, 'utf8')).toBe(
      'Ref,Import status,Service ID,Error code,Error message,Imported at,Import fingerprint\nA-9,created\n',
    );
  });

  it('writes a file larger than one read (records and quoted line breaks across reads) row for row', async () => {
    // 30,000 rows of about 45 bytes: past the writer's one-megabyte reads, with a quoted line break in every row.
    const rows = Array.from({ length: 30_000 }, (_, i) => `R-${i};"Fő utca ${i};\r\n2. em.";${i * 7}`);
    const results = rows.flatMap((_, i) =>
      i % 3 === 0 ? [] : [{ row: i + 2, status: 'created' as const, serviceId: i }],
    );
    const out = await run(`Ref;Cím;Ár\r\n${rows.join('\r\n')}\r\n`, { headerRow: 1, results });
    const expected = rows.map((r, i) => (i % 3 === 0 ? r : `${r};létrehozva;${i};;;;`));
    expect(Buffer.from(out, 'latin1').toString('utf8')).toBe(
      `Ref;Cím;Ár;${HU_HEADERS}\r\n` + `${expected.join('\r\n')}\r\n`,
    );
  });
});

// The survey of a CSV's columns (where the result columns go) reads every record's fields into one list, overwritten
// record by record (docs/performance.md, "(eighth round, the sellers before the first batch)"): a record of fewer
// fields after a wider one must not be read with the wider one's fields.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-csv-survey-');

/** The results of row `row` written into `text` (header on `headerRow`): the output's lines and the status column. */
async function written(text: string, headerRow: number, row: number): Promise<{ lines: string[]; status: string }> {
  const input = path.join(temp.dir, 'sellers.csv');
  await writeFile(input, text);
  const output = path.join(temp.dir, 'out.csv');
  const sheets: readonly SheetResults[] = [
    { sheet: 'sellers', headerRow, notes: [], results: [{ row, status: 'created', serviceId: 7 }] },
  ];
  const result = await writeResults({ input, output, sheets });
  if (!result.ok) throw new Error(result.error.message);
  const lines = (await readFile(output, 'utf8')).split('\n');
  return { lines, status: result.value.sheets[0]?.columns.status ?? '' };
}

describe('the survey of a csv', () => {
  it('reads a header below a wider title line by its own fields, not the title line', async () => {
    // Read with the title's fields, the header would have "Importálás állapota" in column F and the status go there.
    const title = 'Eladók 2026;;;;;Importálás állapota';
    const { lines, status } = await written(`${title}\nNév;Telefon\nEladó Egy;+36 1 555 0001\n`, 2, 3);
    expect(status).toBe('G');
    expect(lines[1]?.split(';').slice(0, 7)).toEqual(['Név', 'Telefon', '', '', '', '', 'Importálás állapota']);
    expect(lines[2]).toMatch(/^Eladó Egy;\+36 1 555 0001;;;;;létrehozva;7;/);
  });

  it('finds a value right of the header in any row, rows of fewer fields after it or not', async () => {
    const rows = ['Eladó Egy;1', 'Eladó Két;2;;megjegyzés', 'Eladó Há;3', 'Eladó Négy;4;;'];
    const { lines, status } = await written(`Név;Telefon\n${rows.join('\n')}\n`, 1, 4);
    expect(status).toBe('E');
    expect(lines[3]).toMatch(/^Eladó Há;3;;;létrehozva;7;/);
  });
});

// The write-back refuses an output name that says another format than the copy it would write.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputNameProblem } from '../../../src/engine/write-back/output-name';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('output-name-');

describe("the output name must say the copy's format", () => {
  it('accepts the fitting names', () => {
    expect(outputNameProblem('a.xlsx', 'b.xlsx', 'xlsx')).toBeNull();
    expect(outputNameProblem('a.XLSM', 'b.xlsm', 'xlsx')).toBeNull();
    expect(outputNameProblem('a.csv', 'b.txt', 'csv')).toBeNull();
    expect(outputNameProblem('a.tsv', 'b.TSV', 'csv')).toBeNull();
    expect(outputNameProblem('adatok', 'adatok.results', 'xlsx')).toBeNull();
    expect(outputNameProblem('a.csv', 'eredmeny', 'csv')).toBeNull();
  });

  it('refuses another format and a macro workbook under a plain name, in both languages', () => {
    expect(outputNameProblem('a.xlsx', 'b.csv', 'xlsx')?.message).toMatch(/ending in \.xlsx\.$/);
    expect(outputNameProblem('a.xlsm', 'b.xlsx', 'xlsx')?.message).toMatch(/ending in \.xlsm\.$/);
    expect(outputNameProblem('a.csv', 'b.xlsx', 'csv')?.messageHu).toMatch(/\.csv vagy \.txt végződésű/);
    expect(outputNameProblem('a.csv', 'b.ods', 'csv')?.message).toMatch(/^b\.ods ends in \.ods, but/);
  });

  it('writes nothing under a misnamed output and says so with its own error kind', async () => {
    const input = path.join(temp.dir, 'in.csv');
    await writeFile(input, 'Ref;Ár\nA;1\n');
    const output = path.join(temp.dir, 'out.xlsx');
    const r = await writeResults({ input, output, sheets: [{ sheet: 'in', headerRow: 1, results: [], notes: [] }] });
    expect(r.ok ? null : r.error.kind).toBe('output_name');
    await expect(stat(output)).rejects.toThrow();
    expect(await readFile(input, 'utf8')).toBe('Ref;Ár\nA;1\n');
  });
});

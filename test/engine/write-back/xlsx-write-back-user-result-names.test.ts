// The user's own columns named like ours ("Service ID", "Error message" in a CRM export) are data, not results of an
// earlier run: without our "Import status" header they are never written. A results workbook we wrote is reused.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { type WriteBackSummary } from '../../../src/engine/write-back/write-back-types';
import { changedCells, openpyxlCells, openpyxlWorkbook } from '../../fixtures/write-back/helpers';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-user-names-');

function results(rows: readonly number[]): RowResult[] {
  return rows.map((row) => ({ row, status: 'created', serviceId: 5000 + row, errorMessage: `ok ${row}` }));
}

async function write(input: string, output: string, sheet: Omit<SheetResults, 'notes'>): Promise<WriteBackSummary> {
  const r = await writeResults({ input, output, sheets: [{ notes: [], ...sheet }] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const CRM_SHEET = `
ws.title = 'CRM'
ws.append(['Ref', 'City', 'Service ID', 'Error message'])
ws.append(['A-1', 'Pécs', 'SRV-0091', 'timeout at sync'])
ws.append(['A-2', 'Győr', 'SRV-0092', 'duplicate contact'])
ws.append(['A-3', 'Eger', 7731, None])`;

describe("result columns named like the user's columns", () => {
  it('leaves the user\'s "Service ID" and "Error message" columns alone and writes into free columns', async () => {
    const input = path.join(temp.dir, 'crm.xlsx');
    openpyxlWorkbook(input, CRM_SHEET);
    const output = path.join(temp.dir, 'out.xlsx');
    const summary = await write(input, output, { sheet: 'CRM', headerRow: 1, results: results([2, 3, 4]) });
    expect(summary.sheets[0]?.columns).toMatchObject({ status: 'E', serviceId: 'F', errorMessage: 'H' });
    expect(changedCells(input, output)).toEqual([]);
    expect(openpyxlCells(output).CRM).toMatchObject({ E1: 'Import status', F2: 5002, H4: 'ok 4', C2: 'SRV-0091' });
  });

  it('reuses its own columns when the results workbook it wrote is uploaded again', async () => {
    const input = path.join(temp.dir, 'crm.xlsx');
    openpyxlWorkbook(input, CRM_SHEET);
    const first = path.join(temp.dir, 'first.xlsx');
    await write(input, first, { sheet: 'CRM', headerRow: 1, results: results([2]) });
    const second = path.join(temp.dir, 'second.xlsx');
    const summary = await write(first, second, { sheet: 'CRM', headerRow: 1, results: results([3, 4]) });
    expect(summary.sheets[0]?.columns).toMatchObject({ status: 'E', serviceId: 'F', fingerprint: 'J' });
    expect(changedCells(input, second)).toEqual([]);
    expect(openpyxlCells(second).CRM).toMatchObject({ F2: 5002, F3: 5003, H4: 'ok 4' });
  });

  it("in a csv file, writes results beside the user's same-named columns", async () => {
    const input = path.join(temp.dir, 'crm.csv');
    await writeFile(input, 'Ref,Service ID,Error message\nA-1,SRV-1,timeout\nA-2,SRV-2,dup\n');
    const output = path.join(temp.dir, 'out.csv');
    await write(input, output, { sheet: 'crm', headerRow: 1, results: results([2, 3]) });
    expect((await readFile(output, 'utf8')).split('\n').slice(0, 2)).toEqual([
      'Ref,Service ID,Error message,Import status,Service ID,Error code,Error message,Imported at,Import fingerprint',
      'A-1,SRV-1,timeout,created,5002,,ok 2,,',
    ]);
  });
});

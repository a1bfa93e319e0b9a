// Workbooks written by other programs (openpyxl, LibreOffice) read through the xlsx reader and the table reader.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import { readTable } from '../../../src/engine/workbook/read-table';
import type { SheetTable } from '../../../src/engine/model/sheet-table';
import type { WorkbookSource } from '../../../src/engine/model/workbook-source';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');

async function open(name: string): Promise<WorkbookSource> {
  const result = await openWorkbook(path.join(FIXTURES, name));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function cell(table: SheetTable, row: number, letter: string): unknown {
  const column = table.columns.find((c) => c.letter === letter);
  const found = table.rows.find((r) => r.number === row);
  if (!column || !found) throw new Error(`no ${letter}${row}`);
  return found.cells[column.index] ?? null;
}

describe.each(['openpyxl-listings.xlsx', 'libreoffice-listings.xlsx'])('%s', (name) => {
  it('lists the sheets in tab order with their hidden state', async () => {
    const source = await open(name);
    expect(source.format).toBe('xlsx');
    expect(source.sheets).toEqual([
      { name: 'Ingatlanok', index: 0, hidden: false },
      { name: 'Rejtett lap', index: 1, hidden: true },
      { name: 'Üres', index: 2, hidden: false },
    ]);
    await source.close();
  });

  it('finds the header under the merged title and the note, and reads every kind of value', async () => {
    const source = await open(name);
    const result = await readTable(source, 'Ingatlanok');
    await source.close();
    if (!result.ok) throw new Error(result.error.message);
    const table = result.value;
    expect(table.headerRow).toBe(4);
    expect(table.columns.map((c) => `${c.letter}:${c.header}:${c.hidden ? 'hidden' : ''}`)).toEqual([
      'A:Cím:',
      'B:Ár (Ft):',
      'C:Felvéve:',
      'D:Dupla ár:',
      'E:Hivatkozás:',
      'F:Rejtett oszlop:hidden',
      'G:Leírás:',
      'H:Elérhető:',
    ]);
    // Row 8 is empty and left out; row numbers stay as Excel shows them.
    expect(table.rows.map((r) => [r.number, r.hidden])).toEqual([
      [5, false],
      [6, false],
      [7, true],
      [9, false],
    ]);
    expect(cell(table, 5, 'A')).toBe('Budapest, Váci út 1.');
    expect(cell(table, 5, 'B')).toBe(45000000);
    expect(cell(table, 5, 'C')).toEqual(new Date(Date.UTC(2024, 2, 15)));
    expect(cell(table, 5, 'D')).toBe(90000000);
    expect(cell(table, 5, 'E')).toEqual({ error: '#REF!' });
    expect(cell(table, 5, 'F')).toBe('titok');
    expect(cell(table, 5, 'G')).toBe('Gyors eladó, őű ŐŰ');
    expect(cell(table, 5, 'H')).toBe(true);
    expect(cell(table, 6, 'A')).toBe('őűáéíóöüú ŐŰÁÉÍÓÖÜÚ');
    expect(cell(table, 6, 'B')).toBe(12.5);
    expect(cell(table, 6, 'C')).toEqual(new Date(Date.UTC(2023, 11, 31, 18, 30)));
    expect(cell(table, 6, 'G')).toBe('Árvíztűrő tükörfúrógép & <tag> "idézet"');
    expect(cell(table, 6, 'H')).toBe(false);
  });

  it('reports the merged title and the hidden column in the layout', async () => {
    const source = await open(name);
    const layout = await source.layout('Ingatlanok');
    await source.close();
    expect(layout.merges).toEqual(['A1:E1']);
    expect([...layout.hiddenColumns]).toEqual([5]);
  });

  it('says an empty sheet is empty', async () => {
    const source = await open(name);
    const result = await readTable(source, 'Üres');
    await source.close();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('empty');
      expect(result.error.message).toContain('Sheet "Üres" is empty');
    }
  });
});

// Every interpretation shown (docs/office-conventions.md): the user changes a column's unit (scale and currency) in the
// app, as a mapping file's `units` does for the CLI, and sees each interpreted column's first row as it will be sent.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

let h: ServicesHarness;

beforeEach(async () => {
  h = await startServices('li-interpretation-units-');
});

afterEach(async () => {
  await h.close();
});

const HEADERS = ['Azonosító', 'Típus', 'Megbízás', 'Település', 'Kerület', 'Vételár (M Ft)', 'Szobák'];

async function open(rows: (string | number)[][]): Promise<void> {
  const path = join(h.dir, 'units.xlsx');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([HEADERS, ...rows]);
  await wb.xlsx.writeFile(path);
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
}

describe("changing a column's unit in the app", () => {
  it("offers other units, reads the column in the chosen one, and goes back to the header's", async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    await open([['U-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2]]);
    const listed = await h.call('getInterpretations', {});
    const scale = listed.find((i) => i.column === 'F' && i.kind === 'scale');
    expect(scale).toMatchObject({ unit: 'M Ft', sent: '45.9 → 45,900,000 Ft' });
    expect(scale?.units).toEqual(expect.arrayContaining(['M Ft', 'e Ft', 'Ft', 'EUR', 'M EUR']));
    expect(scale?.units?.[0]).toBe('M Ft');

    const choice = { sheet: 'Ingatlanok', column: 'F', on: true };
    const thousands = await h.call('setInterpretation', { ...choice, kind: 'scale', unit: 'e Ft' });
    expect(thousands.find((i) => i.column === 'F' && i.kind === 'scale')).toMatchObject({
      unit: 'e Ft',
      // The session is in English: the cell and the sum are written the English way.
      example: '45.9 → 45,900 Ft',
      sent: '45.9 → 45,900 Ft',
    });

    const euros = await h.call('setInterpretation', { ...choice, kind: 'currency', unit: 'EUR' });
    expect(euros.filter((i) => i.column === 'F').map((i) => [i.kind, i.unit, i.sent])).toEqual([
      ['currency', 'EUR', '45.9 → 45.9 EUR'],
    ]);

    const back = await h.call('setInterpretation', { ...choice, kind: 'currency', unit: null });
    expect(back.filter((i) => i.column === 'F').map((i) => [i.kind, i.unit])).toEqual([
      ['scale', 'M Ft'],
      ['currency', 'M Ft'],
    ]);
  });

  it('keeps the chosen unit in a saved mapping template, read again on the next workbook', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    await open([['U-3', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2]]);
    await h.call('setInterpretation', { sheet: 'Ingatlanok', column: 'F', kind: 'scale', on: true, unit: 'e Ft' });
    await h.call('saveMappingTemplate', { name: 'ezres' });

    await open([['U-4', 'lakás', 'eladó', 'Budapest', 'XIII', 38_500, 2]]);
    expect((await h.call('getInterpretations', {})).find((i) => i.kind === 'scale')?.unit).toBe('M Ft');
    await h.call('loadMappingTemplate', { name: 'ezres' });
    const again = (await h.call('getInterpretations', {})).find((i) => i.kind === 'scale');
    expect(again).toMatchObject({ unit: 'e Ft', sent: '38,500 → 38,500,000 Ft' });
  });

  it('offers a unit for an amount column whose header names none', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const path = join(h.dir, 'no-unit.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Ingatlanok').addRows([
      ['Azonosító', 'Típus', 'Megbízás', 'Település', 'Kerület', 'Vételár', 'Szobák'],
      ['U-5', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2],
    ]);
    await wb.xlsx.writeFile(path);
    await h.call('openWorkbook', { file: { kind: 'path', path } });
    await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
    const listed = await h.call('getInterpretations', {});
    expect(listed.map((i) => [i.column, i.asWritten, i.unit, i.on])).toEqual([['F', true, null, false]]);
    expect(listed[0]?.units).toEqual(expect.arrayContaining(['Ft', 'e Ft', 'M Ft', 'EUR']));

    const choice = { sheet: 'Ingatlanok', column: 'F', kind: 'scale', on: true } as const;
    const millions = await h.call('setInterpretation', { ...choice, unit: 'M Ft' });
    expect(millions.map((i) => [i.kind, i.unit, i.on, i.sent ?? null])).toEqual([
      ['scale', 'M Ft', true, '45.9 → 45,900,000 Ft'],
      ['currency', 'M Ft', true, '45.9 → 45,900,000 Ft'],
    ]);
    const back = await h.call('setInterpretation', { ...choice, unit: null });
    expect(back.map((i) => [i.column, i.asWritten])).toEqual([['F', true]]);
  });

  it('refuses a unit it cannot read, naming it', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    await open([['U-2', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2]]);
    const unknown = { sheet: 'Ingatlanok', column: 'F', kind: 'scale', on: true, unit: 'zsák' };
    await expect(h.call('setInterpretation', unknown)).rejects.toThrow(/zsák/);
  });
});

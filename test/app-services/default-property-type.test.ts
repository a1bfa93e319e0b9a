// A properties sheet's default property type as the Open step shows it and the user changes it.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-default-type-');

describe('default property type of a sheet', () => {
  it('comes from the sheet name, fills rows without a type, and the user can take it away', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const path = join(h.dir, 'lakasok.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Eladó lakások').addRows([
      ['Hirdetés azonosító', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem'],
      ['D-1', 'eladó', 'Budapest', 41_000_000, 'Ft'],
      ['D-2', 'eladó', 'Budapest', 52_000_000, 'Ft'],
    ]);
    await wb.xlsx.writeFile(path);

    const info = await h.call('openWorkbook', { file: { kind: 'path', path } });
    expect(info.sheets.map((s) => [s.name, s.role, s.defaultPropertyType])).toEqual([
      ['Eladó lakások', 'properties', 'apartment'],
    ]);

    const proposed = await h.call('configureSheets', {
      sheets: [{ name: 'Eladó lakások', role: 'properties', headerRow: 1 }],
    });
    expect(proposed.sheets[0]?.missingRequired).toEqual([]);
    expect((await h.call('validate', {})).counts).toMatchObject({ total: 2, valid: 2, invalid: 0 });

    const none = await h.call('configureSheets', {
      sheets: [{ name: 'Eladó lakások', role: 'properties', headerRow: 1, defaultPropertyType: null }],
    });
    expect(none.sheets[0]?.missingRequired).toContain('property.type');
    expect((await h.call('validate', {})).counts).toMatchObject({ total: 2, valid: 0, invalid: 2 });
    const page = await h.call('getRows', { sheet: 'Eladó lakások', offset: 0, limit: 10, filter: 'invalid' });
    expect(page.rows).toHaveLength(2);
    for (const r of page.rows)
      expect(r.rowProblems).toContainEqual(expect.stringMatching(/^Property type is required but missing/));

    const house = await h.call('configureSheets', {
      sheets: [{ name: 'Eladó lakások', role: 'properties', headerRow: 1, defaultPropertyType: 'house' }],
    });
    expect(house.sheets[0]?.missingRequired).toEqual([]);
    expect((await h.call('validate', {})).counts).toMatchObject({ total: 2, valid: 2 });
  });

  it("a saved mapping template brings its type where the user chose none, and never replaces the user's choice", async () => {
    const path = join(h.dir, 'ingatlanok.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Ingatlanok').addRows([
      ['Hirdetés azonosító', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem'],
      ['D-1', 'eladó', 'Budapest', 41_000_000, 'Ft'],
    ]);
    await wb.xlsx.writeFile(path);
    const info = await h.call('openWorkbook', { file: { kind: 'path', path } });
    expect(info.sheets[0]?.defaultPropertyType).toBeNull();

    const chosen = await h.call('configureSheets', {
      sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1, defaultPropertyType: 'house' }],
    });
    expect(chosen.sheets[0]).toMatchObject({ defaultPropertyType: 'house', missingRequired: [] });
    await h.call('saveMappingTemplate', { name: 'houses' });

    const plain = await h.call('configureSheets', {
      sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }],
    });
    expect(plain.sheets[0]).toMatchObject({ defaultPropertyType: null, missingRequired: ['property.type'] });
    expect((await h.call('loadMappingTemplate', { name: 'houses' })).sheets[0]?.defaultPropertyType).toBe('house');

    await h.call('configureSheets', {
      sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1, defaultPropertyType: null }],
    });
    expect((await h.call('loadMappingTemplate', { name: 'houses' })).sheets[0]?.defaultPropertyType).toBeNull();
  });

  it('is rejected when it is not a property type', async () => {
    const path = join(h.dir, 'lakasok.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Eladó lakások').addRows([
      ['Hirdetés azonosító', 'Település'],
      ['D-1', 'Budapest'],
    ]);
    await wb.xlsx.writeFile(path);
    await h.call('openWorkbook', { file: { kind: 'path', path } });
    await expect(
      h.call('configureSheets', {
        sheets: [{ name: 'Eladó lakások', role: 'properties', headerRow: 1, defaultPropertyType: 'castle' }],
      }),
    ).rejects.toThrow(/invalid_request/);
  });
});

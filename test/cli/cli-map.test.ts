import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { captureIo } from '../support/cli-io-kit';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('cli-map-');
let book: string;

interface MapJson {
  readonly sheets: readonly { name: string; role: string | null; default_type: string | null }[];
}

beforeEach(async () => {
  book = path.join(temp.dir, 'irodak.xlsx');
  const wb = new ExcelJS.Workbook();
  const headers = ['Hirdetés azonosító', 'Értékesítő azonosító', 'Eladó vagy kiadó', 'Település', 'Ár'];
  wb.addWorksheet('Properties – apartment').addRow(headers);
  wb.addWorksheet('Lakások és házak').addRow(['Típus', ...headers]);
  wb.addWorksheet('Értékesítők').addRow(['Azonosító', 'Név', 'Telefon', 'Email']);
  await wb.xlsx.writeFile(book);
});

describe('map and the default property type', () => {
  it('--json gives each sheet its default_type: the type named by the sheet, else null', async () => {
    const c = captureIo();
    expect(await runMapCommand(book, { json: true }, c.io)).toBe(0);
    const mapping = JSON.parse(c.out.join('\n')) as MapJson;
    expect(mapping.sheets.map((s) => [s.name, s.role, s.default_type])).toEqual([
      ['Properties – apartment', 'properties', 'apartment'],
      ['Lakások és házak', 'properties', null],
      ['Értékesítők', 'sellers', null],
    ]);
  });

  it('the text output has a line per properties sheet, and a saved mapping keeps the default', async () => {
    const saved = path.join(temp.dir, 'mapping.json');
    const c = captureIo();
    expect(await runMapCommand(book, { save: saved }, c.io)).toBe(0);
    expect(c.out).toContain('  default property type: apartment');
    expect(c.out).toContain('  default property type: (none: each row gives its own)');
    expect(c.out.filter((l) => l.includes('default property type'))).toHaveLength(2);
    const template = JSON.parse(await readFile(saved, 'utf8')) as {
      sheets: { sheet: string; defaultPropertyType?: string }[];
    };
    expect(template.sheets.map((s) => [s.sheet, s.defaultPropertyType ?? null])).toEqual([
      ['Properties – apartment', 'apartment'],
      ['Lakások és házak', null],
      ['Értékesítők', null],
    ]);
    const again = captureIo();
    expect(await runMapCommand(book, { json: true, mapping: saved }, again.io)).toBe(0);
    expect((JSON.parse(again.out.join('\n')) as MapJson).sheets.map((s) => s.default_type)).toEqual([
      'apartment',
      null,
      null,
    ]);
  });
});

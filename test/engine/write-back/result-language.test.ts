// Result columns in the workbook's language (docs/write-back.md, "The workbook's language"): a Hungarian sheet gets
// Hungarian headers and statuses, an English one English; a sheet written back before keeps its language; the reader
// takes either, so older workbooks keep working; Imported at names its time zone.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { localTimestamp } from '../../../src/catalog';
import { resultColumnOf } from '../../../src/engine/mapping/result-column';
import type { RowResult } from '../../../src/engine/model/row-result';
import { readPreviousResult } from '../../../src/engine/validation/previous-result';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-lang-');

const AT = new Date(Date.UTC(2026, 10, 29, 5, 12, 33));
const RESULTS: RowResult[] = [
  { row: 2, status: 'created', serviceId: 700001, importedAt: AT, fingerprint: 'f1' },
  { row: 3, status: 'failed', errorCode: 409, errorMessage: 'featured quota' },
];

async function sheetWith(headers: readonly string[], file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Lap').addRows([headers, ['K-1', 'lakás', 45_900_000], ['K-2', 'ház', 52_000_000]]);
  await wb.xlsx.writeFile(file);
}

async function writeBack(input: string, name: string): Promise<ExcelJS.Worksheet> {
  const output = path.join(temp.dir, name);
  const r = await writeResults({
    input,
    output,
    sheets: [{ sheet: 'Lap', headerRow: 1, results: RESULTS, notes: [] }],
  });
  if (!r.ok) throw new Error(r.error.message);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(output);
  const ws = wb.getWorksheet('Lap');
  if (!ws) throw new Error('no sheet');
  return ws;
}

const rowTexts = (ws: ExcelJS.Worksheet, n: number): string[] =>
  (ws.getRow(n).values as unknown[]).slice(4).map((v) => (v === undefined || v === null ? '' : String(v)));

describe('result columns in the workbook language', () => {
  it('writes Hungarian headers and statuses beside Hungarian headers', async () => {
    const input = path.join(temp.dir, 'hu.xlsx');
    await sheetWith(['Azonosító', 'Típus', 'Vételár'], input);
    const ws = await writeBack(input, 'hu-out.xlsx');
    expect(rowTexts(ws, 1)).toEqual([
      'Importálás állapota',
      'Szolgáltatói azonosító',
      'Hibakód',
      'Hibaüzenet',
      'Importálás ideje',
      'Importálási ujjlenyomat',
    ]);
    expect(rowTexts(ws, 2).slice(0, 2)).toEqual(['létrehozva', '700001']);
    expect(rowTexts(ws, 3)[0]).toBe('sikertelen');
  });

  it('writes English headers and statuses beside English headers', async () => {
    const input = path.join(temp.dir, 'en.xlsx');
    await sheetWith(['Listing reference', 'Property type', 'Price'], input);
    const ws = await writeBack(input, 'en-out.xlsx');
    expect(rowTexts(ws, 1).slice(0, 2)).toEqual(['Import status', 'Service ID']);
    expect(rowTexts(ws, 2)[0]).toBe('created');
  });

  it('keeps the language of result columns written before: an older English write-back is reused, not doubled', async () => {
    const input = path.join(temp.dir, 'old.xlsx');
    await sheetWith(['Azonosító', 'Típus', 'Vételár', 'Import status', 'Service ID'], input);
    const ws = await writeBack(input, 'old-out.xlsx');
    const headers = (ws.getRow(1).values as unknown[]).map(String);
    expect(headers.filter((h) => h === 'Import status')).toHaveLength(1);
    expect(headers).not.toContain('Importálás állapota');
    expect(ws.getCell('D2').value).toBe('created');
  });

  it('writes Imported at as text with its time zone, the same text History shows for the run', async () => {
    const input = path.join(temp.dir, 'ido.xlsx');
    await sheetWith(['Azonosító', 'Típus', 'Vételár'], input);
    const ws = await writeBack(input, 'ido-out.xlsx');
    const at = String(ws.getCell('H2').value);
    expect(at).toBe(localTimestamp(AT));
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{2}:\d{2}$/);
  });

  it('writes Hungarian results into a Hungarian csv', async () => {
    const input = path.join(temp.dir, 'hu.csv');
    await writeFile(input, 'Azonosító;Típus;Vételár\r\nK-1;lakás;45900000\r\nK-2;ház;52000000\r\n');
    const output = path.join(temp.dir, 'hu-out.csv');
    const r = await writeResults({
      input,
      output,
      sheets: [{ sheet: 'hu', headerRow: 1, results: RESULTS, notes: [] }],
    });
    if (!r.ok) throw new Error(r.error.message);
    const text = (await import('node:fs/promises')).readFile(output, 'utf8');
    const lines = (await text).split(/\r?\n/);
    expect(lines[0]).toContain('Importálás állapota;Szolgáltatói azonosító');
    expect(lines[1]).toContain(`;létrehozva;700001;;;${localTimestamp(AT)};f1`);
  });
});

describe('reading result columns of either language', () => {
  it('knows the result headers in both languages', () => {
    expect(resultColumnOf('Importálás állapota')).toBe('status');
    expect(resultColumnOf('Import status')).toBe('status');
    expect(resultColumnOf('Importálás ideje')).toBe('importedAt');
    expect(resultColumnOf('Szolgáltatói azonosító')).toBe('serviceId');
  });

  it('reads a status in either language, so a row written back in Hungarian is updated, not created again', () => {
    const at = { status: 0, serviceId: null, fingerprint: null };
    expect(readPreviousResult(['frissítve'], at)?.status).toBe('updated');
    expect(readPreviousResult(['Létrehozva'], at)?.status).toBe('created');
    expect(readPreviousResult(['created'], at)?.status).toBe('created');
    expect(readPreviousResult(['kihagyva'], at)?.status).toBe('skipped');
  });
});

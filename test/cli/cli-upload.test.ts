import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { RESULT_HEADERS_HU } from '../../src/engine/model/result-headers';
import { DEMO } from '../../src/sandbox';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';

const SELLERS = 40;
const PROPERTIES = 1_000;
const INVALID_ROWS = new Set([7, 500]);

const kit = useDemoSandbox('cli-upload-');

async function writeWorkbook(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const sellers = wb.addWorksheet('Értékesítők');
  sellers.addRow(['Értékesítő azonosító', 'Név', 'Telefonszám', 'E-mail (belső)']);
  for (let i = 1; i <= SELLERS; i++)
    sellers.addRow([
      `S-${i}`,
      `Értékesítő ${i}. Árvíztűrő`,
      `+36 30 123 ${String(i).padStart(4, '0')}`,
      `s${i}@iroda.hu`,
    ]);
  const props = wb.addWorksheet('Ingatlanok');
  props.addRow(['Irodai hirdetési lista']);
  props.addRow([]);
  props.addRow([
    'Hirdetés azonosító',
    'Értékesítő azonosító',
    'Típus',
    'Eladó vagy kiadó',
    'Település',
    'Kerület',
    'Ár',
    'Pénznem',
    'Alapterület',
    'Építőanyag',
  ]);
  for (let i = 1; i <= PROPERTIES; i++) {
    const price = INVALID_ROWS.has(i) ? 'sokat ér' : `${40 + (i % 50)} 000 000 Ft`;
    props.addRow([
      `P-${i}`,
      `S-${1 + (i % SELLERS)}`,
      'lakás',
      'eladó',
      'Budapest',
      'XIII. kerület',
      price,
      'forint',
      40 + (i % 80),
      'tégla',
    ]);
  }
  await wb.xlsx.writeFile(file);
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  return String(v instanceof Date ? v.toISOString() : v);
}

async function resultColumns(file: string, sheet: string, headerRow: number) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet ${sheet}`);
  const headers = new Map<string, number>();
  ws.getRow(headerRow).eachCell((c, col) => headers.set(cellText(c.value), col));
  const col = (h: string): number => {
    const n = headers.get(h);
    if (n === undefined) throw new Error(`no column ${h}`);
    return n;
  };
  return {
    ws,
    // The workbook is headed in Hungarian, so are its result columns (docs/write-back.md, "The workbook's language").
    status: col(RESULT_HEADERS_HU.status),
    id: col(RESULT_HEADERS_HU.serviceId),
    message: col(RESULT_HEADERS_HU.errorMessage),
    at: col(RESULT_HEADERS_HU.importedAt),
    headers,
  };
}

describe('upload command', () => {
  it('uploads 1,040 rows, writes every result back, and a resubmission updates instead of duplicating', async () => {
    const book = path.join(kit.dir, 'listings.xlsx');
    await writeWorkbook(book);
    const args = { baseUrl: kit.baseUrl, user: 'demo', officeId: String(DEMO.offices.budapest), json: true };

    const first = captureIo();
    const code = await runUploadCommand(book, { ...args, out: path.join(kit.dir, 'first.xlsx') }, first.io);
    expect(first.errors).toEqual([]);
    expect(code).toBe(1);
    const report = JSON.parse(first.out.join('\n')) as {
      summary: Record<string, unknown>;
      rows: { sheet: string; row: number; status: string; id?: number }[];
    };
    expect(report.summary).toMatchObject({
      created: SELLERS + PROPERTIES - INVALID_ROWS.size,
      invalid: INVALID_ROWS.size,
      failed: 0,
    });

    // Every row's result, cell by cell, in the written workbook.
    const props = await resultColumns(path.join(kit.dir, 'first.xlsx'), 'Ingatlanok', 3);
    const byRow = new Map(report.rows.filter((r) => r.sheet === 'Ingatlanok').map((r) => [r.row, r]));
    for (let i = 1; i <= PROPERTIES; i++) {
      const row = props.ws.getRow(3 + i);
      const status = cellText(row.getCell(props.status).value);
      if (INVALID_ROWS.has(i)) {
        expect(status, `row ${3 + i}`).toBe('hibás');
        expect(cellText(row.getCell(props.message).value)).toContain('price.price');
        expect(cellText(row.getCell(props.id).value)).toBe('');
      } else {
        expect(status, `row ${3 + i}`).toBe('létrehozva');
        expect(Number(cellText(row.getCell(props.id).value))).toBe(byRow.get(3 + i)?.id);
        expect(cellText(row.getCell(props.at).value)).not.toBe('');
      }
    }
    const sellers = await resultColumns(path.join(kit.dir, 'first.xlsx'), 'Értékesítők', 1);
    for (let i = 1; i <= SELLERS; i++)
      expect(cellText(sellers.ws.getRow(1 + i).getCell(sellers.status).value)).toBe('létrehozva');

    // Resubmitting the written workbook: unchanged rows are skipped; an edited row is modified, never created again.
    const edited = path.join(kit.dir, 'edited.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(kit.dir, 'first.xlsx'));
    const ws = wb.getWorksheet('Ingatlanok');
    if (!ws) throw new Error('no sheet Ingatlanok');
    ws.getRow(3 + 10).getCell(7).value = '99 000 000 Ft';
    ws.getRow(3 + 7).getCell(7).value = '12 000 000 Ft';
    await wb.xlsx.writeFile(edited);
    const second = captureIo();
    const code2 = await runUploadCommand(edited, { ...args, out: path.join(kit.dir, 'second.xlsx') }, second.io);
    expect(second.errors).toEqual([]);
    const report2 = JSON.parse(second.out.join('\n')) as {
      summary: Record<string, unknown>;
      rows: { row: number; sheet: string; status: string }[];
    };
    expect(report2.summary).toMatchObject({
      created: 1,
      updated: 1,
      invalid: 1,
      failed: 0,
      skipped: SELLERS + PROPERTIES - 3,
    });
    expect(code2).toBe(1);
    expect(report2.rows.find((r) => r.sheet === 'Ingatlanok' && r.row === 13)?.status).toBe('updated');
    expect(report2.rows.find((r) => r.sheet === 'Ingatlanok' && r.row === 10)?.status).toBe('created');

    const listed = await kit.client.listProperties({
      office_id: DEMO.offices.budapest,
      transfer_id: Array.from({ length: PROPERTIES }, (_, i) => `P-${i + 1}`),
      part: ['id'],
    });
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    const ids = listed.value.map((r) => r.transferId);
    expect(ids).toHaveLength(PROPERTIES - 1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('exits 2 on unusable input and names what is wrong', async () => {
    const missing = captureIo();
    expect(
      await runUploadCommand(path.join(kit.dir, 'nincs.xlsx'), { baseUrl: kit.baseUrl, user: 'demo' }, missing.io),
    ).toBe(2);
    expect(missing.errors.join('\n')).toContain('nincs.xlsx');
    const badOffice = captureIo();
    expect(await runValidateCommand(path.join(kit.dir, 'nincs.xlsx'), { officeId: 'egy' }, badOffice.io)).toBe(2);
    expect(badOffice.errors.join('\n')).toContain('--office-id must be a positive whole number; got "egy"');
    const wrongPassword = captureIo();
    process.env.LISTING_API_PASSWORD = 'rossz';
    const book = path.join(kit.dir, 'small.xlsx');
    await writeWorkbook(book);
    expect(await runUploadCommand(book, { baseUrl: kit.baseUrl, user: 'demo', officeId: '1' }, wrongPassword.io)).toBe(
      2,
    );
    expect(wrongPassword.errors.join('\n')).not.toContain('rossz');
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
  });
});

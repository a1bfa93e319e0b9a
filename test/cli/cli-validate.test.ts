import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { DEMO } from '../../src/sandbox';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';

const kit = useDemoSandbox('cli-validate-');
let book: string;

interface ValidateReport {
  readonly summary: Record<string, unknown>;
  readonly rows: readonly {
    sheet: string;
    row: number;
    status: string;
    problems: readonly { field: string; column: string | null; message: string }[];
  }[];
}

beforeAll(async () => {
  book = path.join(kit.dir, 'ingatlanok.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow([
    'Hirdetés azonosító',
    'Értékesítő azonosító',
    'Típus',
    'Eladó vagy kiadó',
    'Település',
    'Kerület',
    'Ár',
    'Alapterület',
  ]);
  ws.addRow(['P-1', 'DEMO-S1', 'lakás', 'eladó', 'Budapest', 'XIII. kerület', '45 000 000 Ft', 62]);
  ws.addRow(['P-2', 'NINCS-ILYEN', 'lakás', 'eladó', 'Bp', '', 'megegyezés szerint', 50]);
  await wb.xlsx.writeFile(book);
});

describe('validate command', () => {
  it('offline without reference data says which checks it skipped', async () => {
    const c = captureIo();
    expect(await runValidateCommand(book, { officeId: '1', json: true }, c.io)).toBe(1);
    const report = JSON.parse(c.out.join('\n')) as ValidateReport;
    expect(report.summary.skipped_checks).toEqual(expect.arrayContaining([expect.stringContaining('No region list')]));
    expect(report.rows.map((r) => `${r.row}:${r.status}`)).toEqual(['2:invalid', '3:invalid']);
  });

  it("online: names resolved with the service's regions, sellers looked up, every problem reported with its column", async () => {
    const c = captureIo();
    expect(
      await runValidateCommand(book, { officeId: '1', baseUrl: kit.baseUrl, user: 'demo', json: true }, c.io),
    ).toBe(1);
    const report = JSON.parse(c.out.join('\n')) as ValidateReport;
    expect(report.rows[0]).toMatchObject({ row: 2, status: 'valid', problems: [] });
    const second = report.rows[1];
    expect(second?.status).toBe('invalid');
    const columns = second?.problems.map((p) => `${p.column ?? '-'}:${p.field}`) ?? [];
    expect(columns).toEqual(expect.arrayContaining(['B:seller.transfer_id', 'E:location.region_id', 'G:price.price']));
    expect(second?.problems.find((p) => p.field === 'location.region_id')?.message).toContain('Budapest');
  });

  it('offline with --offline uses the reference data saved by the last connection and says how old it is', async () => {
    // The last connection, which saves the reference data.
    await runValidateCommand(book, { officeId: '1', baseUrl: kit.baseUrl, user: 'demo', json: true }, captureIo().io);
    const c = captureIo();
    delete process.env.LISTING_API_PASSWORD;
    expect(
      await runValidateCommand(
        book,
        { officeId: '1', baseUrl: kit.baseUrl, user: 'demo', offline: true, json: true },
        c.io,
      ),
    ).toBe(1);
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    const report = JSON.parse(c.out.join('\n')) as ValidateReport;
    expect(String(report.summary.reference)).toMatch(/^offline: reference data cache of demo at http.*, fetched/);
    expect(report.rows[0]?.status).toBe('valid');
  });

  it('writes the notes into a copy with --out, never over the original', async () => {
    const out = path.join(kit.dir, 'jegyzetekkel.xlsx');
    const c = captureIo();
    expect(await runValidateCommand(book, { officeId: '1', out, json: true }, c.io)).toBe(1);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const ws = wb.getWorksheet('Ingatlanok');
    // Hungarian headers: the status is written in Hungarian (docs/write-back.md, "The workbook's language").
    expect(ws?.getRow(3).getCell(9).value).toBe('hibás');
    expect(JSON.stringify(ws?.getCell('G3').note)).toContain('price.price');
    const again = captureIo();
    expect(await runValidateCommand(book, { officeId: '1', out, json: true }, again.io)).toBe(2);
    expect(again.errors.join('\n')).toContain(out);
  });

  it('map --json prints the proposed mapping (run as the real command line)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'map', book, '--json'],
      { cwd: path.join(import.meta.dirname, '..', '..') },
    );
    const mapping = JSON.parse(stdout) as {
      sheets: {
        name: string;
        role: string;
        columns: { column: string; header: string; field: string | null; confidence: number }[];
      }[];
    };
    expect(mapping.sheets[0]).toMatchObject({ name: 'Ingatlanok', role: 'properties' });
    expect(mapping.sheets[0]?.columns.find((c) => c.header === 'Ár')).toMatchObject({
      column: 'G',
      field: 'price.price',
    });
    for (const c of mapping.sheets[0]?.columns ?? []) expect(c.confidence).toBeGreaterThan(0.5);
  });
});

// The office defaults on the command line as in the app: an overhead without a currency column takes the price's
// currency, and a rent without a period is monthly; both are said, and --no-office-defaults refuses them again.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';

const kit = useDemoSandbox('cli-defaults-');
let book: string;

interface Report {
  readonly summary: Record<string, unknown>;
  readonly rows: readonly { row: number; status: string; problems: readonly { field: string }[] }[];
}

beforeAll(async () => {
  book = path.join(kit.dir, 'kiadok.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem', 'Alapterület', 'Rezsi']);
  ws.addRow(['K-1', 'lakás', 'kiadó', 'Budapest', 250000, 'Ft', 55, 30000]);
  ws.addRow(['E-1', 'lakás', 'eladó', 'Budapest', 45000000, 'Ft', 62, 25000]);
  await wb.xlsx.writeFile(book);
});

const online = kit.online;

describe('office defaults (command line)', () => {
  it("validate takes the price's currency for the overhead and a monthly period for the rent, and says so", async () => {
    const c = captureIo();
    expect(await runValidateCommand(book, { ...online(), json: true }, c.io)).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as Report;
    expect(report.rows.map((r) => `${r.row}:${r.status}`)).toEqual(['2:valid', '3:valid']);
    const said = JSON.stringify(report.summary.office_defaults);
    expect(said).toContain('monthly');
    expect(said).toContain('currency');
  });

  it('with --no-office-defaults the same rows are refused for the missing currency and period', async () => {
    const c = captureIo();
    expect(await runValidateCommand(book, { ...online(), json: true, officeDefaults: false }, c.io)).toBe(1);
    const report = JSON.parse(c.out.join('\n')) as Report;
    const fields = report.rows.flatMap((r) => r.problems.map((p) => `${r.row}:${p.field}`));
    expect(fields).toEqual(expect.arrayContaining(['2:price.price_period', '2:price.overhead_currency']));
  });
});

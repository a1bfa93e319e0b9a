// The office defaults on the command line as in the app: an overhead without a currency column takes the price's
// currency, and a rent without a period is monthly; both are said, and --no-office-defaults refuses them again.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';

let dir: string;
let sandbox: RunningSandbox;
let book: string;

function capture() {
  const out: string[] = [];
  const errors: string[] = [];
  return { out, errors, io: { log: (s: string) => out.push(s), error: (s: string) => errors.push(s) } };
}

interface Report {
  readonly summary: Record<string, unknown>;
  readonly rows: readonly { row: number; status: string; problems: readonly { field: string }[] }[];
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cli-defaults-'));
  process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  book = path.join(dir, 'kiadok.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Pénznem', 'Alapterület', 'Rezsi']);
  ws.addRow(['K-1', 'lakás', 'kiadó', 'Budapest', 250000, 'Ft', 55, 30000]);
  ws.addRow(['E-1', 'lakás', 'eladó', 'Budapest', 45000000, 'Ft', 62, 25000]);
  await wb.xlsx.writeFile(book);
});

beforeEach(async () => {
  process.env.LISTING_IMPORTER_DATA_DIR = await mkdtemp(path.join(dir, 'home-'));
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const online = () => ({ officeId: String(DEMO.offices.budapest), baseUrl: sandbox.baseUrl, user: 'demo' });

describe('office defaults (command line)', () => {
  it("validate takes the price's currency for the overhead and a monthly period for the rent, and says so", async () => {
    const c = capture();
    expect(await runValidateCommand(book, { ...online(), json: true }, c.io)).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as Report;
    expect(report.rows.map((r) => `${r.row}:${r.status}`)).toEqual(['2:valid', '3:valid']);
    const said = JSON.stringify(report.summary.office_defaults);
    expect(said).toContain('monthly');
    expect(said).toContain('currency');
  });

  it('with --no-office-defaults the same rows are refused for the missing currency and period', async () => {
    const c = capture();
    expect(await runValidateCommand(book, { ...online(), json: true, officeDefaults: false }, c.io)).toBe(1);
    const report = JSON.parse(c.out.join('\n')) as Report;
    const fields = report.rows.flatMap((r) => r.problems.map((p) => `${r.row}:${p.field}`));
    expect(fields).toEqual(expect.arrayContaining(['2:price.price_period', '2:price.overhead_currency']));
  });
});

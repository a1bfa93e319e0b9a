import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cli-validate-login-'));
  process.env.LISTING_IMPORTER_DATA_DIR = path.join(dir, 'data');
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  book = path.join(dir, 'ingatlanok.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Kerület', 'Ár', 'Alapterület']);
  ws.addRow(['P-1', 'lakás', 'eladó', 'Budapest', 'XIII. kerület', '45 000 000 Ft', 62]);
  await wb.xlsx.writeFile(book);
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('validate with a refused log-in', () => {
  it('exits 2 even when reference data is cached, and counts the refusal in the shared fault budget', async () => {
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    const good = capture();
    // The first, successful run fills the reference cache.
    expect(
      await runValidateCommand(book, { officeId: '1', baseUrl: sandbox.baseUrl, user: 'demo', json: true }, good.io),
    ).toBe(0);
    process.env.LISTING_API_PASSWORD = 'rossz-jelszo';
    const bad = capture();
    expect(
      await runValidateCommand(book, { officeId: '1', baseUrl: sandbox.baseUrl, user: 'demo', json: true }, bad.io),
    ).toBe(2);
    expect(bad.errors.join('\n')).toMatch(/refused user "demo"/);
    expect(bad.errors.join('\n')).not.toContain('rossz-jelszo');
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    const budgetDir = path.join(dir, 'data', 'fault-budget');
    const [file] = (await readdir(budgetDir)).filter((n) => n.endsWith('.json'));
    const ledger = JSON.parse(await readFile(path.join(budgetDir, file ?? ''), 'utf8')) as { faults: number[] };
    // GET /region and GET /office, both refused.
    expect(ledger.faults.length).toBe(2);
  });
});

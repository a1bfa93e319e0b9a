import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { DEMO } from '../../src/sandbox';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';

const kit = useDemoSandbox('cli-validate-login-');
let book: string;

beforeAll(async () => {
  book = path.join(kit.dir, 'ingatlanok.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Kerület', 'Ár', 'Alapterület']);
  ws.addRow(['P-1', 'lakás', 'eladó', 'Budapest', 'XIII. kerület', '45 000 000 Ft', 62]);
  await wb.xlsx.writeFile(book);
});

describe('validate with a refused log-in', () => {
  it('exits 2 even when reference data is cached, and counts the refusal in the shared fault budget', async () => {
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    const good = captureIo();
    // The first, successful run fills the reference cache.
    expect(
      await runValidateCommand(book, { officeId: '1', baseUrl: kit.baseUrl, user: 'demo', json: true }, good.io),
    ).toBe(0);
    process.env.LISTING_API_PASSWORD = 'rossz-jelszo';
    const bad = captureIo();
    expect(
      await runValidateCommand(book, { officeId: '1', baseUrl: kit.baseUrl, user: 'demo', json: true }, bad.io),
    ).toBe(2);
    expect(bad.errors.join('\n')).toMatch(/refused user "demo"/);
    expect(bad.errors.join('\n')).not.toContain('rossz-jelszo');
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    const budgetDir = path.join(kit.home, 'fault-budget');
    const [file] = (await readdir(budgetDir)).filter((n) => n.endsWith('.json'));
    const ledger = JSON.parse(await readFile(path.join(budgetDir, file ?? ''), 'utf8')) as { faults: number[] };
    // GET /region and GET /office, both refused.
    expect(ledger.faults.length).toBe(2);
  });
});

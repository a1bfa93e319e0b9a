import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { formatMessage } from '../../src/catalog';
import { IMPORT_REFERENCE_MESSAGES } from '../../src/engine/pipeline';
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
  it('checks with the saved copy, says in both languages that the log-in was refused, and counts the refusal in the shared fault budget', async () => {
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    const good = captureIo();
    // The first, successful run fills the reference cache.
    expect(
      await runValidateCommand(book, { officeId: '1', baseUrl: kit.baseUrl, user: 'demo', json: true }, good.io),
    ).toBe(0);
    process.env.LISTING_API_PASSWORD = 'rossz-jelszo';
    const bad = captureIo();
    // Validation offline with the copy is fine; an upload is not (docs/upload.md, "A refused log-in").
    expect(
      await runValidateCommand(book, { officeId: '1', baseUrl: kit.baseUrl, user: 'demo', json: true }, bad.io),
    ).toBe(0);
    const told = (lang: 'en' | 'hu'): string =>
      formatMessage(IMPORT_REFERENCE_MESSAGES.loginRefusedWithCopy, lang, { user: 'demo', age: '<age>' }).split(
        '<age>',
      )[0] ?? '';
    expect(bad.errors.join('\n')).toContain(told('en'));
    expect(bad.errors.join('\n')).toContain(told('hu'));
    expect(bad.errors.join('\n')).not.toContain('rossz-jelszo');
    const report = JSON.parse(bad.out.join('\n')) as { summary: { reference: string } };
    expect(report.summary.reference).toContain(told('en'));
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    const budgetDir = path.join(kit.home, 'fault-budget');
    const [file] = (await readdir(budgetDir)).filter((n) => n.endsWith('.json'));
    const ledger = JSON.parse(await readFile(path.join(budgetDir, file ?? ''), 'utf8')) as { faults: number[] };
    // GET /region and GET /office, both refused.
    expect(ledger.faults.length).toBe(2);
  });
});

// An upload that wrote its results says where in English, then in Hungarian on the next line (docs/messages.md,
// "Command line"); the English line as before (cli-upload-results.test.ts checks it too), and neither with --json.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { bilingualLines } from '../support/bilingual-lines';

const kit = useDemoSandbox('cli-upload-kiirva-');

/** One seller the service takes (its e-mail is required), so the upload ends with exit code 0. */
async function writeSeller(file: string, name: string, phone: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Értékesítők').addRows([
    ['Név', 'Telefonszám', 'E-mail (belső)'],
    [name, phone, `${phone.replace(/\D/g, '')}@iroda.hu`],
  ]);
  await wb.xlsx.writeFile(file);
}

describe('upload: where the results were written', () => {
  it('the English as before, then the Hungarian naming the file', async () => {
    const book = path.join(kit.dir, 'eladok.xlsx');
    await writeSeller(book, 'Kiírás Anna', '+36 30 555 0501');
    const c = captureIo();
    expect(await runUploadCommand(book, kit.online(), c.io)).toBe(0);
    const [en, hu] = bilingualLines(c.errors, 'upload: results written to ');
    const written = path.join(kit.dir, 'eladok.results.xlsx');
    expect(en).toBe(`upload: results written to ${written}`);
    expect(hu).toBe(`Az eredmények a(z) ${written} fájlba kerültek`);
    expectNoEnglishSentence(hu);
  });

  it('--json: the line in neither language', async () => {
    const book = path.join(kit.dir, 'eladok-json.xlsx');
    await writeSeller(book, 'Kiírás Béla', '+36 30 555 0502');
    const c = captureIo();
    expect(await runUploadCommand(book, { ...kit.online(), json: true }, c.io)).toBe(0);
    const errors = c.errors.join('\n');
    expect(errors).not.toContain('results written to');
    expect(errors).not.toContain('fájlba kerültek');
  });
});

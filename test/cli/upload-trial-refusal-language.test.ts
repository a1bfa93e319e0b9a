// An upload whose results could not be written where they go (its trial write-back, before anything is sent) says so
// in English, then in Hungarian on the next line (docs/messages.md, "Command line"): the write-back's reason, which
// names paths and the file system's English, in Hungarian by its kind or the engine's own Hungarian, and the `--out`
// hint in both. The English lines stay as they were (cli-upload-results.test.ts checks them too); the exit code is 2.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { bilingualLines } from '../support/bilingual-lines';

const kit = useDemoSandbox('cli-upload-proba-');

async function writeSellers(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Értékesítők').addRows([
    ['Név', 'Telefonszám', 'E-mail (belső)'],
    ['Próba Anna', '+36 30 555 0301', 'proba.anna@iroda.hu'],
  ]);
  await wb.xlsx.writeFile(file);
}

/** The refusal's English line and the Hungarian line under it. */
async function refused(book: string, out: string): Promise<readonly [string, string]> {
  const c = captureIo();
  expect(await runUploadCommand(book, { ...kit.online(), out }, c.io)).toBe(2);
  const [en, hu] = bilingualLines(c.errors, 'upload: nothing was sent: ');
  expectNoEnglishSentence(hu);
  return [en, hu];
}

describe('upload: results that could not be written where asked, before sending', () => {
  it('a folder that is a file: the English with the --out hint, then the Hungarian naming the file', async () => {
    const book = path.join(kit.dir, 'eladok.xlsx');
    await writeSellers(book);
    const blocker = path.join(kit.dir, 'egy-fajl');
    await writeFile(blocker, 'no folder here');
    const out = path.join(blocker, 'eredmeny.xlsx');
    const [en, hu] = await refused(book, out);
    expect(en).toMatch(
      new RegExp(`^upload: nothing was sent: the results could not be written to ${escaped(out)}: .*\\.$`),
    );
    expect(en).toMatch(/\. Give --out with a writable place\.$/);
    expect(hu).toMatch(new RegExp(`^Semmi sem ment el: az eredmények nem írhatók a\\(z\\) ${escaped(out)} fájlba: `));
    expect(hu).toContain('a fájl nem hozható létre');
    expect(hu).toMatch(/\. Adjon meg a --out kapcsolóval írható helyet\.$/);
    // The reason's own full stop is not doubled before the hint.
    expect(en).not.toMatch(/\.\. Give/);
    expect(hu).not.toMatch(/\.\. Adjon/);
  });

  it("an output named for another format: the engine's own Hungarian, no --out hint", async () => {
    const book = path.join(kit.dir, 'eladok-nev.xlsx');
    await writeSellers(book);
    const [en, hu] = await refused(book, path.join(kit.dir, 'results.csv'));
    expect(en).toMatch(
      /^upload: nothing was sent: results\.csv ends in \.csv, but the results are written into a copy/,
    );
    expect(en).not.toContain('--out with a writable place');
    expect(hu).toMatch(/^Semmi sem ment el: results\.csv \.csv végződésű/);
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

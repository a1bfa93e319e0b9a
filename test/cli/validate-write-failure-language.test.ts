// `validate --out` whose workbook cannot be written says why in English, then in Hungarian on the next line, naming the
// file it tried to write (the default results path when `--out` is given empty), the Hungarian with no English
// sentence: the engine's Hungarian where it has one, else what the refusal's kind means (docs/messages.md, "Command
// line"); the exit code stays 2.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { captureIo } from '../support/cli-io-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { writeOneSellerWorkbook } from '../support/one-seller-workbook';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('cli-validate-write-');
let book = '';

beforeEach(async () => {
  // No saved reference data in a data folder of the test's own: validate reads no other connection's.
  process.env.LISTING_IMPORTER_DATA_DIR = path.join(temp.dir, 'home');
  book = path.join(temp.dir, 'ertekesitok.xlsx');
  await writeOneSellerWorkbook(book);
});

/** The lines the command wrote to stderr that tell why the workbook was not written (the last two). */
async function refused(out: string): Promise<readonly [string, string]> {
  const c = captureIo();
  expect(await runValidateCommand(book, { out }, c.io)).toBe(2);
  const lines = c.errors.join('\n').split('\n');
  const en = lines.at(-2) ?? '';
  const hu = lines.at(-1) ?? '';
  expectNoEnglishSentence(hu);
  return [en, hu];
}

describe('validate --out that cannot be written', () => {
  it('a folder that does not exist: the English, then the Hungarian naming the file', async () => {
    const out = path.join(temp.dir, 'nincs-ilyen-mappa', 'eredmeny.xlsx');
    const [en, hu] = await refused(out);
    expect(en).toMatch(new RegExp(`^validate: could not write ${escaped(out)}: Cannot create a file in .*ENOENT`));
    expect(hu).toMatch(new RegExp(`^A\\(z\\) ${escaped(out)} fájl írása nem sikerült: a fájl nem hozható létre`));
  });

  it('--out given empty: the default results path is named, not the empty value, with --overwrite offered', async () => {
    const taken = path.join(temp.dir, 'ertekesitok.results.xlsx');
    await writeFile(taken, 'earlier results');
    const [en, hu] = await refused('');
    expect(en).toBe(
      `validate: ${taken} already exists; give --overwrite to replace it, or another --out. Nothing was written.`,
    );
    expect(hu).toMatch(new RegExp(`^A\\(z\\) ${escaped(taken)} már létezik; a cseréjéhez adja meg a --overwrite`));
    expect(await readFile(taken, 'utf8')).toBe('earlier results');
  });

  it('--overwrite replaces the file --out names', async () => {
    const taken = path.join(temp.dir, 'eredmeny.xlsx');
    await writeFile(taken, 'earlier results');
    const c = captureIo();
    // Exit 1 or 0 by the rows; 2 would be the refusal.
    expect(await runValidateCommand(book, { out: taken, overwrite: true }, c.io)).not.toBe(2);
    expect((await readFile(taken)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it("the engine's own Hungarian where it gives one (an output named for another format)", async () => {
    const out = path.join(temp.dir, 'eredmeny.csv');
    const [en, hu] = await refused(out);
    expect(en).toMatch(new RegExp(`^validate: could not write ${escaped(out)}: eredmeny\\.csv ends in \\.csv`));
    expect(hu).toMatch(
      new RegExp(`^A\\(z\\) ${escaped(out)} fájl írása nem sikerült: eredmeny\\.csv \\.csv végződésű`),
    );
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

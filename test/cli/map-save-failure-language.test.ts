// `map --save` to a place that takes no file says why in English, then in Hungarian on the next line, naming the file
// as given, the Hungarian with no English sentence (docs/messages.md, "Command line"); the exit code stays 2.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { captureIo } from '../support/cli-io-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('cli-map-save-');

describe('map --save that cannot be written', () => {
  it('prints the English line, then the Hungarian one naming the file, with no English sentence', async () => {
    const book = path.join(temp.dir, 'ertekesitok.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Értékesítők').addRow(['Név', 'Telefon', 'Email']);
    await wb.xlsx.writeFile(book);
    // A folder that does not exist: the template's write fails with ENOENT (nothing is made for it).
    const save = path.join(temp.dir, 'nincs-ilyen-mappa', 'hozzarendeles.json');
    const c = captureIo();
    expect(await runMapCommand(book, { save }, c.io)).toBe(2);
    const lines = c.errors.join('\n').split('\n');
    expect(lines).toEqual([
      `map: could not save the mapping to ${save}: Mapping template ${save} cannot be written (ENOENT).`,
      `A hozzárendelés nem menthető ide: ${save}: A(z) ${save} hozzárendelési sablon nem írható (ENOENT).`,
    ]);
    expectNoEnglishSentence(lines[1] ?? '');
  });
});

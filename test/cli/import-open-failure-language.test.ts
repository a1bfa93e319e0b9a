// `validate` and `upload` on a workbook they cannot open or read say why in English, then in Hungarian on the next line
// (docs/messages.md, "Command line"), as `map` does: the reader's own words in each language
// (`WorkbookError.messageHu`), the Hungarian naming the file with no English sentence; the English line as before and
// the exit code 2.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import type { CapturedIo } from '../support/cli-io-kit';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { bilingualLines } from '../support/bilingual-lines';

const kit = useDemoSandbox('cli-megnyitas-');

/** The refusal's English line and the Hungarian line under it. */
function refusal(c: CapturedIo, command: string, book: string): readonly [string, string] {
  const [en, hu] = bilingualLines(c.errors, `${command}: ${book}: `);
  expectNoEnglishSentence(hu);
  return [en, hu];
}

describe('validate and upload on a workbook that cannot be opened', () => {
  it('validate, a workbook that does not exist: the English, then the Hungarian naming it', async () => {
    const book = path.join(kit.dir, 'nincs-ilyen.xlsx');
    const c = captureIo();
    expect(await runValidateCommand(book, {}, c.io)).toBe(2);
    const [en, hu] = refusal(c, 'validate', book);
    expect(en).toMatch(new RegExp(`^validate: ${escaped(book)}: .+`));
    expect(hu).toMatch(new RegExp(`^A\\(z\\) ${escaped(book)} munkafüzet nem olvasható: .+`));
  });

  it("upload, a file that is no workbook: the English, then the reader's Hungarian after the file", async () => {
    const book = path.join(kit.dir, 'hirdetesek.xlsx');
    await writeFile(book, 'ez nem munkafüzet');
    const c = captureIo();
    expect(await runUploadCommand(book, kit.online(), c.io)).toBe(2);
    const [en, hu] = refusal(c, 'upload', book);
    expect(en).toMatch(new RegExp(`^upload: ${escaped(book)}: .+`));
    expect(hu).toMatch(new RegExp(`^A\\(z\\) ${escaped(book)} munkafüzet nem olvasható: .+`));
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

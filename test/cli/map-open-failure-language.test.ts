// `map` on a workbook it cannot open or read says why in English, then in Hungarian on the next line (docs/messages.md,
// "Command line"): the reader's own words in each language (`WorkbookError.messageHu`), the Hungarian naming the file
// with no English sentence; the English line as before and the exit code 2.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { captureIo } from '../support/cli-io-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const temp = useTempFolderPerTest('cli-map-megnyitas-');

async function refused(book: string): Promise<readonly string[]> {
  const c = captureIo();
  expect(await runMapCommand(book, {}, c.io)).toBe(2);
  const lines = c.errors.join('\n').split('\n');
  expect(lines, lines.join('\n')).toHaveLength(2);
  expectNoEnglishSentence(lines[1] ?? '');
  return lines;
}

describe('map on a workbook that cannot be opened', () => {
  it('a workbook that does not exist: the English, then the Hungarian naming it', async () => {
    const book = path.join(temp.dir, 'nincs-ilyen.xlsx');
    const [en, hu] = await refused(book);
    expect(en).toMatch(new RegExp(`^map: ${escaped(book)}: .+`));
    expect(hu).toMatch(new RegExp(`^A\\(z\\) ${escaped(book)} munkafüzet nem olvasható: .+`));
  });

  it("a file that is no workbook: the reader's Hungarian after the file", async () => {
    const book = path.join(temp.dir, 'hirdetesek.xlsx');
    await writeFile(book, 'ez nem munkafüzet');
    const [en, hu] = await refused(book);
    expect(en).toMatch(new RegExp(`^map: ${escaped(book)}: .+`));
    expect(hu).toMatch(new RegExp(`^A\\(z\\) ${escaped(book)} munkafüzet nem olvasható: .+`));
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

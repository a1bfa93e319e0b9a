// A workbook the reader refuses (over a limit of docs/limits.md, damaged) is explained in the UI language: the
// reader's own Hungarian text, with its figures and the user's file name, not the English one (docs/reader.md).
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/app-services/dispatch';
import { buildXlsx } from '../support/test-zips';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-open-hu-');

async function openError(file: string): Promise<string> {
  const r = await dispatch(h.services.handlers, 'openWorkbook', { file: { kind: 'path', path: file } });
  if (r.ok) throw new Error('expected the workbook to be refused');
  expect(r.error.code).toBe('bad_workbook');
  return r.error.message;
}

describe('open errors in the UI language', () => {
  it('a CSV cell over 32,767 characters: in Hungarian, naming the file, the cell and the limit', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const file = join(h.dir, 'hirdetések.csv');
    await writeFile(file, `Cím;Leírás\nVáci út 1.;"${'é'.repeat(32_768)}"\n`);
    expect(await openError(file)).toBe(
      'hirdetések.csv B2 cellája több mint 32 767 karaktert tartalmaz, többet, mint az Excel cellánkénti ' +
        'korlátja; egy soha le nem zárt idézőjel is ezt okozza. Javítsa ki a cellát, és próbálja újra.',
    );
  });

  it('the same file in the English UI keeps the English message', async () => {
    await h.call('setLanguage', { language: 'en', remember: false });
    const file = join(h.dir, 'listings.csv');
    await writeFile(file, `Cím;Leírás\nVáci út 1.;"${'é'.repeat(32_768)}"\n`);
    expect(await openError(file)).toMatch(/^listings\.csv cell B2 holds more than 32,767 characters/);
  });

  it('a part that claims to unpack past the limit (a zip bomb): in Hungarian, naming the part', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const file = join(h.dir, 'bomba.xlsx');
    const sheet = '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cím</t></is></c></row></sheetData>';
    await writeFile(file, buildXlsx([{ name: 'Lap', body: sheet, declaredSize: 1536 * 1024 * 1024 }]));
    const text = await openError(file);
    expect(text).toMatch(/^A munkafüzet xl\/worksheets\/sheet1\.xml része .*1 536 MB/);
    expect(text).toContain('zip-bomba');
  });

  it('a named pipe and a device: refused at once in Hungarian, saying what they are', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const pipe = join(h.dir, 'hirdetések.csv');
    await promisify(execFile)('mkfifo', [pipe]);
    expect(await openError(pipe)).toMatch(/^hirdetések\.csv nevesített csővezeték \(FIFO\), nem munkafüzet-fájl\./);
    expect(await openError('/dev/null')).toMatch(/^null eszköz, nem munkafüzet-fájl\./);
  });

  it('a text file with no table: refused in English, not opened with no rows', async () => {
    await h.call('setLanguage', { language: 'en', remember: false });
    const file = join(h.dir, 'notes.txt');
    await writeFile(file, 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin\n');
    expect(await openError(file)).toMatch(/^notes\.txt is a text file but holds no table/);
  });
});

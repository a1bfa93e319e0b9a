// `validate --out` on a CSV whose encoding lacks characters of the results warns in English, then in Hungarian on the
// next line (docs/messages.md, "Command line"): the English line as before, the Hungarian under its own label.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { captureIo } from '../support/cli-io-kit';
import { useTempFolderPerTest } from '../support/temp-folder-kit';
import { windows1250Bytes } from '../support/windows-1250-bytes';

const temp = useTempFolderPerTest('cli-validate-kodolas-');

beforeEach(() => {
  // No saved reference data in a data folder of the test's own: validate reads no other connection's.
  process.env.LISTING_IMPORTER_DATA_DIR = path.join(temp.dir, 'home');
});

describe('validate --out into a CSV of its own encoding', () => {
  it('the characters it lacks: the English warning, then the Hungarian', async () => {
    // Letters Windows-1250 and ISO-8859-2 write alike: the results get only characters both have, so the Hungarian
    // quotation marks of the refused row's message are written as "?".
    const text = 'Név;Telefonszám;Import action\r\nŐsz Ödön;+36 30 555 0401;xyz\r\n';
    const book = path.join(temp.dir, 'eladok.csv');
    await writeFile(book, windows1250Bytes(text));
    const c = captureIo();
    expect(await runValidateCommand(book, { out: '' }, c.io)).toBe(1);
    const lines = c.errors.join('\n').split('\n');
    const at = lines.findIndex((l) => l.startsWith('validate: warning: '));
    expect(at, lines.join('\n')).toBeGreaterThanOrEqual(0);
    expect(lines.slice(at, at + 2)).toEqual([
      'validate: warning: eladok.results.csv keeps its own text encoding, which has no "„" "”": each was written into ' +
        'the results as "?".',
      'Figyelmeztetés: eladok.results.csv megtartja a saját kódolását, amelyben nincs "„" "”": az eredményekbe „?” ' +
        'került helyettük.',
    ]);
  });
});

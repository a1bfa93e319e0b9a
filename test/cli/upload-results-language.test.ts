// After an upload has sent its rows, what the command line says of writing its results is in English, then in
// Hungarian on the next line (docs/messages.md, "Command line"): the results kept in the journal but not written (the
// write-back's reason, which names paths and the file system's English, worded in Hungarian by its kind), and a CSV's
// characters its encoding lacks. The English lines stay as they were.
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { DEMO } from '../../src/sandbox';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import type { ForwardingRelay } from '../support/forwarding-relay';
import { startForwardingRelay } from '../support/forwarding-relay';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { bilingualLines } from '../support/bilingual-lines';
import { windows1250Bytes } from '../support/windows-1250-bytes';

const kit = useDemoSandbox('cli-upload-eredmeny-');
let relay: ForwardingRelay | null = null;

afterEach(async () => {
  await relay?.close();
  relay = null;
});

describe('upload: writing the results after sending', () => {
  it('results kept in the journal but not written: the English as before, then the Hungarian naming both files', async () => {
    const book = path.join(kit.dir, 'eladok.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Értékesítők').addRows([
      ['Név', 'Telefonszám', 'E-mail (belső)'],
      ['Napló Anna', '+36 30 555 0201', 'naplo.anna@iroda.hu'],
    ]);
    await wb.xlsx.writeFile(book);
    const out = path.join(kit.dir, 'eredmeny.xlsx');
    // The trial write passed before the first batch; a file of the output's name made while the batch is on its way
    // stops the real write (refused, not overwritten) after the rows were sent.
    let taken = false;
    relay = await startForwardingRelay(kit.baseUrl, {
      body: (req, body) => {
        if (!taken && req.method === 'POST' && /\/batch(\?|$)/.test(req.url ?? '')) {
          writeFileSync(out, 'made meanwhile');
          taken = true;
        }
        return body;
      },
    });
    const c = captureIo();
    const args = { baseUrl: relay.baseUrl, user: 'demo', officeId: String(DEMO.offices.budapest), out };
    expect(await runUploadCommand(book, args, c.io)).toBe(2);
    expect(taken).toBe(true);
    const [en, hu] = bilingualLines(c.errors, 'upload: the results are kept in the journal');
    expect(en).toMatch(
      new RegExp(
        `^upload: the results are kept in the journal \\(.*\\.jsonl\\), but could not be written to ${escaped(out)}: ` +
          `The output file .* (already exists|appeared while writing)`,
      ),
    );
    expect(hu).toMatch(
      new RegExp(`^Az eredmények megmaradtak a naplóban \\(.*\\.jsonl\\), de a\\(z\\) ${escaped(out)} fájlba`),
    );
    expect(hu).toContain('ilyen nevű fájl már van');
    expectNoEnglishSentence(hu);
  });

  it("a CSV's characters its encoding lacks: the English warning as before, then the Hungarian", async () => {
    // Letters Windows-1250 and ISO-8859-2 write alike: the results get only characters both have, so the Hungarian
    // quotation marks of the refused row's message are written as "?".
    const text = 'Név;Telefonszám;Import action\r\nŐsz Ödön;+36 30 555 0202;xyz\r\n';
    const book = path.join(kit.dir, 'eladok-regi.csv');
    await writeFile(book, windows1250Bytes(text));
    const c = captureIo();
    await runUploadCommand(book, kit.online(), c.io);
    const [en, hu] = bilingualLines(c.errors, 'upload: warning: ');
    expect(en).toBe(
      'upload: warning: eladok-regi.results.csv keeps its own text encoding, which has no "„" "”": each was written ' +
        'into the results as "?".',
    );
    expect(hu).toBe(
      'Figyelmeztetés: eladok-regi.results.csv megtartja a saját kódolását, amelyben nincs "„" "”": az eredményekbe ' +
        '„?” került helyettük.',
    );
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

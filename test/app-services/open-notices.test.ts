// The Open step's answer carries what the reader noticed but did not refuse: sheets it does not read (a chart sheet)
// with the reason, and header rows with two columns of one name, in the UI language.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildXlsx, buildZip } from '../support/test-zips';
import { useServices } from '../support/app-session-kit';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const h = useServices('li-open-notices-');

function cells(row: number, texts: readonly string[]): string {
  const c = texts.map((t, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${t}</t></is></c>`);
  return `<row r="${row}">${c.join('')}</row>`;
}

/** A worksheet whose header names "Ár" twice (B and C), beside a chart sheet. */
async function chartAndDuplicates(): Promise<string> {
  const relationships = (list: readonly (readonly [string, string, string])[]): string =>
    `<Relationships>${list.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`).join('')}</Relationships>`;
  const sheet = `<worksheet xmlns="${MAIN}"><sheetData>${cells(1, ['Cím', 'Ár', 'Ár'])}${cells(2, ['Váci út 1.', '100', '120'])}</sheetData></worksheet>`;
  const zip = buildZip([
    { name: '_rels/.rels', data: relationships([['r1', `${REL}/officeDocument`, 'xl/workbook.xml']]) },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Lakások" sheetId="1" r:id="w"/><sheet name="Grafikon" sheetId="2" r:id="c"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: relationships([
        ['w', `${REL}/worksheet`, 'worksheets/sheet1.xml'],
        ['c', `${REL}/chartsheet`, 'chartsheets/sheet1.xml'],
      ]),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
    { name: 'xl/chartsheets/sheet1.xml', data: `<chartsheet xmlns="${MAIN}"/>` },
  ]);
  const file = join(h.dir, 'lakasok.xlsx');
  await writeFile(file, zip);
  return file;
}

describe('what the Open step reports beside the sheets', () => {
  it('in Hungarian: the chart sheet with its reason, and the duplicate header', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: await chartAndDuplicates() } });
    expect(info.sheets.map((s) => s.name)).toEqual(['Lakások']);
    expect(info.skippedSheets).toEqual([
      { name: 'Grafikon', hidden: false, reason: 'diagramlap: diagramot tartalmaz, cellákat nem' },
    ]);
    expect(info.warnings).toEqual([
      {
        sheet: 'Lakások',
        text: expect.stringMatching(/^„Lakások” munkalap: a\(z\) B és C oszlop fejléce ugyanaz \(„Ár”\)/),
      },
    ]);
  });

  it('in English: the same, worded in English', async () => {
    await h.call('setLanguage', { language: 'en', remember: false });
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: await chartAndDuplicates() } });
    expect(info.skippedSheets).toEqual([
      { name: 'Grafikon', hidden: false, reason: 'a chart sheet: it holds a chart, no cells' },
    ]);
    expect(info.warnings?.[0]?.text).toMatch(/^Sheet "Lakások": columns B and C have the same header "Ár"/);
  });

  it('an empty sheet beside the table is said to be empty, not silently left out', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const zip = buildXlsx([
      { name: 'Lakások', body: `<sheetData>${cells(1, ['Cím', 'Ár'])}${cells(2, ['Váci út 1.', '100'])}</sheetData>` },
      { name: 'Jegyzetek', body: '<sheetData/>' },
    ]);
    const file = join(h.dir, 'ures-lappal.xlsx');
    await writeFile(file, zip);
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: file } });
    expect(info.sheets.map((s) => s.name)).toEqual(['Lakások']);
    expect(info.skippedSheets).toEqual([{ name: 'Jegyzetek', hidden: false, reason: 'üres' }]);
  });

  it('a CSV in ISO-8859-2 opens with a notice naming the encoding, in Hungarian', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const file = join(h.dir, 'crm-export.csv');
    // "Cím;Eladó\nŽilinai út 1.;Šimon Ödön\n": Ž (0xAE) and Š (0xA9) are ISO-8859-2's own bytes, ö (0xF6) both's.
    const bytes = [
      0x43, 0xed, 0x6d, 0x3b, 0x45, 0x6c, 0x61, 0x64, 0xf3, 0x0a, 0xae, 0x69, 0x6c, 0x69, 0x6e, 0x61, 0x69,
    ];
    const rest = Buffer.from(' út 1.;', 'latin1');
    rest[1] = 0xfa;
    await writeFile(
      file,
      Buffer.concat([
        Buffer.from(bytes),
        rest,
        Buffer.from([0xa9, 0x69, 0x6d, 0x6f, 0x6e, 0x20, 0xd6, 0x64, 0xf6, 0x6e, 0x0a]),
      ]),
    );
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: file } });
    expect(info.sheets[0]?.preview[1]?.cells).toEqual(['Žilinai út 1.', 'Šimon Ödön']);
    expect(info.warnings).toEqual([
      {
        sheet: 'crm-export',
        text:
          'crm-export.csv ISO-8859-2 kódolású szövegként olvasva, nem UTF-8-ként. A beleírt eredmények is ' +
          'ISO-8859-2 kódolásúak.',
      },
    ]);
  });

  it('a plain workbook reports neither', async () => {
    const file = join(h.dir, 'plain.csv');
    await writeFile(file, 'Cím;Ár\nVáci út 1.;100\n');
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: file } });
    expect(info.skippedSheets).toBeUndefined();
    expect(info.warnings).toBeUndefined();
  });
});

// Office conventions (docs/office-conventions.md) in the app's services: every interpretation listed with an example
// and switchable per column, and a word mapped by hand applied on the next workbook of the same office, reviewable and
// forgettable.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

let h: ServicesHarness;

beforeEach(async () => {
  h = await startServices('li-learned-words-');
});

afterEach(async () => {
  await h.close();
});

const HEADERS = ['Ref.szám', 'Kategória', 'Megbízás', 'Település', 'Ker.', 'Irányár (M Ft)', 'Szobák', 'Fűtés'];

async function workbook(name: string, rows: (string | number)[][]): Promise<string> {
  const path = join(h.dir, name);
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([HEADERS, ...rows]);
  await wb.xlsx.writeFile(path);
  return path;
}

async function open(path: string): Promise<void> {
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  const view = await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
  expect(view.sheets[0]?.columns.filter((c) => c.field === null).map((c) => c.header)).toEqual([]);
}

describe('interpretations in the app', () => {
  it('lists each one with an example and turns one off per column', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    await open(
      await workbook('a.xlsx', [['A-1', 'lakás', 'eladó', 'Budapest', 'XIII. ker.', 45.9, '2+1', 'gáz (cirkó)']]),
    );
    const listed = await h.call('getInterpretations', {});
    expect(listed.map((i) => [i.column, i.kind, i.on, i.example])).toEqual([
      // An English session: numbers and the half room in English.
      ['F', 'scale', true, '45.9 → 45,900,000 Ft'],
      ['F', 'currency', true, '45.9 → 45,900,000 Ft'],
      ['G', 'rooms_split', true, '2+1 → 2 + 1 half'],
    ]);
    expect(listed[0]?.what).toBe('numbers are in millions (M Ft)');
    expect((await h.call('validate', {})).counts).toMatchObject({ total: 1, valid: 1 });

    const off = await h.call('setInterpretation', { sheet: 'Ingatlanok', column: 'G', kind: 'rooms_split', on: false });
    expect(off.find((i) => i.kind === 'rooms_split')?.on).toBe(false);
    expect((await h.call('validate', {})).counts).toMatchObject({ total: 1, invalid: 1 });
    await h.call('setInterpretation', { sheet: 'Ingatlanok', column: 'G', kind: 'rooms_split', on: true });
    expect((await h.call('validate', {})).counts).toMatchObject({ total: 1, valid: 1 });
  });
});

describe('words learned once in the app', () => {
  it('remembers a word mapped by hand for the office and applies it to the next workbook until forgotten', async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    await open(
      await workbook('first.xlsx', [['L-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2, 'kondenzációs kazán']]),
    );
    const heating = (await h.call('getValueMappings', {})).find((c) => c.field === 'special.heating_type');
    const word = heating?.values.find((v) => v.raw === 'kondenzációs kazán');
    expect(word).toMatchObject({ code: null, source: 'none' });
    expect(word?.candidates.length).toBeGreaterThan(0);
    expect((await h.call('validate', {})).counts).toMatchObject({ invalid: 1 });

    const chosen = await h.call('setValueMapping', {
      sheet: 'Ingatlanok',
      column: 'H',
      raw: 'kondenzációs kazán',
      code: 'circulating',
    });
    expect(chosen.values.find((v) => v.raw === 'kondenzációs kazán')).toMatchObject({
      code: 'circulating',
      source: 'user',
    });
    expect(await h.call('listLearnedWords', {})).toMatchObject([
      { field: 'special.heating_type', value: 'kondenzációs kazán', code: 'circulating', from: 'app' },
    ]);

    // The next workbook of the same office: the word is applied and shown as remembered.
    await open(
      await workbook('second.xlsx', [['L-2', 'lakás', 'eladó', 'Budapest', 'XIII', 39.5, 3, 'kondenzációs kazán']]),
    );
    const again = (await h.call('getValueMappings', {})).find((c) => c.field === 'special.heating_type');
    expect(again?.values.find((v) => v.raw === 'kondenzációs kazán')).toMatchObject({
      code: 'circulating',
      source: 'learned',
    });
    expect((await h.call('validate', {})).counts).toMatchObject({ total: 1, valid: 1 });

    expect(
      await h.call('forgetLearnedWords', {
        words: [{ field: 'special.heating_type', value: 'kondenzációs kazán' }],
        all: false,
      }),
    ).toEqual([]);
    expect((await h.call('validate', {})).counts).toMatchObject({ total: 1, invalid: 1 });
  });

  it("keeps the office's words in the data folder, readable by the user only, and forgets them all at once", async () => {
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    await open(await workbook('one.xlsx', [['K-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9, 2, 'fatüzelés']]));
    await h.call('setValueMapping', { sheet: 'Ingatlanok', column: 'H', raw: 'fatüzelés', code: 'fireplace' });
    expect(await h.call('listLearnedWords', {})).toHaveLength(1);
    const store = join(h.dir, 'data', 'learned-words', 'office-1.json');
    expect((await stat(store)).mode & 0o777).toBe(0o600);
    expect(await h.call('forgetLearnedWords', { words: [], all: true })).toEqual([]);
    expect(JSON.parse(await readFile(store, 'utf8'))).toMatchObject({ officeId: 1, words: [] });
  });
});

// Words learned once in the CLI: a word mapped by hand in a mapping file is remembered for the office and applied
// on the next import of another workbook from that office, listed by `words`, and gone once forgotten.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWordsCommand } from '../../src/cli/commands/map-words-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { TEMPLATE_KIND } from '../../src/engine/mapping';
import { DEMO } from '../../src/sandbox';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import type { Cell } from '../hungarian/office-kit';
import { propertiesByReference, specialOf, writeWithOpenpyxl } from '../hungarian/office-kit';

// Each test its own data folder: remembered words of one test never reach another.
const kit = useDemoSandbox('cli-words-');
const OFFICE = String(DEMO.offices.budapest);
const HEADERS: Cell[] = ['Azonosító', 'Típus', 'Eladó/kiadó', 'Település', 'Kerület', 'Ár', 'Fűtés'];

async function workbook(name: string, rows: Cell[][]): Promise<string> {
  const file = path.join(kit.dir, name);
  await writeWithOpenpyxl(file, [{ name: 'Ingatlanok', rows: [HEADERS, ...rows] }]);
  return file;
}

async function validate(file: string, mapping?: string) {
  const c = captureIo();
  const opts = { baseUrl: kit.baseUrl, user: 'demo', officeId: OFFICE, ...(mapping ? { mapping } : {}) };
  const code = await runValidateCommand(file, opts, c.io);
  return { code, text: c.out.join('\n'), errors: c.errors };
}

describe('words learned once (CLI)', () => {
  it('applies a word mapped in a mapping file to the next workbook of the office, lists it, and forgets it', async () => {
    const first = await workbook('first.xlsx', [
      ['W-1', 'lakás', 'eladó', 'Budapest', 'XIII. ker.', '45 000 000 Ft', 'kondenzációs kazán'],
    ]);
    // Not understood: said so, with the closest allowed values; nothing is guessed.
    const before = await validate(first);
    expect(before.code).toBe(1);
    expect(before.text).toContain('"kondenzációs kazán" is not an allowed value; did you mean');

    const mappingFile = path.join(kit.dir, 'office-words.json');
    await writeFile(
      mappingFile,
      JSON.stringify({
        kind: TEMPLATE_KIND,
        version: 1,
        sheets: [],
        values: [{ field: 'special.heating_type', value: 'kondenzációs kazán', code: 'circulating' }],
      }),
    );
    const mapped = await validate(first, mappingFile);
    expect(mapped.errors).toEqual([]);
    expect(mapped.code).toBe(0);

    // Another workbook of the same office, without the mapping file: the word is remembered.
    const second = await workbook('second.xlsx', [
      ['W-2', 'lakás', 'eladó', 'Budapest', '13. kerület', '52 000 000 Ft', 'Kondenzációs  kazán'],
      ['W-3', 'lakás', 'eladó', 'Budapest', 'XIII', '48 000 000 Ft', 'kondenzációs kazán'],
    ]);
    const next = await validate(second);
    expect(next.code).toBe(0);
    expect(next.text).toContain(
      'remembered words of the office applied: special.heating_type "kondenzációs kazán" → circulating',
    );

    const up = captureIo();
    expect(
      await runUploadCommand(second, { baseUrl: kit.baseUrl, user: 'demo', officeId: OFFICE, json: true }, up.io),
    ).toBe(0);
    const held = await propertiesByReference(kit.client, DEMO.offices.budapest);
    expect(specialOf(held.get('W-2')).heating_type).toBe('circulating');
    expect(specialOf(held.get('W-3')).heating_type).toBe('circulating');

    const listed = captureIo();
    expect(await runWordsCommand({ officeId: OFFICE, json: true }, listed.io)).toBe(0);
    const words = JSON.parse(listed.out.join('\n')) as {
      words: { field: string; value: string; code: string; from: string }[];
    };
    expect(words.words).toMatchObject([
      { field: 'special.heating_type', value: 'kondenzációs kazán', code: 'circulating', from: 'office-words.json' },
    ]);

    const forgot = captureIo();
    expect(
      await runWordsCommand({ officeId: OFFICE, forget: ['special.heating_type=kondenzációs kazán'] }, forgot.io),
    ).toBe(0);
    expect(forgot.out[0]).toBe(`forgot 1 word(s) of office ${OFFICE}.`);
    expect((await validate(second)).code).toBe(1);
  });

  it('keeps the words of each office in its own file, readable by the user only', async () => {
    const file = await workbook('third.xlsx', [['W-9', 'lakás', 'eladó', 'Budapest', 'XIII', '1 Ft', 'fatüzelés']]);
    const mappingFile = path.join(kit.dir, 'third.json');
    await writeFile(
      mappingFile,
      JSON.stringify({
        kind: TEMPLATE_KIND,
        version: 1,
        sheets: [],
        values: [{ field: 'special.heating_type', value: 'fatüzelés', code: 'fireplace' }],
      }),
    );
    expect((await validate(file, mappingFile)).code).toBe(0);
    const store = path.join(kit.home, 'learned-words', `office-${OFFICE}.json`);
    expect((await stat(store)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(store, 'utf8'))).toMatchObject({
      officeId: DEMO.offices.budapest,
      words: [{ value: 'fatüzelés', code: 'fireplace' }],
    });
    const other = captureIo();
    expect(await runWordsCommand({ officeId: '999' }, other.io)).toBe(0);
    expect(other.out).toEqual(['office 999 has no remembered words.']);
  });

  it("puts the interpretations in validate's JSON summary", async () => {
    const file = path.join(kit.dir, 'json.xlsx');
    await writeWithOpenpyxl(file, [
      {
        name: 'Ingatlanok',
        rows: [
          ['Azonosító', 'Típus', 'Ügylet', 'Település', 'Ker.', 'Irányár (M Ft)'],
          ['J-1', 'lakás', 'eladó', 'Budapest', 'XIII', 45.9],
        ],
      },
    ]);
    const c = captureIo();
    expect(
      await runValidateCommand(file, { baseUrl: kit.baseUrl, user: 'demo', officeId: OFFICE, json: true }, c.io),
    ).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as { summary: { interpretations?: string[] } };
    expect(report.summary.interpretations).toEqual([
      // The command line writes English, numbers included.
      'Ingatlanok F (Irányár (M Ft)): numbers are in millions (M Ft), e.g. 45.9 → 45,900,000 Ft',
      "Ingatlanok F (Irányár (M Ft)): amounts are in HUF (M Ft); fills the row's currency when it has none, e.g. 45.9 → 45,900,000 Ft",
    ]);
  });

  it('refuses a forget that names no word', async () => {
    const c = captureIo();
    expect(await runWordsCommand({ officeId: OFFICE, forget: ['kazán'] }, c.io)).toBe(2);
    expect(c.errors[0]).toContain('must be <field>=<word>');
  });
});

// The command line's own argument errors in English, then in Hungarian on the next line, each naming the option and
// the value given (docs/messages.md, "Command line"); the exit code stays 2.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExportCommand } from '../../src/cli/commands/export-command';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { runWordsCommand } from '../../src/cli/commands/map-words-command';
import { runTemplateCommand } from '../../src/cli/commands/template-command';
import { runUndoCommand } from '../../src/cli/commands/undo-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import { writeOneSellerWorkbook } from '../support/one-seller-workbook';

const kit = useDemoSandbox('cli-argument-errors-');
const online = (): { baseUrl: string; user: string } => ({ baseUrl: kit.baseUrl, user: 'demo' });

/** The lines a command wrote to stderr. */
const errorLines = (c: ReturnType<typeof captureIo>): string[] => c.errors.join('\n').split('\n');

describe('argument errors in both languages', () => {
  it('upload: a number option, --sync-types and --sync-status are refused in English, then in Hungarian', async () => {
    const book = path.join(kit.dir, 'nincs.xlsx');
    const number = captureIo();
    expect(await runUploadCommand(book, { ...online(), concurrency: 'négy' }, number.io)).toBe(2);
    expect(errorLines(number)).toEqual([
      'upload: --concurrency must be a positive whole number; got "négy".',
      'A(z) --concurrency értéke pozitív egész szám kell legyen; ezt kapta: „négy”.',
    ]);
    const types = captureIo();
    expect(await runUploadCommand(book, { ...online(), syncTypes: 'kastély' }, types.io)).toBe(2);
    expect(errorLines(types)[1]).toMatch(
      /^--sync-types: Ismeretlen ingatlantípus: „kastély”; megengedett: .+ \(vagy „all”\)\.$/,
    );
    const status = captureIo();
    expect(await runUploadCommand(book, { ...online(), syncStatus: 'régi' }, status.io)).toBe(2);
    expect(errorLines(status)).toEqual([
      'upload: --sync-status must be active, inactive or any; got "régi".',
      'A --sync-status értéke active, inactive vagy any lehet; ezt kapta: „régi”.',
    ]);
  });

  it('export: --status, --updated-after, --lang and --type are refused in English, then in Hungarian', async () => {
    const base = { ...online(), out: path.join(kit.dir, 'export.xlsx') };
    const cases: readonly [Record<string, string>, string][] = [
      [{ status: 'eladva' }, 'A --status értéke active vagy inactive (aktív vagy inaktív) lehet; ezt kapta: „eladva”.'],
      [
        { updatedAfter: 'tegnap' },
        'A --updated-after értéke dátum (2026-01-31) vagy ISO 8601 időpont kell legyen; ezt kapta: „tegnap”.',
      ],
      [{ lang: 'de' }, '--lang: Ismeretlen nyelv: „de”; megengedett: hu, en.'],
      [
        { officeId: '0' } as Record<string, string>,
        'A(z) --office-id értéke pozitív egész szám kell legyen; ezt kapta: „0”.',
      ],
    ];
    for (const [opts, hu] of cases) {
      const c = captureIo();
      const given = 'officeId' in opts ? { officeId: [opts['officeId'] ?? ''] } : opts;
      expect(await runExportCommand({ ...base, ...given }, c.io)).toBe(2);
      expect(errorLines(c)).toHaveLength(2);
      expect(errorLines(c)[0]).toMatch(/^export: --/);
      expect(errorLines(c)[1]).toBe(hu);
    }
    const type = captureIo();
    expect(await runExportCommand({ ...base, type: 'kastély' }, type.io)).toBe(2);
    expect(errorLines(type)[0]).toMatch(/^export: --type: Unknown property type "kastély"; allowed: /);
    expect(errorLines(type)[1]).toMatch(/^--type: Ismeretlen ingatlantípus: „kastély”; megengedett: /);
  });

  it('upload: an existing --out is refused in English, then in Hungarian, before anything is sent', async () => {
    const book = path.join(kit.dir, 'elado.xlsx');
    await writeOneSellerWorkbook(book);
    const out = path.join(kit.dir, 'mar-van.xlsx');
    await writeFile(out, 'earlier results');
    const c = captureIo();
    expect(await runUploadCommand(book, { ...online(), officeId: '1', out }, c.io)).toBe(2);
    expect(errorLines(c)).toContain(
      `upload: ${out} already exists; give --overwrite to replace it, or another --out. Nothing was sent.`,
    );
    expect(errorLines(c)).toContain(
      `A(z) ${out} már létezik; a cseréjéhez adja meg a --overwrite kapcsolót, vagy adjon meg másik --out fájlt. ` +
        'Semmi sem lett elküldve.',
    );
  });

  it('words, template, map and undo refuse their arguments in English, then in Hungarian', async () => {
    const office = captureIo();
    expect(await runWordsCommand({}, office.io)).toBe(2);
    expect(errorLines(office)).toEqual([
      'words: --office-id is required: words are remembered per office.',
      'A --office-id megadása kötelező: a szavakat irodánként jegyzi meg a program.',
    ]);
    const forget = captureIo();
    expect(await runWordsCommand({ officeId: '1', forget: ['fűtés'] }, forget.io)).toBe(2);
    expect(errorLines(forget)[1]).toBe(
      'A --forget „fűtés” alakja <mező>=<szó> kell legyen, pl. special.heating_type=cirkófűtés.',
    );
    const template = captureIo();
    const templateIo = { ...template.io, reference: () => Promise.resolve({ reference: null, description: '' }) };
    expect(await runTemplateCommand({ out: path.join(kit.dir, 't.xlsx'), lang: 'de' }, templateIo)).toBe(2);
    expect(errorLines(template)).toEqual([
      'template: --lang: Unknown language "de"; allowed: hu, en.',
      '--lang: Ismeretlen nyelv: „de”; megengedett: hu, en.',
    ]);
    const map = captureIo();
    const missing = path.join(kit.dir, 'nincs-ilyen.json');
    expect(await runMapCommand(path.join(kit.dir, 'x.xlsx'), { mapping: missing }, map.io)).toBe(2);
    expect(errorLines(map)[0]).toMatch(/^map: mapping file .*nincs-ilyen\.json: /);
    expect(errorLines(map)[1]).toMatch(/^hozzárendelési fájl \(.*nincs-ilyen\.json\): A\(z\) .* nem létezik\.$/);
    const undo = captureIo();
    expect(await runUndoCommand('run-1', { ...online(), deleteCreated: '-3' }, undo.io)).toBe(2);
    expect(errorLines(undo)).toEqual([
      'undo: --delete-created must be a positive whole number; got "-3".',
      'A(z) --delete-created értéke pozitív egész szám kell legyen; ezt kapta: „-3”.',
    ]);
  });

  it('undo and export refuse a half connection and a missing password in English, then in Hungarian', async () => {
    const half = captureIo();
    expect(await runUndoCommand('run-1', { baseUrl: kit.baseUrl }, half.io)).toBe(2);
    expect(errorLines(half)).toEqual([
      'undo: --base-url and --user go together; give both, or neither to work offline.',
      'A --base-url és a --user csak együtt adható meg; adja meg mindkettőt, vagy egyiket sem, ha kapcsolat nélkül dolgozik.',
    ]);
    delete process.env.LISTING_API_PASSWORD;
    const password = captureIo();
    expect(await runExportCommand({ ...online(), out: path.join(kit.dir, 'e.xlsx') }, password.io)).toBe(2);
    expect(errorLines(password)).toEqual([
      'export: No JSON password: set the environment variable LISTING_API_PASSWORD, or run on a terminal to be asked.',
      'Nincs JSON-jelszó: állítsa be a LISTING_API_PASSWORD környezeti változót, vagy futtassa terminálban, ' +
        'és a program megkérdezi.',
    ]);
  });

  it('validate --offline refuses a half connection in English, then in Hungarian', async () => {
    const book = path.join(kit.dir, 'offline.xlsx');
    await writeOneSellerWorkbook(book);
    const c = captureIo();
    expect(await runValidateCommand(book, { baseUrl: kit.baseUrl, offline: true }, c.io)).toBe(2);
    expect(errorLines(c)).toEqual([
      "validate: --base-url and --user go together; give both, or neither to use the last connection's saved data.",
      'A --base-url és a --user csak együtt adható meg; adja meg mindkettőt, vagy egyiket sem, ' +
        'ha a legutóbbi kapcsolat mentett adataival dolgozik.',
    ]);
  });

  it('--accept-warnings with an unknown kind and a missing --out are refused in English, then in Hungarian', async () => {
    const kinds = captureIo();
    expect(await runValidateCommand(path.join(kit.dir, 'x.xlsx'), { acceptWarnings: 'ár' }, kinds.io)).toBe(2);
    expect(errorLines(kinds)[0]).toMatch(/^validate: --accept-warnings: "ár" is not a warning kind/);
    expect(errorLines(kinds)[1]).toMatch(/^--accept-warnings: „ár” nem figyelmeztetésfajta, .*\(fajták: scale-slip, /);
    const out = captureIo();
    expect(await runExportCommand(online(), out.io)).toBe(2);
    expect(errorLines(out)).toEqual([
      'export: --out FILE is required (the workbook to write, e.g. --out export.xlsx).',
      'A --out FÁJL megadása kötelező (a megírandó munkafüzet, pl. --out export.xlsx).',
    ]);
  });
});

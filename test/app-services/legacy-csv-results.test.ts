// An upload from an ISO-8859-2 CSV in the app: it opens with a notice, and the results go back in ISO-8859-2 beside the
// user's bytes (characters it lacks would be named in the run's message; these results have none).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeCsvText } from '../../src/engine/workbook/csv-encoding';
import { statusWord } from '../../src/engine/model/result-headers';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

let h: ServicesHarness;

beforeEach(async () => {
  h = await startServices('li-legacy-csv-');
});

afterEach(async () => {
  await h.close();
});

describe('results of an ISO-8859-2 CSV', () => {
  it('are written in ISO-8859-2, the Hungarian invalid-row message included, with no replacement to report', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const workbook = join(h.dir, 'crm-eladok.csv');
    const text =
      'Név;Telefon;E-mail\r\nŠimon Ödön;+36 1 555 0001;simon@example.hu\r\nŽiga Űrs;+36 1 555 0002;nem e-mail\r\n';
    await writeFile(workbook, encodeCsvText(text, 'iso-8859-2', new Set()));
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: workbook } });
    expect(info.warnings?.[0]?.text).toMatch(/ISO-8859-2 kódolású szövegként olvasva/);
    await h.call('configureSheets', {
      sheets: info.sheets.map((s) => ({ name: s.name, role: 'sellers', headerRow: s.headerRow })),
    });
    await h.call('validate', {});
    const run = await h.call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ created: 1 });
    await h.call('saveResultsWorkbook', {});
    const results = new TextDecoder('iso-8859-2').decode(await readFile(h.offered() ?? ''));
    // Hungarian headers, so Hungarian statuses (docs/write-back.md, "The workbook's language").
    const [created, invalid] = [statusWord('created', 'hu'), statusWord('invalid', 'hu')];
    expect(results.split('\r\n')[1]).toMatch(
      new RegExp(`^Šimon Ödön;\\+36 1 555 0001;simon@example\\.hu;${created};\\d+`),
    );
    expect(results.split('\r\n')[2]?.startsWith(`Žiga Űrs;+36 1 555 0002;nem e-mail;${invalid};`)).toBe(true);
    expect(run.message).toBeNull();
  });

  it('names the characters an edited cell holds that ISO-8859-2 lacks, written as "?"', async () => {
    await h.call('setLanguage', { language: 'en', remember: false });
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const workbook = join(h.dir, 'crm-sellers.csv');
    await writeFile(
      workbook,
      encodeCsvText('Név;Telefon;E-mail\r\nŠimon Ödön;+36 1 555 0003;x\r\n', 'iso-8859-2', new Set()),
    );
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: workbook } });
    await h.call('configureSheets', {
      sheets: info.sheets.map((s) => ({ name: s.name, role: 'sellers', headerRow: s.headerRow })),
    });
    await h.call('validate', {});
    await h.call('editCell', { sheet: info.sheets[0]?.name ?? '', row: 2, index: 2, value: 'simon😀@example.hu' });
    const run = await h.call('startUpload', { dryRun: false });
    expect(run.message).toContain('which has no "😀": each was written into the results as "?"');
    await h.call('saveResultsWorkbook', {});
    const results = new TextDecoder('iso-8859-2').decode(await readFile(h.offered() ?? ''));
    expect(results.split('\r\n')[1]).toMatch(/^Šimon Ödön;\+36 1 555 0003;simon\?@example\.hu;/);
  });
});

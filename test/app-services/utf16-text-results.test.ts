// An upload from Excel's "Unicode text" (tab-separated UTF-16LE with its mark) in the app: it opens with a notice
// naming the encoding, and the results go back in UTF-16LE with its mark beside the user's bytes.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusWord } from '../../src/engine/model/result-headers';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

let h: ServicesHarness;

beforeEach(async () => {
  h = await startServices('li-utf16-text-');
});

afterEach(async () => {
  await h.close();
});

describe('results of a UTF-16 "Unicode text" file', () => {
  it('are written in UTF-16LE with its mark, the user rows as they were and the statuses in Hungarian', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    await h.call('connect', { profileId: 'sandbox', officeId: 1 });
    const workbook = join(h.dir, 'eladok.txt');
    const rows = [
      'Név\tTelefon\tE-mail',
      'Ősz Ödön 😀\t+36 1 555 0001\tosz@example.hu',
      'Űrs Éva\t+36 1 555 0002\tnem e-mail',
    ];
    await writeFile(workbook, Buffer.from(`\ufeff${rows.join('\r\n')}\r\n`, 'utf16le'));
    const info = await h.call('openWorkbook', { file: { kind: 'path', path: workbook } });
    expect(info.warnings?.[0]?.text).toMatch(/eladok\.txt UTF-16LE kódolású szövegként olvasva/);
    await h.call('configureSheets', {
      sheets: info.sheets.map((s) => ({ name: s.name, role: 'sellers', headerRow: s.headerRow })),
    });
    await h.call('validate', {});
    const run = await h.call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ created: 1 });
    await h.call('saveResultsWorkbook', {});
    const bytes = await readFile(h.offered() ?? '');
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    const lines = new TextDecoder('utf-16le', { fatal: true }).decode(bytes).split('\r\n');
    expect(lines[1]?.startsWith(`${rows[1]}\t${statusWord('created', 'hu')}\t`)).toBe(true);
    expect(lines[2]?.startsWith(`${rows[2]}\t${statusWord('invalid', 'hu')}\t`)).toBe(true);
    expect(run.message).toBeNull();
  });
});

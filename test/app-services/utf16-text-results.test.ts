// An upload from Excel's "Unicode text" (tab-separated UTF-16LE with its mark) in the app: it opens with a notice
// naming the encoding, and the results go back in UTF-16LE with its mark beside the user's bytes.
import { describe, expect, it } from 'vitest';
import { statusWord } from '../../src/engine/model/result-headers';
import { openSellerText, uploadAndSaveResults, useServices } from '../support/app-session-kit';

const h = useServices('li-utf16-text-');

describe('results of a UTF-16 "Unicode text" file', () => {
  it('are written in UTF-16LE with its mark, the user rows as they were and the statuses in Hungarian', async () => {
    const rows = [
      'Név\tTelefon\tE-mail',
      'Ősz Ödön 😀\t+36 1 555 0001\tosz@example.hu',
      'Űrs Éva\t+36 1 555 0002\tnem e-mail',
    ];
    const bytes = Buffer.from(`\ufeff${rows.join('\r\n')}\r\n`, 'utf16le');
    const info = await openSellerText(h, { language: 'hu', name: 'eladok.txt', bytes });
    expect(info.warnings?.[0]?.text).toMatch(/eladok\.txt UTF-16LE kódolású szövegként olvasva/);
    const { run, results } = await uploadAndSaveResults(h);
    expect(run).toMatchObject({ created: 1 });
    expect([results[0], results[1]]).toEqual([0xff, 0xfe]);
    const lines = new TextDecoder('utf-16le', { fatal: true }).decode(results).split('\r\n');
    expect(lines[1]?.startsWith(`${rows[1]}\t${statusWord('created', 'hu')}\t`)).toBe(true);
    expect(lines[2]?.startsWith(`${rows[2]}\t${statusWord('invalid', 'hu')}\t`)).toBe(true);
    expect(run.message).toBeNull();
  });
});

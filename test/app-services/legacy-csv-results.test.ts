// An upload from an ISO-8859-2 CSV in the app: it opens with a notice, and the results go back in ISO-8859-2 beside the
// user's bytes (characters it lacks would be named in the run's message; these results have none).
import { describe, expect, it } from 'vitest';
import { encodeCsvText } from '../../src/engine/workbook/csv-encoding';
import { statusWord } from '../../src/engine/model/result-headers';
import { openSellerText, uploadAndSaveResults, useServices } from '../support/app-session-kit';

const h = useServices('li-legacy-csv-');

const iso88592 = (text: string): Uint8Array => encodeCsvText(text, 'iso-8859-2', new Set());

describe('results of an ISO-8859-2 CSV', () => {
  it('are written in ISO-8859-2, the Hungarian invalid-row message included, with no replacement to report', async () => {
    const text =
      'Név;Telefon;E-mail\r\nŠimon Ödön;+36 1 555 0001;simon@example.hu\r\nŽiga Űrs;+36 1 555 0002;nem e-mail\r\n';
    const info = await openSellerText(h, { language: 'hu', name: 'crm-eladok.csv', bytes: iso88592(text) });
    expect(info.warnings?.[0]?.text).toMatch(/ISO-8859-2 kódolású szövegként olvasva/);
    const { run, results: bytes } = await uploadAndSaveResults(h);
    expect(run).toMatchObject({ created: 1 });
    const results = new TextDecoder('iso-8859-2').decode(bytes);
    // Hungarian headers, so Hungarian statuses (docs/write-back.md, "The workbook's language").
    const [created, invalid] = [statusWord('created', 'hu'), statusWord('invalid', 'hu')];
    expect(results.split('\r\n')[1]).toMatch(
      new RegExp(`^Šimon Ödön;\\+36 1 555 0001;simon@example\\.hu;${created};\\d+`),
    );
    expect(results.split('\r\n')[2]?.startsWith(`Žiga Űrs;+36 1 555 0002;nem e-mail;${invalid};`)).toBe(true);
    expect(run.message).toBeNull();
  });

  it('names the characters an edited cell holds that ISO-8859-2 lacks, written as "?"', async () => {
    const bytes = iso88592('Név;Telefon;E-mail\r\nŠimon Ödön;+36 1 555 0003;x\r\n');
    const info = await openSellerText(h, { language: 'en', name: 'crm-sellers.csv', bytes });
    await h.call('editCell', { sheet: info.sheets[0]?.name ?? '', row: 2, index: 2, value: 'simon😀@example.hu' });
    const { run, results } = await uploadAndSaveResults(h);
    expect(run.message).toContain('which has no "😀": each was written into the results as "?"');
    const text = new TextDecoder('iso-8859-2').decode(results);
    expect(text.split('\r\n')[1]).toMatch(/^Šimon Ödön;\+36 1 555 0003;simon\?@example\.hu;/);
  });
});

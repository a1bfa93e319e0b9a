// A row's message in the language asked: the run's own text in each language; a result of an older run, which holds
// only English, told in Hungarian by its error code with the English kept as the detail (docs/messages.md, "Results
// in both languages").
import { describe, expect, it } from 'vitest';
import { resultMessageText, rowMessage } from '../../../src/engine/model/result-headers';
import type { RowResult } from '../../../src/engine/model/row-result';

const failed = (r: Partial<RowResult>): RowResult => ({ row: 2, status: 'failed', ...r });

describe("a row's message", () => {
  it('is the run’s own text in each language', () => {
    const r = failed({ errorCode: 29, errorMessage: 'Quota used up.', errorMessageHu: 'A keret elfogyott.' });
    expect(rowMessage(r, 'en')).toBe('Quota used up.');
    expect(rowMessage(r, 'hu')).toBe('A keret elfogyott.');
  });

  it("of an older run's refusal reads in Hungarian by its error code, the service's words kept", () => {
    const r = failed({ errorCode: 29, errorMessage: 'Featured quota exceeded' });
    expect(rowMessage(r, 'hu')).toBe(
      'Az iroda kiemelt hirdetési kerete elfogyott, ezért ez a hirdetés nem emelhető ki; ' +
        'a korábbi eredmény angolul: Featured quota exceeded',
    );
    expect(rowMessage(failed({ errorCode: 99, errorMessage: 'Odd' }), 'hu')).toBe(
      'A szolgáltatás elutasította a kérést (99. hiba); a korábbi eredmény angolul: Odd',
    );
  });

  it('of an older run without an error code stays as it was written', () => {
    expect(rowMessage(failed({ errorMessage: 'Not sent.' }), 'hu')).toBe('Not sent.');
    expect(rowMessage(failed({}), 'hu')).toBeUndefined();
  });

  it("in a result cell follows the workbook's language", () => {
    const r = failed({ errorCode: 2, errorMessage: 'A value.', errorMessageHu: 'Egy érték.' });
    expect(resultMessageText(r, 'hu')).toBe('Egy érték.');
    expect(resultMessageText(r, 'en')).toBe('A value.');
  });
});

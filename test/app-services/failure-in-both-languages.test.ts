// A refusal thrown where the UI language is not known carries both texts of a catalog's message, and the contract
// boundary shows the one the user reads (docs/messages.md).
import { describe, expect, it } from 'vitest';
import { AppFailure, localizedFailure } from '../../src/app-services/app-failure';
import { rowsToSend } from '../../src/app-services/import-session/row-buckets';
import { checkBaseUrl } from '../../src/app-services/profile-store';
import { newSessionState } from '../../src/app-services/import-session/session-state';

function refusal(act: () => unknown = () => rowsToSend(newSessionState(), [], 'failed')): AppFailure {
  try {
    act();
  } catch (e) {
    if (e instanceof AppFailure) return e;
    throw e;
  }
  throw new Error('nothing was refused');
}

describe('a refusal in both languages', () => {
  it('resending with no failed row changed is refused in English and in Hungarian', () => {
    const e = refusal();
    expect(e.code).toBe('invalid_request');
    expect(e.message).toBe(
      'No failed row has changed since it failed; fix the failed rows in Review first, then resend them.',
    );
    expect((localizedFailure(e, 'hu') as AppFailure).message).toBe(
      'Egyik sikertelen sor sem változott a hiba óta; előbb javítsa őket az Ellenőrzés lépésben, aztán küldje újra.',
    );
    expect(localizedFailure(e, 'en')).toBe(e);
  });

  it("a profile's address without https is refused in English and in Hungarian", () => {
    const e = refusal(() => checkBaseUrl('http://example.hu/api/json/v3'));
    expect(e.message).toBe(
      '"http://example.hu/api/json/v3" must start with https:// (plain http is only allowed for this computer).',
    );
    expect((localizedFailure(e, 'hu') as AppFailure).message).toBe(
      '„http://example.hu/api/json/v3” címnek https://-sel kell kezdődnie (sima http csak ezen a gépen engedett).',
    );
  });
});

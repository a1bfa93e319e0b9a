// The sync preview's confirmation agrees with its count in Hungarian as in English: one listing "válik" inactive,
// several "válnak".
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/renderer/src/i18n/translator';
import { UI_MESSAGES } from '../../src/renderer/src/i18n/ui-messages';

describe("the sync confirmation's verb", () => {
  const hu = translator(UI_MESSAGES, 'hu');

  it('is singular for one listing', () => {
    expect(hu('syncConfirm', { count: '1' })).toBe(
      '1 hirdetés visszavonása? A portálon inaktívvá válik; semmi sem törlődik.',
    );
  });

  it('is plural for several', () => {
    expect(hu('syncConfirm', { count: '2' })).toBe(
      '2 hirdetés visszavonása? A portálon inaktívvá válnak; semmi sem törlődik.',
    );
  });
});

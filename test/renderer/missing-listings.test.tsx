// The upload step's sync preview: the missing listings named as the engine words them (office, Service ID, reference,
// address, status; missing-listing-words.ts, the command line's wording too), in the UI language.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MissingListings } from '../../src/renderer/src/components/missing-listings';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { describeMissing } from '../../src/engine/upload/missing-listing-words';
import type { SyncPreview } from '../../src/shared/contract';

type Listing = Omit<SyncPreview['missing'][number], 'description'>;

/** A missing listing as the app service sends it: with the engine's description. */
function described(m: Listing, names: ReadonlyMap<number, string> = new Map()): SyncPreview['missing'][number] {
  return { ...m, description: describeMissing(m, names) };
}

const PREVIEW: SyncPreview = {
  offices: [1],
  missing: [
    described({
      id: 700101,
      officeId: 1,
      transferId: 'X-1',
      status: 'active',
      address: 'Váci út 1.',
      externalId: null,
    }),
    described({ id: 700102, officeId: 1, transferId: null, status: 'inactive', address: null, externalId: 'BP-2' }),
  ],
  withdrawable: 1,
};

function html(node: ReactElement, lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(<I18nContext.Provider value={makeI18n(lang)}>{node}</I18nContext.Provider>);
}

function props(preview: SyncPreview) {
  return { preview, chosen: new Set<number>(), onChoose: () => undefined, disabled: false };
}

describe('the sync preview', () => {
  it('names each missing listing, in Hungarian and English', () => {
    const hu = html(<MissingListings {...props(PREVIEW)} />, 'hu');
    expect(hu).toContain('2 hirdetés van a portálon, amely nincs a munkafüzetben (ebből 1 még nincs visszavonva):');
    expect(hu).toContain('1. iroda: szolgáltatói azonosító: 700101, hirdetés azonosító: X-1, Váci út 1., aktív');
    expect(hu).toContain('1. iroda: szolgáltatói azonosító: 700102, kód: BP-2, inaktív');
    // Only the listing not withdrawn yet can be ticked, and it is not ticked at first.
    expect(hu.match(/type="checkbox"/g)).toHaveLength(1);
    expect(hu).not.toContain('checked=""');
    const en = html(<MissingListings {...props(PREVIEW)} />, 'en');
    expect(en).toContain('2 listings on the portal are not in the workbook (1 not withdrawn yet):');
    expect(en).toContain('office 1: Service ID 700102, code BP-2, inactive');
    expect(html(<MissingListings {...props({ ...PREVIEW, missing: [], withdrawable: 0 })} />, 'en')).toContain(
      'Every listing of the office on the portal is in the workbook.',
    );
  });

  it('names the office by its name where the app service knew it, as the scope line does', () => {
    const names = new Map([[1, 'Duna-Part Ingatlan']]);
    const named = { ...PREVIEW, missing: PREVIEW.missing.map((m) => described(m, names)) };
    const hu = html(<MissingListings {...props(named)} />, 'hu');
    expect(hu).toContain(
      'Duna-Part Ingatlan: szolgáltatói azonosító: 700101, hirdetés azonosító: X-1, Váci út 1., aktív',
    );
    expect(hu).not.toContain('1. iroda');
    expect(html(<MissingListings {...props(named)} />, 'en')).toContain(
      'Duna-Part Ingatlan: Service ID 700102, code BP-2, inactive',
    );
  });
});

describe('the sync preview’s layout', () => {
  const listing = (id: number, status: string) =>
    described({ id, officeId: 1, transferId: `X-${id}`, status, address: null, externalId: null });
  const three: SyncPreview = {
    offices: [1],
    missing: [listing(1, 'active'), listing(2, 'active'), listing(3, 'inactive')],
    withdrawable: 2,
  };

  it('heads the tick boxes with their title, and "tick all" stands under it', () => {
    const en = html(<MissingListings {...props(three)} />, 'en');
    expect(en.indexOf('Listings to withdraw')).toBeGreaterThan(-1);
    expect(en.indexOf('Listings to withdraw')).toBeLessThan(en.indexOf('Tick all 2'));
  });

  it('introduces the listings already withdrawn with words of their own, apart from the ones to tick', () => {
    expect(html(<MissingListings {...props(three)} />, 'en')).toMatch(/Already withdrawn[^<]*<\/p><ul>/);
    expect(html(<MissingListings {...props(three)} />, 'hu')).toMatch(/Már visszavonva[^<]*<\/p><ul>/);
  });
});

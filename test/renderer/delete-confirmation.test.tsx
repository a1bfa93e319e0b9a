// The confirmation box before an upload that deletes listings: the count and the rows, in the UI language.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DeleteList } from '../../src/renderer/src/components/delete-confirmation';
import { BucketList } from '../../src/renderer/src/components/bucket-list';
import { DeleteConfirmation } from '../../src/renderer/src/components/delete-confirmation';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

function deletes(n: number): DeleteList {
  return Array.from({ length: n }, (_, i) => ({
    sheet: 'Ingatlanok',
    row: i + 2,
    serviceId: 700001 + i,
    reference: i % 2 === 0 ? `P-${i}` : null,
    title: `Váci út ${i + 1}.`,
  }));
}

function render(list: DeleteList, lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <DeleteConfirmation deletes={list} onConfirm={() => undefined} onCancel={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('the delete confirmation', () => {
  it('names the count and each row with its ID, reference and address, in Hungarian', () => {
    const html = render(deletes(2), 'hu');
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('2 hirdetés törlése?');
    expect(html).toContain('Ingatlanok, 2. sor: ID 700001, P-0, Váci út 1.');
    expect(html).toContain('Ingatlanok, 3. sor: ID 700002, Váci út 2.');
    expect(html).toContain('2 hirdetés törlése és feltöltés');
    expect(html).toContain('Nem töltöm fel');
  });

  it('says it in English, and counts the rows beyond the first 20', () => {
    const html = render(deletes(25), 'en');
    expect(html).toContain('Delete 25 listings?');
    expect(html).toContain('Ingatlanok, row 21: ID 700020');
    expect(html).not.toContain('row 22:');
    expect(html).toContain('… and 5 more');
    expect(html).toContain('Delete 25 listings and upload');
  });
});

describe('the withdraw confirmation', () => {
  it('names the withdraws apart, with the price the portal holds, in Hungarian', () => {
    const withdraws = deletes(1).map((d) => ({ ...d, fromPortal: true, price: 36_000_000, currency: 'huf' }));
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={makeI18n('hu')}>
        <DeleteConfirmation deletes={[]} withdraws={withdraws} onConfirm={() => undefined} onCancel={() => undefined} />
      </I18nContext.Provider>,
    );
    expect(html).toContain('1 hirdetés visszavonása?');
    expect(html).toMatch(/Ingatlanok, 2\. sor: ID 700001, P-0, Váci út 1\., 36.000.000 HUF/);
    expect(html).toContain('1 hirdetés visszavonása és feltöltés');
  });
});

describe('the typed count and the listing as the portal holds it', () => {
  const portal = { fromPortal: true, type: 'apartment', price: 64_900_000, currency: 'huf' };

  it("names the type in the user's words, never the code, and asks for the number before the button works", () => {
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={makeI18n('hu')}>
        <DeleteConfirmation
          deletes={[]}
          withdraws={deletes(1).map((d) => ({ ...d, ...portal }))}
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </I18nContext.Provider>,
    );
    expect(html).toContain('Váci út 1., lakás, 64');
    expect(html).not.toContain('apartment');
    expect(html).toContain('aria-label="A megerősítéshez írja be a hirdetések számát (1)"');
    expect(html).toMatch(/<button type="button" class="primary danger" disabled="">1 hirdetés visszavonása/);
  });

  it('lists a reference change from the old reference to the new, in English', () => {
    const change = { ...deletes(1)[0], sheet: 'Ingatlanok', row: 2, serviceId: 700001, title: 'Váci út 1.' };
    const listing = { ...change, ...portal, reference: 'P-0', newReference: 'P-0-NEW' };
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={makeI18n('en')}>
        <DeleteConfirmation
          deletes={[]}
          referenceChanges={[listing]}
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </I18nContext.Provider>,
    );
    expect(html).toContain('Change 1 listing&#x27;s reference?');
    expect(html).toContain('Ingatlanok, row 2: P-0 → P-0-NEW (ID 700001, Váci út 1., apartment, 64,900,000 HUF)');
    expect(html).toContain('Change 1 reference and upload');
  });
});

describe('the dry run buckets', () => {
  it('count withdraws and deletes apart from the updates', () => {
    const buckets = { total: 6, create: 0, update: 3, unchanged: 0, invalid: 0, blocked: 0, failed: 0, notSent: 0 };
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={makeI18n('hu')}>
        <BucketList buckets={{ ...buckets, withdraw: 2, delete: 1 }} label="x" tense="plan" />
      </I18nContext.Provider>,
    );
    expect(html).toContain('<span class="bucket-value">3</span> <span class="bucket-label">frissülne</span>');
    expect(html).toContain('<span class="bucket-value">2</span> <span class="bucket-label">visszavonásra kerülne');
    expect(html).toContain('<span class="bucket-value">1</span> <span class="bucket-label">törlődne</span>');
  });
});

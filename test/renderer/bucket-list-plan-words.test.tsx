// A dry run's buckets speak of a plan: rows the plan refuses are not "Failed", for nothing was sent.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BucketList } from '../../src/renderer/src/components/bucket-list';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { Buckets } from '../../src/shared/contract';

const buckets: Buckets = {
  total: 7,
  create: 0,
  update: 0,
  unchanged: 4,
  invalid: 0,
  blocked: 0,
  failed: 3,
  notSent: 0,
};

function render(lang: 'hu' | 'en', tense: 'plan' | 'done'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <BucketList buckets={buckets} label="x" tense={tense} />
    </I18nContext.Provider>,
  );
}

describe('the buckets of a dry run', () => {
  it('say in Hungarian that refused rows would fail and are not sent', () => {
    const html = render('hu', 'plan');
    expect(html).toContain(
      '<span class="bucket-value">3</span> <span class="bucket-label">sikertelen lenne, nem megy el</span>',
    );
    expect(html).not.toContain('>Sikertelen<');
  });

  it('say it in English', () => {
    expect(render('en', 'plan')).toContain('<span class="bucket-label">would fail, not sent</span>');
  });

  it('keep "failed" for where the rows stand after a run', () => {
    expect(render('hu', 'done')).toContain('<span class="bucket-label">sikertelen</span>');
  });
});

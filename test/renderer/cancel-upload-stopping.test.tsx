// A cancel clicked says the run is stopping after the batch already sent, and cannot be clicked again.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CancelUploadView } from '../../src/renderer/src/steps/upload/cancel-upload-button';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

function render(lang: 'hu' | 'en', stopping: boolean): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <CancelUploadView stopping={stopping} onCancel={() => undefined} />
    </I18nContext.Provider>,
  );
}

describe('the cancel of a running upload', () => {
  it('offers the cancel before it is clicked, with nothing to tell', () => {
    const html = render('hu', false);
    expect(html).toContain('>Megszakítás</button>');
    expect(html).not.toContain('role="status"');
  });

  it('once clicked, is disabled and says in Hungarian what happens now', () => {
    const html = render('hu', true);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Leállítás…<\/button>/);
    expect(html).toContain(
      'Leállítás a már elküldött köteg után: megvárjuk és rögzítjük a válaszát, több sor nem megy el.',
    );
  });

  it('says it in English', () => {
    expect(render('en', true)).toContain('Stopping after the batch already sent');
  });
});

// The field list's search box speaks to staff: it names what they see (field names and their descriptions), not the
// catalog keys the list no longer shows.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldPicker } from '../../src/renderer/src/components/field-picker';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { Language } from '../../src/shared/contract';

function placeholder(lang: Language): string {
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <FieldPicker role="properties" title="A" value={null} taken={new Set()} onPick={() => undefined} />
    </I18nContext.Provider>,
  );
  return /placeholder="([^"]*)"/u.exec(html)?.[1] ?? '';
}

describe('field list search box', () => {
  it('names field names and descriptions, never keys, in Hungarian', () => {
    expect(placeholder('hu')).not.toMatch(/kulcs/iu);
    expect(placeholder('hu')).toMatch(/mez/iu);
  });

  it('names field names and descriptions, never keys, in English', () => {
    expect(placeholder('en')).not.toMatch(/key/iu);
    expect(placeholder('en')).toMatch(/field/iu);
  });
});

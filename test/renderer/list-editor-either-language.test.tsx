// The list editor shows a cell's word of either language as its current choice: with the UI in English, a Hungarian
// workbook's "nem" is the choice "no", not an empty choice (docs/wizard.md, "The list editor's words").
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mappableField } from '../../src/catalog';
import { CellEditor, choicesFor } from '../../src/renderer/src/components/cell-editor';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

function selected(lang: 'hu' | 'en', value: string): string | undefined {
  const choices = choicesFor(mappableField('properties', 'property.is_featured'), lang);
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <CellEditor label="G2" value={value} choices={choices} onChange={() => undefined} onEnd={() => undefined} />
    </I18nContext.Provider>,
  );
  return /<option value="([^"]*)" selected="">/.exec(html)?.[1];
}

describe('the list editor on a cell of the other language', () => {
  it('takes a Hungarian cell\'s "nem" for the English choice "no"', () => {
    expect(selected('en', 'nem')).toBe('no');
  });

  it('takes an English cell\'s "yes" for the Hungarian choice "igen"', () => {
    expect(selected('hu', 'yes')).toBe('igen');
  });

  it("takes the UI language's own word as before", () => {
    expect(selected('en', 'no')).toBe('no');
  });
});

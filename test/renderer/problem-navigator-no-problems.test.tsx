// A sheet without problems is said so once, in the navigator's line, not again under an empty problem list.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProblemNavigator } from '../../src/renderer/src/components/problem-navigator';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

function navigator(lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <ProblemNavigator
        role="properties"
        problems={{ groups: [], cells: [], total: 0 }}
        columns={[]}
        position={-1}
        cursor={null}
        onGo={() => undefined}
        onStep={() => undefined}
        refused={2}
        elsewhere={[]}
        kinds="errors"
        onKinds={() => undefined}
      />
    </I18nContext.Provider>,
  );
}

const times = (html: string, text: string): number => html.split(text).length - 1;

describe('the navigator of a sheet without problems', () => {
  it('says so once in English, with the refused rows', () => {
    expect(times(navigator('en'), 'No problems on this sheet.')).toBe(1);
    expect(times(navigator('en'), 'The portal refused 2 rows')).toBe(1);
  });

  it('says so once in Hungarian', () => {
    expect(times(navigator('hu'), 'Nincs hiba ezen a munkalapon.')).toBe(1);
  });
});

// The header after a failed connection check names no office: the previous one is no longer in use, and it says the
// last check failed (docs/wizard.md, "Connect step").
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../src/renderer/src/frame/top-bar';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import { translator } from '../../src/renderer/src/i18n/translator';
import { UI_MESSAGES } from '../../src/renderer/src/i18n/ui-messages';
import type { WizardAction, WizardState } from '../../src/renderer/src/wizard/wizard-state';
import { INITIAL_WIZARD, reachableSteps, wizardReducer } from '../../src/renderer/src/wizard/wizard-state';
import type { Language } from '../../src/shared/contract';
import { CONNECTION } from './wizard-kit';

// The platform bridge reads `window` when loaded; a static render calls none of it.
vi.mock('../../src/renderer/src/api/platform', () => ({ api: {}, isElectron: false, workbookFileFrom: vi.fn() }));

function header(state: WizardState, lang: Language): string {
  const wizard = { state, dispatch: () => undefined, reachable: reachableSteps(state) };
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <TopBar wizard={wizard} showAbout={false} onToggleAbout={() => undefined} onLanguage={() => undefined} />
    </I18nContext.Provider>,
  );
  return /<div class="connection-badge"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '';
}

const apply = (s: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, s);

describe('the header after a failed connection check', () => {
  it.each(['hu', 'en'] as const)('names no office and says the check failed (%s)', (lang) => {
    const t = translator(UI_MESSAGES, lang);
    const connected = apply(INITIAL_WIZARD, { type: 'connected', connection: CONNECTION });
    expect(header(connected, lang)).toContain(CONNECTION.officeName);
    const failed = apply(connected, { type: 'connectionChecked', ok: false });
    const text = header(failed, lang);
    expect(text).not.toContain(CONNECTION.officeName);
    expect(text).toContain(t('notConnected'));
    expect(text).toContain(t('lastCheckFailed'));
  });
});

// The warning panel rendered for a test with one warning of Ingatlanok, in the language asked for.
import { renderToStaticMarkup } from 'react-dom/server';
import { WarningPanel } from '../../src/renderer/src/components/warning-panel';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';
import type { WarningView } from '../../src/shared/contract-warnings';

export function warningPanelHtml(w: WarningView, lang: 'hu' | 'en'): string {
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <WarningPanel
        warnings={{ warnings: [w], warningsTotal: 1, warningBasis: '' }}
        sheet="Ingatlanok"
        busy={false}
        onAccept={() => undefined}
        onFix={() => undefined}
      />
    </I18nContext.Provider>,
  );
}

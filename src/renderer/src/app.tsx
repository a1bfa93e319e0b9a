// The wizard's frame: top bar, the step list, the current step, errors, and the History view.
import { useCallback, useEffect, useState } from 'react';
import type { AppError } from '../../shared/contract';
import { I18nContext } from './i18n/i18n';
import { ErrorContext } from './use-call';
import { AboutBox } from './components/about-box';
import { AppBanners } from './frame/app-banners';
import { CurrentView } from './frame/current-view';
import { StepNav } from './frame/step-nav';
import { TopBar } from './frame/top-bar';
import { useWizard } from './wizard/use-wizard';
import { useAppLanguage } from './use-app-language';
import { useMenuCommands } from './use-menu-commands';
import { guardsLeaving, useLeaveGuard } from './frame/use-leave-guard';

export function App() {
  const [showAbout, setShowAbout] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  /** Kept until dismissed: the next successful call clears `error`, and this must still be read. */
  const [restartNote, setRestartNote] = useState<string | null>(null);
  /** A call lost in a restart says what `restartNote` says already. */
  const reportError = useCallback((e: AppError | null) => {
    if (e?.code !== 'engine_restarted') setError(e);
  }, []);
  const { info, i18n, changeLanguage } = useAppLanguage(setError);
  // The services' worker stopped and was started again (docs/performance.md, "Engine off the main thread"): say so; the
  // flow goes back to what it reopened.
  const wizard = useWizard(setRestartNote);
  const { step, view } = wizard.state;
  const showHistory = view === 'history';
  const showExport = view === 'export';
  const { t } = i18n;

  // Each step (and History) moves focus to its heading, so keyboard and screen-reader users start where it starts.
  useEffect(() => {
    const h = document.querySelector<HTMLElement>('#main h1');
    if (!h) return;
    h.tabIndex = -1;
    h.focus({ preventScroll: false });
  }, [step, showHistory, showExport]);

  useLeaveGuard(guardsLeaving(wizard.state, info?.mode));

  const openAbout = useCallback(() => setShowAbout(true), []);
  useMenuCommands(wizard.dispatch, changeLanguage, openAbout);

  return (
    <I18nContext.Provider value={i18n}>
      <ErrorContext.Provider value={reportError}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <TopBar
          wizard={wizard}
          showAbout={showAbout}
          onToggleAbout={() => setShowAbout((v) => !v)}
          onLanguage={changeLanguage}
        />
        <div className="layout">
          <StepNav wizard={wizard} />
          <main id="main" className="content" tabIndex={-1}>
            {showAbout && info && <AboutBox info={info} onClose={() => setShowAbout(false)} />}
            <AppBanners
              restartNote={restartNote}
              onDismissRestart={() => setRestartNote(null)}
              error={error}
              onDismissError={() => setError(null)}
            />
            <CurrentView wizard={wizard} info={info} />
          </main>
        </div>
      </ErrorContext.Provider>
    </I18nContext.Provider>
  );
}

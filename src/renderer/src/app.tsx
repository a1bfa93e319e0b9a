// The wizard's frame: top bar, the step list, the current step, errors, and the History view.
import { useCallback, useEffect, useState } from 'react';
import type { AppError, ValidationSummary } from '../../shared/contract';
import { isElectron } from './api/platform';
import { I18nContext } from './i18n/i18n';
import type { StringKey } from './i18n/strings';
import { ErrorContext } from './use-call';
import { ConnectStep } from './steps/connect-step';
import { OpenStep } from './steps/open-step';
import { ColumnsStep } from './steps/columns-step';
import { ValuesStep } from './steps/values-step';
import { ReviewStep } from './steps/review-step';
import { UploadStep } from './steps/upload-step';
import { ResultsStep } from './steps/results-step';
import { HistoryView } from './steps/history-view';
import { ExportView } from './steps/export-view';
import { AboutBox } from './components/about-box';
import type { StepId } from './wizard/wizard-state';
import { STEPS, canOpenRun } from './wizard/wizard-state';
import { useWizard } from './wizard/use-wizard';
import { useAppLanguage } from './use-app-language';
import { useMenuCommands } from './use-menu-commands';

const STEP_LABEL: Record<StepId, StringKey> = {
  connect: 'stepConnect',
  open: 'stepOpen',
  columns: 'stepColumns',
  values: 'stepValues',
  review: 'stepReview',
  upload: 'stepUpload',
  results: 'stepResults',
};

export function App() {
  const [showAbout, setShowAbout] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  /** Kept until dismissed: the next successful call clears `error`, and this must still be read. */
  const [restartNote, setRestartNote] = useState<string | null>(null);
  /** A call lost in a restart says what `restartNote` says already. */
  const reportError = useCallback((e: AppError | null) => {
    if (e?.code !== 'engine_restarted') setError(e);
  }, []);
  const { info, lang, i18n, changeLanguage } = useAppLanguage(setError);
  // The services' worker stopped and was started again (docs/performance.md, "Engine off the main thread"): say so; the
  // flow goes back to what it reopened.
  const { state: w, dispatch, reachable } = useWizard(setRestartNote);
  const { step, connection, workbook, mapping, summary, run } = w;
  const showHistory = w.view === 'history';
  const showExport = w.view === 'export';
  const { t } = i18n;

  // Each step (and History) moves focus to its heading, so keyboard and screen-reader users start where it starts.
  useEffect(() => {
    const h = document.querySelector<HTMLElement>('#main h1');
    if (!h) return;
    h.tabIndex = -1;
    h.focus({ preventScroll: false });
  }, [step, showHistory, showExport]);

  const openAbout = useCallback(() => setShowAbout(true), []);
  useMenuCommands(dispatch, changeLanguage, openAbout);

  const go = (s: StepId) => dispatch({ type: 'goTo', step: s });
  const onValidated = useCallback((v: ValidationSummary) => dispatch({ type: 'validated', summary: v }), [dispatch]);
  const onRowsEdited = useCallback(() => dispatch({ type: 'rowsEdited' }), [dispatch]);
  const index = STEPS.indexOf(step);

  return (
    <I18nContext.Provider value={i18n}>
      <ErrorContext.Provider value={reportError}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <header className="topbar">
          <div className="brand">{t('appTitle')}</div>
          <div className="connection-badge" aria-live="polite">
            {connection
              ? t('connectedTo', {
                  office: connection.officeName,
                  profile: connection.profileId === 'sandbox' ? t('sandboxShort') : connection.profileName,
                })
              : t(w.check === 'ok' ? 'checkedChooseOffice' : 'notConnected')}
            {connection && w.check === 'failed' && <> · {t('lastCheckFailed')}</>}
          </div>
          <div className="topbar-actions">
            {!isElectron && (
              <button type="button" className="ghost" aria-pressed={showAbout} onClick={() => setShowAbout((v) => !v)}>
                {t('aboutButton')}
              </button>
            )}
            {connection && (
              <button
                type="button"
                className={`ghost${showExport && !showHistory ? ' active' : ''}`}
                aria-pressed={showExport && !showHistory}
                onClick={() => dispatch({ type: 'toggleExport' })}
              >
                {t('exportButton')}
              </button>
            )}
            <button
              type="button"
              className={`ghost${showHistory ? ' active' : ''}`}
              aria-pressed={showHistory}
              onClick={() => dispatch({ type: 'toggleHistory' })}
            >
              {t('history')}
            </button>
            <label className="lang-switch">
              <span>{t('language')}</span>
              <select value={lang} onChange={(e) => changeLanguage(e.target.value === 'hu' ? 'hu' : 'en')}>
                <option value="hu">Magyar</option>
                <option value="en">English</option>
              </select>
            </label>
          </div>
        </header>
        <div className="layout">
          <nav className="steps" aria-label={t('wizardSteps')}>
            <ol>
              {STEPS.map((s, i) => (
                <li key={s}>
                  <button
                    type="button"
                    className={`step${s === step && !showHistory && !showExport ? ' current' : ''}${i < index ? ' done' : ''}`}
                    aria-current={s === step && !showHistory && !showExport ? 'step' : undefined}
                    disabled={!reachable[s]}
                    onClick={() => go(s)}
                  >
                    <span className="step-number" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span>{t(STEP_LABEL[s])}</span>
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          <main id="main" className="content" tabIndex={-1}>
            {showAbout && info && <AboutBox info={info} onClose={() => setShowAbout(false)} />}
            {restartNote && (
              <div className="banner warning" role="alert">
                <div>{restartNote}</div>
                <button type="button" className="ghost small" onClick={() => setRestartNote(null)}>
                  {t('dismiss')}
                </button>
              </div>
            )}
            {error && (
              <div className="banner error" role="alert">
                <div>
                  <strong>{t('errorTitle')}:</strong> {error.message}
                </div>
                <button type="button" className="ghost small" onClick={() => setError(null)}>
                  {t('dismiss')}
                </button>
              </div>
            )}
            {showHistory ? (
              <HistoryView
                connection={connection}
                openable={(id) => canOpenRun(w, id)}
                onOpen={(id) => dispatch({ type: 'openRun', runId: id })}
              />
            ) : showExport && connection ? (
              <ExportView
                connection={connection}
                onOpened={(opened) => {
                  dispatch({ type: 'workbookOpened', workbook: opened });
                  go('open');
                }}
              />
            ) : (
              <>
                {step === 'connect' && (
                  <ConnectStep
                    info={info}
                    connection={connection}
                    onConnected={(c) => dispatch({ type: 'connected', connection: c })}
                    onChecked={(ok) => dispatch({ type: 'connectionChecked', ok })}
                  />
                )}
                {step === 'open' && (
                  <OpenStep
                    workbook={workbook}
                    mapping={mapping}
                    request={w.openRequest}
                    onRequestHandled={() => dispatch({ type: 'openRequestHandled' })}
                    onOpened={(opened) => dispatch({ type: 'workbookOpened', workbook: opened })}
                    onOpenFailed={() => dispatch({ type: 'openFailed' })}
                    onConfigured={(m) => dispatch({ type: 'sheetsConfigured', mapping: m })}
                    onBack={() => go('connect')}
                  />
                )}
                {step === 'columns' && mapping && (
                  <ColumnsStep
                    mapping={mapping}
                    onChange={(m) => dispatch({ type: 'mappingChanged', mapping: m })}
                    onBack={() => go('open')}
                    onNext={() => go('values')}
                  />
                )}
                {step === 'values' && mapping && (
                  <ValuesStep
                    validated={summary !== null}
                    onValidated={onValidated}
                    onChanged={() => dispatch({ type: 'valuesChanged' })}
                    onBack={() => go('columns')}
                    onNext={() => go('review')}
                  />
                )}
                {step === 'review' && mapping && (
                  <ReviewStep
                    mapping={mapping}
                    summary={summary}
                    onSummary={onValidated}
                    onEdited={onRowsEdited}
                    onBack={() => go('values')}
                    onNext={() => go('upload')}
                  />
                )}
                {step === 'upload' && connection && (
                  <UploadStep
                    summary={summary}
                    dryRun={w.dryRun}
                    connection={connection}
                    onValidated={onValidated}
                    onFinished={(r) => dispatch({ type: 'runFinished', run: r })}
                    onBack={() => go('review')}
                  />
                )}
                {step === 'results' && run && (
                  <ResultsStep
                    run={run}
                    onRun={(r) => dispatch({ type: 'runFinished', run: r })}
                    onReview={() => go('review')}
                    onUpload={() => go('upload')}
                    onNewImport={() => go('open')}
                  />
                )}
              </>
            )}
          </main>
        </div>
      </ErrorContext.Provider>
    </I18nContext.Provider>
  );
}

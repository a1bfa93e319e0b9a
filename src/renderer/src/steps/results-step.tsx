// Step 7: the run's summary, failed rows with the service's messages, rows in doubt, resubmit, and the results
// workbook; its parts in steps/results/.
import type { RunSummary } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { FailedRows } from './results/failed-rows';
import { InDoubtRows } from './results/in-doubt-rows';
import { InvalidRows } from './results/invalid-rows';
import { ResultTiles } from './results/result-tiles';
import { ResultsWorkbookActions } from './results/results-workbook-actions';
import { RowsToSendBanner } from './results/rows-to-send-banner';
import { RunBuckets } from './results/run-buckets';
import { useRunResults } from './results/use-run-results';
import { api } from '../api/platform';
import { CancelUploadButton } from './upload/cancel-upload-button';
import { UploadProgressCard } from './upload/upload-progress-card';

interface Props {
  readonly run: RunSummary;
  readonly onRun: (r: RunSummary) => void;
  readonly onReview: () => void;
  readonly onUpload: () => void;
  /** The next job: another workbook, from the Open step. */
  readonly onNewImport: () => void;
}

export function ResultsStep({ run: summary, onRun, onReview, onUpload, onNewImport }: Props) {
  const { t, number } = useI18n();
  const calls = useRunResults(summary, onRun);
  const { results, busy } = calls;
  const s = results?.summary ?? summary;
  const resend = () => void calls.resubmit();
  /** Next: send the rows still to send, else fix refused rows in Review, else a new import (docs/wizard.md). */
  /** A stopped run's rows wait: continuing the upload is the primary action, the resend secondary. */
  const resendPrimary = (s.notReached ?? 0) === 0;
  const toSend = (s.notReached ?? 0) + (results?.pendingRows ?? 0) + (results?.resendable ?? 0) > 0;
  /** Refused rows not fixed yet: fixing them in Review is the next step, not a new import. */
  const toFix = !toSend && (results?.failedRows.length ?? 0) > 0;
  return (
    <section aria-labelledby="results-title" className="step-panel">
      <h1 id="results-title">{t('resultsTitle')}</h1>
      <p className="intro">
        <strong>{t(`runOutcome_${s.outcome}`)}</strong> ·{' '}
        {s.durationMs < 1000 ? t('durationShort') : t('duration', { seconds: number(s.durationMs / 1000, 1) })}
        {s.message && <> · {s.message}</>}
      </p>
      {/* A resend is a run like an upload: its progress and its cancel, not a page that only greys out. */}
      {calls.resending && (
        <div className="card">
          <p role="status">{t('resendRunning')}</p>
          <div className="row-actions">
            <CancelUploadButton cancel={() => api.cancelUpload({})} />
          </div>
        </div>
      )}
      {calls.resending && <UploadProgressCard progress={calls.progress} fresh={null} />}
      <ResultTiles summary={s} />
      {results && <RunBuckets results={results} summary={s} />}
      <RowsToSendBanner results={results} summary={s} busy={busy} onUpload={onUpload} onResend={resend} />
      <ResultsWorkbookActions
        disabled={busy || !results?.hasResultsWorkbook}
        saved={calls.saved}
        onOpen={() => void calls.openWorkbook()}
        onSave={() => void calls.saveOrDownload()}
      />
      <FailedRows
        results={results}
        busy={busy}
        onReview={onReview}
        onResend={resend}
        resendPrimary={resendPrimary}
        reviewPrimary={toFix}
      />
      {results && <InDoubtRows results={results} busy={busy} onResend={resend} primary={resendPrimary} />}
      {results && <InvalidRows results={results} onReview={onReview} />}
      <div className="footer-actions">
        <span />
        <button type="button" className={toSend || toFix ? 'secondary' : 'primary'} onClick={onNewImport}>
          {t('newImport')}
        </button>
      </div>
    </section>
  );
}

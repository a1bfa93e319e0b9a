// Step 7: the run's summary, failed rows with the service's messages, resubmit, and the results workbook.
import { useEffect, useState } from 'react';
import type { Language, RunResults, RunSummary, SavedFile } from '../../../shared/contract';
import { api, download, isElectron } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { BucketList } from '../components/bucket-list';
import { ResultRowTable } from '../components/result-row-table';
import { runCountText } from '../i18n/run-count-strings';

/** "Held back — waits for Sellers row 3, …": the rows the held-back ones wait for. */
function heldBackLabel(lang: Language, s: RunSummary): string {
  const rows = (s.waitFor ?? []).map((w) => runCountText(lang, 'waitedRow', { sheet: w.sheet, row: w.row })).join(', ');
  return runCountText(lang, 'heldBackRows', { count: s.heldBack ?? 0, rows });
}

interface Props {
  readonly run: RunSummary;
  readonly onRun: (r: RunSummary) => void;
  readonly onReview: () => void;
  readonly onUpload: () => void;
  /** The next job: another workbook, from the Open step. */
  readonly onNewImport: () => void;
}

export function ResultsStep({ run: summary, onRun, onReview, onUpload, onNewImport }: Props) {
  const { t, number, lang } = useI18n();
  const { busy, run } = useCall();
  const [results, setResults] = useState<RunResults | null>(null);
  const [saved, setSaved] = useState<SavedFile | null>(null);

  // Again when the language changes: the services write the portal's messages in the language of the call.
  useEffect(() => {
    void run(() => api.getResults({})).then((r) => {
      if (r) setResults(r);
    });
  }, [summary, run, lang]);

  const resubmit = async () => {
    const r = await run(() => api.resubmitFailed({}));
    if (r) onRun(r);
  };

  const saveOrDownload = async () => {
    const f = await run(() => api.saveResultsWorkbook({}));
    if (!f) return;
    setSaved(f);
    if (f.downloadUrl) download(f.downloadUrl, f.name);
  };

  const s = results?.summary ?? summary;
  // Green only for what happened: a zero is grey. Rows a finished run did not send were unchanged, and say so.
  const good = (n: number) => (n > 0 ? 'good' : 'neutral');
  const tiles: readonly [string, number, string][] = [
    [t('created'), s.created, good(s.created)],
    [t('updated'), s.updated, good(s.updated)],
    ...((s.deleted ?? 0) > 0 ? [[t('deleted'), s.deleted ?? 0, 'good'] as [string, number, string]] : []),
    [t('failed'), s.failed, s.failed > 0 ? 'bad' : 'neutral'],
    [t('invalid'), s.invalid, s.invalid > 0 ? 'warn' : 'neutral'],
    // Neither done nor failed, counted apart so the counts add up (docs/upload.md, "Counts of a run").
    ...((s.unknown ?? 0) > 0
      ? [[runCountText(lang, 'unknownRows'), s.unknown ?? 0, 'warn'] as [string, number, string]]
      : []),
    ...((s.heldBack ?? 0) > 0 ? [[heldBackLabel(lang, s), s.heldBack ?? 0, 'warn'] as [string, number, string]] : []),
    [t(s.outcome === 'completed' ? 'skippedUnchanged' : 'skipped'), s.skipped, 'neutral'],
  ];

  return (
    <section aria-labelledby="results-title" className="step-panel">
      <h1 id="results-title">{t('resultsTitle')}</h1>
      <p className="intro">
        <strong>{t(`runOutcome_${s.outcome}`)}</strong> ·{' '}
        {s.durationMs < 1000 ? t('durationShort') : t('duration', { seconds: number(s.durationMs / 1000, 1) })}
        {s.message && <> · {s.message}</>}
      </p>
      <ul className="tiles" aria-label={t('resultsTitle')}>
        {tiles.map(([label, value, tone]) => (
          <li key={label} className={`tile ${tone}`}>
            <span className="tile-value">{number(value)}</span>
            <span className="tile-label">{label}</span>
          </li>
        ))}
      </ul>
      {results?.summary.buckets &&
        results.summary.buckets.total !==
          s.created + s.updated + (s.deleted ?? 0) + s.failed + s.invalid + s.skipped && (
          // The tiles count this run (a resend: its few rows); this says so of the whole workbook, under its title.
          <section className="card" aria-labelledby="results-workbook">
            <h2 id="results-workbook">{t('dryRunBucketsAfter')}</h2>
            <BucketList buckets={results.summary.buckets} label={t('dryRunBucketsAfter')} tense="done" />
          </section>
        )}
      {results?.bySheet && results.bySheet.length > 1 && (
        <section className="card" aria-labelledby="results-by-sheet">
          <h2 id="results-by-sheet">{t('resultsBySheet')}</h2>
          {results.bySheet.map((b) => (
            <div key={b.sheet}>
              <h3>{b.sheet}</h3>
              <BucketList buckets={b.buckets} label={b.sheet} tense="done" />
            </div>
          ))}
        </section>
      )}
      {(results?.pendingRows ?? 0) > 0 && !(s.outcome !== 'completed' && s.skipped > 0) && (
        <div className="banner info" role="status">
          <span>{t('pendingRows', { count: results?.pendingRows ?? 0 })}</span>
          <button type="button" className="primary small" onClick={onUpload}>
            {t('sendPending')}
          </button>
        </div>
      )}
      {s.outcome !== 'completed' && s.skipped > 0 && (
        <div className="banner info">
          <span>{t('notSentHint', { count: number(s.skipped) })}</span>
          <button type="button" className="primary small" onClick={onUpload}>
            {t('continueUpload')}
          </button>
        </div>
      )}
      <div className="card">
        <div className="row-actions">
          {isElectron ? (
            <>
              <button
                type="button"
                className="primary"
                disabled={busy || !results?.hasResultsWorkbook}
                onClick={() => void run(() => api.openResultsWorkbook({}))}
              >
                {t('openResults')}
              </button>
              <button
                type="button"
                className="secondary"
                disabled={busy || !results?.hasResultsWorkbook}
                onClick={() => void saveOrDownload()}
              >
                {t('saveResults')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="primary"
              disabled={busy || !results?.hasResultsWorkbook}
              onClick={() => void saveOrDownload()}
            >
              {t('downloadResults')}
            </button>
          )}
          {saved?.path && (
            <span role="status" className="ok-text">
              {t('savedTo', { path: saved.path })}
            </span>
          )}
        </div>
      </div>
      <div className="card">
        <h2>{t('failedRows')}</h2>
        {results && results.failedRows.length === 0 && <p className="muted">{t('noFailedRows')}</p>}
        {results && results.failedRows.length > 0 && (
          <>
            <ResultRowTable rows={results.failedRows} />
            <p className="hint">{t('fixFailedHint')}</p>
            <div className="row-actions">
              <button type="button" className="secondary" onClick={onReview}>
                {t('stepReview')}
              </button>
              <button
                type="button"
                className="primary"
                disabled={busy || (results.resendable ?? 1) === 0}
                onClick={() => void resubmit()}
              >
                {t('resubmitFailed')}
              </button>
            </div>
          </>
        )}
      </div>
      {results?.invalidRows && results.invalidRows.length > 0 && (
        <section className="card" aria-labelledby="results-invalid">
          <h2 id="results-invalid">{t('invalidRowsTitle')}</h2>
          <ResultRowTable rows={results.invalidRows} />
          <p className="hint">{t('invalidRowsHint')}</p>
          <div className="row-actions">
            <button type="button" className="secondary" onClick={onReview}>
              {t('stepReview')}
            </button>
          </div>
        </section>
      )}
      <div className="footer-actions">
        <span />
        <button type="button" className="primary" onClick={onNewImport}>
          {t('newImport')}
        </button>
      </div>
    </section>
  );
}

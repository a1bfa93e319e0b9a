// The running upload's progress: a bar, rows done and failed with rate and estimate, what it waits for, the sheet's
// rows by bucket and the fault budget.
import type { ProgressEvent, ValidationSummary } from '../../../../shared/contract';
import { formatMessage } from '../../../../shared/message-catalog';
import { useI18n } from '../../i18n/i18n';
import { WRITTEN_FORM_MESSAGES } from '../../i18n/written-form-messages';

/** Seconds left as `m:ss`, or `N s` / `N mp` under a minute (the Hungarian abbreviation of másodperc). */
function duration(seconds: number | null, lang: 'en' | 'hu'): string {
  if (seconds === null || !Number.isFinite(seconds)) return '–';
  const s = Math.max(0, Math.round(seconds));
  return s >= 60
    ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
    : formatMessage(WRITTEN_FORM_MESSAGES.seconds, lang, { seconds: s });
}

interface Props {
  readonly progress: ProgressEvent | null;
  readonly fresh: ValidationSummary | null;
}

export function UploadProgressCard({ progress, fresh }: Props) {
  const { t, number, lang } = useI18n();
  const pct = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const budget = progress?.faultBudget ?? null;
  return (
    <div className="card">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="progress-fill" style={{ width: `${pct}%` }} />
      </div>
      {progress && (
        <p className="progress-line" aria-live="polite">
          {t('progressLine', {
            done: number(progress.done),
            total: number(progress.total),
            failed: number(progress.failed),
            rate: number(progress.rate, 1),
            eta: duration(progress.etaSeconds, lang),
          })}
        </p>
      )}
      {/* What the upload waits for before sending (room another process holds), in the session's language. */}
      {progress?.message !== undefined && (
        <p className="muted" role="status">
          {progress.message}
        </p>
      )}
      {progress && fresh && (
        <p className="muted">
          {t('progressBuckets', {
            count: number(fresh.counts.total),
            sent: number(progress.total),
            invalid: number(fresh.counts.invalid),
            blocked: number(fresh.counts.blocked),
            done: number(fresh.counts.done),
          })}
        </p>
      )}
      {budget && (
        <p className="muted">{t('faultBudget', { used: budget.used, limit: budget.limit, stopAt: budget.stopAt })}</p>
      )}
      {progress?.finished && (
        <p role="status" className="ok-text">
          {t('uploadFinished')}
        </p>
      )}
    </div>
  );
}

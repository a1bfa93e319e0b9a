// The running export's progress bar and phase line, with its Stop button.
import { useI18n } from '../../i18n/i18n';
import { PHASE_TEXT, percent } from './export-progress-text';
import type { ExportRun } from './use-export-run';

export function ExportProgress({ exporting }: { readonly exporting: ExportRun }) {
  const { t, number } = useI18n();
  const { progress, running, stopped } = exporting;
  const pct = percent(progress);
  const phaseLine = progress
    ? t(PHASE_TEXT[progress.phase], { done: number(progress.done), total: number(progress.total) })
    : t('working');
  return (
    <div className="card">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('exportProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={phaseLine}
      >
        <div className={`progress-fill${pct === null ? ' indeterminate' : ''}`} style={{ width: `${pct ?? 100}%` }} />
      </div>
      <p className="progress-line" aria-live="polite">
        {phaseLine}
      </p>
      {running && (
        <div className="row-actions">
          <button type="button" className="secondary danger" disabled={stopped} onClick={exporting.stop}>
            {t('exportCancel')}
          </button>
        </div>
      )}
    </div>
  );
}

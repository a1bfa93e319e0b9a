// What is still to be sent after the run, with the way to send it: the rows a stopped run did not send, or valid
// rows no run has sent yet (fixed after the upload). A stopped run's banner says both.
import type { RunResults, RunSummary } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

interface Props {
  readonly results: RunResults | null;
  readonly summary: RunSummary;
  readonly onUpload: () => void;
}

export function RowsToSendBanner({ results, summary: s, onUpload }: Props) {
  const { t, number } = useI18n();
  if (s.outcome !== 'completed' && s.skipped > 0)
    return (
      <div className="banner info">
        <span>{t('notSentHint', { count: number(s.skipped) })}</span>
        <button type="button" className="primary small" onClick={onUpload}>
          {t('continueUpload')}
        </button>
      </div>
    );
  const pending = results?.pendingRows ?? 0;
  if (pending === 0) return null;
  return (
    <div className="banner info" role="status">
      <span>{t('pendingRows', { count: pending })}</span>
      <button type="button" className="primary small" onClick={onUpload}>
        {t('sendPending')}
      </button>
    </div>
  );
}

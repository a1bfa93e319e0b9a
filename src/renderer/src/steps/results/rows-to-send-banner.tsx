// What is still to be sent after the run, with the way to send it: the rows a stopped run never reached (counted
// apart, sent by continuing or by the resend), or valid rows no run has sent yet (fixed after the upload).
import type { RunResults, RunSummary } from '../../../../shared/contract';
import { formatMessage } from '../../../../shared/message-catalog';
import { useI18n } from '../../i18n/i18n';
import { RUN_COUNT_MESSAGES } from '../../i18n/run-count-messages';
import { ResendButton } from './resend-button';

interface Props {
  readonly results: RunResults | null;
  readonly summary: RunSummary;
  readonly busy: boolean;
  readonly onUpload: () => void;
  readonly onResend: () => void;
}

export function RowsToSendBanner({ results, summary: s, busy, onUpload, onResend }: Props) {
  const { t, number, lang } = useI18n();
  const notReached = s.notReached ?? 0;
  if (notReached > 0)
    return (
      <div className="banner info" role="status">
        <span>{formatMessage(RUN_COUNT_MESSAGES.notReachedHint, lang, { count: number(notReached) })}</span>
        <button type="button" className="primary small" disabled={busy} onClick={onUpload}>
          {t('continueUpload')}
        </button>
        {results && <ResendButton results={results} busy={busy} onResend={onResend} primary={false} />}
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

// The rows the service refused, with its messages: fixed in Review, then resent. Rows in doubt are not among them.
import type { RunResults } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { ListedRows } from './listed-rows';
import { ResendButton } from './resend-button';

interface Props {
  readonly results: RunResults | null;
  readonly busy: boolean;
  readonly onReview: () => void;
  readonly onResend: () => void;
  /** Whether the resend may be the view's primary action (docs/wizard.md, "One primary action"). */
  readonly resendPrimary: boolean;
  /** Whether Review is the primary action: refused rows wait to be fixed and none can be resent yet. */
  readonly reviewPrimary: boolean;
}

export function FailedRows({ results, busy, onReview, onResend, resendPrimary, reviewPrimary }: Props) {
  const { t } = useI18n();
  return (
    <ListedRows
      id="results-failed"
      title={t('failedRows')}
      rows={results?.failedRows ?? []}
      hint={t('fixFailedHint')}
      empty={results && <p className="muted">{t('noFailedRows')}</p>}
    >
      <button type="button" className={reviewPrimary ? 'primary' : 'secondary'} onClick={onReview}>
        {t('stepReview')}
      </button>
      {results && <ResendButton results={results} busy={busy} onResend={onResend} primary={resendPrimary} />}
    </ListedRows>
  );
}

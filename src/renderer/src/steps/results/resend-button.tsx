// "Resubmit failed rows": sends the failed rows changed since they failed and the rows in doubt (checked on the
// portal first); disabled, and not primary, when there is none of either or continuing the upload is the next step.
import type { RunResults } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

interface Props {
  readonly results: RunResults;
  readonly busy: boolean;
  readonly onResend: () => void;
  /** False while a stopped run's rows wait: continuing the upload is then the primary action. */
  readonly primary?: boolean;
}

export function ResendButton({ results, busy, onResend, primary = true }: Props) {
  const { t } = useI18n();
  const nothing = (results.resendable ?? 1) === 0;
  // Primary only when there is something to resend: then it is the next step (docs/wizard.md, "One primary action").
  return (
    <button
      type="button"
      className={nothing || !primary ? 'secondary' : 'primary'}
      disabled={busy || nothing}
      onClick={onResend}
    >
      {t('resubmitFailed')}
    </button>
  );
}

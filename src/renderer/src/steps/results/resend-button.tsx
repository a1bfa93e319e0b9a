// "Resubmit failed rows": sends the failed rows changed since they failed and the rows in doubt (checked on the
// portal first); disabled, and not primary, when there is none of either.
import type { RunResults } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

interface Props {
  readonly results: RunResults;
  readonly busy: boolean;
  readonly onResend: () => void;
}

export function ResendButton({ results, busy, onResend }: Props) {
  const { t } = useI18n();
  const nothing = (results.resendable ?? 1) === 0;
  // Primary only when there is something to resend: then it is the next step (docs/wizard.md, "One primary action").
  return (
    <button type="button" className={nothing ? 'secondary' : 'primary'} disabled={busy || nothing} onClick={onResend}>
      {t('resubmitFailed')}
    </button>
  );
}

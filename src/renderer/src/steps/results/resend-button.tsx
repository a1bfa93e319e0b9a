// "Resubmit failed rows": sends the failed rows changed since they failed and the rows in doubt (checked on the
// portal first); disabled when there is none of either.
import type { RunResults } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

interface Props {
  readonly results: RunResults;
  readonly busy: boolean;
  readonly onResend: () => void;
}

export function ResendButton({ results, busy, onResend }: Props) {
  const { t } = useI18n();
  return (
    <button type="button" className="primary" disabled={busy || (results.resendable ?? 1) === 0} onClick={onResend}>
      {t('resubmitFailed')}
    </button>
  );
}

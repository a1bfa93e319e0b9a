// The rows' counts in the sheet shown: all, valid, invalid, refused, done and, if any, blocked.
import type { Counts } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

export function CountsLine({ counts }: { readonly counts: Counts }) {
  const { t, number } = useI18n();
  return (
    <p className="counts" role="status" aria-live="polite">
      {t('countsLine', {
        total: number(counts.total),
        valid: number(counts.valid),
        invalid: number(counts.invalid),
        failed: number(counts.failed),
        done: number(counts.done),
      })}
      {counts.blocked > 0 && <> · {t('countsBlocked', { count: counts.blocked })}</>}
    </p>
  );
}

// How many rows the upload would send to the office, how many the last dry run would change, the rows done already
// and the invalid rows left behind, and the open warnings.
import type { Buckets, RunSummary, ValidationSummary } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { OpenWarnings } from '../../components/open-warnings';

/** Rows a dry run says the upload would change on the portal (created, updated, withdrawn or deleted). */
function planned(b: Buckets): number {
  return b.create + b.update + (b.withdraw ?? 0) + (b.delete ?? 0);
}

interface Props {
  readonly ready: number;
  readonly officeName: string;
  readonly fresh: ValidationSummary | null;
  readonly dry: RunSummary | null;
}

export function UploadReadiness({ ready, officeName, fresh, dry }: Props) {
  const { t, number } = useI18n();
  // No count until the arrival's check answers (use-fresh-validation.ts).
  if (fresh === null)
    return (
      <p className="muted" role="status">
        {t('validating')}
      </p>
    );
  return (
    <>
      <p className="big-number">{t('toSend', { count: number(ready), office: officeName })}</p>
      {dry?.buckets && (
        <p className="muted">
          {t('toSendPlanned', {
            count: number(planned(dry.buckets)),
            unchanged: number(dry.buckets.unchanged),
            office: officeName,
          })}
        </p>
      )}
      {/* Rows done already (this session's upload, or the result an export or results workbook carries). */}
      {fresh && fresh.counts.done > 0 && !dry?.buckets && (
        <p className="muted">{t('unchangedNotSent', { count: number(fresh.counts.done) })}</p>
      )}
      {fresh && fresh.counts.invalid > 0 && (
        <p className="warn-text">{t('invalidNotSent', { count: number(fresh.counts.invalid) })}</p>
      )}
      {fresh?.warnings && <OpenWarnings warnings={fresh.warnings} />}
    </>
  );
}

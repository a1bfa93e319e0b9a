// What the last dry run found: the rows by bucket, the rows held back (lookalikes to confirm), the planned changes,
// the portal's warnings, the image check and the interpreted values; or its message when it could not plan.
import type { RunSummary } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { BucketList } from '../../components/bucket-list';
import { HeldRows } from '../../components/held-rows';
import { ImageCheckResults, PortalWarnings } from '../../components/image-check-panel';
import { InterpretedValues } from '../interpreted-values';
import { PlannedChangeList } from '../planned-changes';

interface Props {
  readonly dry: RunSummary | null;
  readonly createLookalikes: boolean;
  readonly onCreateLookalikes: (create: boolean) => void;
  readonly busy: boolean;
}

export function DryRunReport({ dry, createLookalikes, onCreateLookalikes, busy }: Props) {
  const { t } = useI18n();
  if (!dry?.buckets) {
    return dry?.message ? (
      <p role="status" className="banner info">
        {dry.message}
      </p>
    ) : null;
  }
  return (
    <div role="status" className="banner info dry-run">
      <strong>{t('dryRunDone')}</strong>
      <BucketList buckets={dry.buckets} label={t('dryRunBuckets')} tense="plan" />
      {dry.changes && (
        <HeldRows
          changes={dry.changes}
          createLookalikes={createLookalikes}
          onCreateLookalikes={onCreateLookalikes}
          disabled={busy}
        />
      )}
      {dry.changes && <PlannedChangeList changes={dry.changes} />}
      {dry.portalWarnings && <PortalWarnings warnings={dry.portalWarnings} />}
      {dry.images && <ImageCheckResults images={dry.images} />}
      <InterpretedValues key={dry.runId} />
    </div>
  );
}

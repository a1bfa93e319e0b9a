// Where every row of the workbook stands after the runs: the whole workbook when this run counted fewer rows (a
// resend: its few rows), and sheet by sheet (sellers, listings, images) when there is more than one sheet.
import type { RunResults, RunSummary } from '../../../../shared/contract';
import { BucketList } from '../../components/bucket-list';
import { useI18n } from '../../i18n/i18n';

/** The rows this run counted, those counted apart from the failed among them (docs/upload.md, "Counts of a run"). */
function runTotal(s: RunSummary): number {
  const apart = (s.unknown ?? 0) + (s.notReached ?? 0);
  return s.created + s.updated + (s.deleted ?? 0) + s.failed + s.invalid + s.skipped + apart;
}

export function RunBuckets({ results, summary }: { readonly results: RunResults; readonly summary: RunSummary }) {
  const { t } = useI18n();
  const buckets = results.summary.buckets;
  return (
    <>
      {buckets && buckets.total !== runTotal(summary) && (
        <section className="card" aria-labelledby="results-workbook">
          <h2 id="results-workbook">{t('dryRunBucketsAfter')}</h2>
          <BucketList buckets={buckets} label={t('dryRunBucketsAfter')} tense="done" />
        </section>
      )}
      {results.bySheet && results.bySheet.length > 1 && (
        <section className="card" aria-labelledby="results-by-sheet">
          <h2 id="results-by-sheet">{t('resultsBySheet')}</h2>
          {results.bySheet.map((b) => (
            <div key={b.sheet}>
              <h3>{b.sheet}</h3>
              <BucketList buckets={b.buckets} label={b.sheet} tense="done" />
            </div>
          ))}
        </section>
      )}
    </>
  );
}

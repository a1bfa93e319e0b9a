// The rows counted invalid ("Hibás"), not sent, with their first problem: fixed in Review, then uploaded.
import type { RunResults } from '../../../../shared/contract';
import { ResultRowTable } from '../../components/result-row-table';
import { useI18n } from '../../i18n/i18n';

export function InvalidRows({ results, onReview }: { readonly results: RunResults; readonly onReview: () => void }) {
  const { t } = useI18n();
  if (!results.invalidRows || results.invalidRows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="results-invalid">
      <h2 id="results-invalid">{t('invalidRowsTitle')}</h2>
      <ResultRowTable rows={results.invalidRows} />
      <p className="hint">{t('invalidRowsHint')}</p>
      <div className="row-actions">
        <button type="button" className="secondary" onClick={onReview}>
          {t('stepReview')}
        </button>
      </div>
    </section>
  );
}

// The rows the service refused, with its messages: fixed in Review, then resent. Rows in doubt are not among them.
import type { RunResults } from '../../../../shared/contract';
import { ResultRowTable } from '../../components/result-row-table';
import { useI18n } from '../../i18n/i18n';
import { ResendButton } from './resend-button';

interface Props {
  readonly results: RunResults | null;
  readonly busy: boolean;
  readonly onReview: () => void;
  readonly onResend: () => void;
}

export function FailedRows({ results, busy, onReview, onResend }: Props) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="results-failed">
      <h2 id="results-failed">{t('failedRows')}</h2>
      {results && results.failedRows.length === 0 && <p className="muted">{t('noFailedRows')}</p>}
      {results && results.failedRows.length > 0 && (
        <>
          <ResultRowTable rows={results.failedRows} />
          <p className="hint">{t('fixFailedHint')}</p>
          <div className="row-actions">
            <button type="button" className="secondary" onClick={onReview}>
              {t('stepReview')}
            </button>
            <ResendButton results={results} busy={busy} onResend={onResend} />
          </div>
        </>
      )}
    </section>
  );
}

// Rows in doubt: sent, their answer lost, not checked on the portal yet. Neither failed nor done, so listed apart
// from the failed rows with what happens next: the next upload or the resend checks each on the portal first
// (docs/upload.md, "Counts of a run"). The resend is offered here when no row failed, so it is never out of reach.
import type { RunResults } from '../../../../shared/contract';
import { ResultRowTable } from '../../components/result-row-table';
import { useI18n } from '../../i18n/i18n';
import { formatMessage } from '../../../../shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../../i18n/run-count-messages';
import { ResendButton } from './resend-button';

interface Props {
  readonly results: RunResults;
  readonly busy: boolean;
  readonly onResend: () => void;
}

export function InDoubtRows({ results, busy, onResend }: Props) {
  const { lang } = useI18n();
  const rows = results.inDoubtRows ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="results-in-doubt">
      <h2 id="results-in-doubt">{formatMessage(RUN_COUNT_MESSAGES.inDoubtTitle, lang, { count: rows.length })}</h2>
      <ResultRowTable rows={rows} />
      <p className="hint">{formatMessage(RUN_COUNT_MESSAGES.inDoubtHint, lang)}</p>
      {results.failedRows.length === 0 && (
        <div className="row-actions">
          <ResendButton results={results} busy={busy} onResend={onResend} />
        </div>
      )}
    </section>
  );
}

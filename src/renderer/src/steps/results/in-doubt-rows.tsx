// Rows in doubt: sent, their answer lost, not checked on the portal yet. Neither failed nor done, so listed apart
// from the failed rows with what happens next: the next upload or the resend checks each on the portal first
// (docs/upload.md, "Counts of a run"). The resend is offered here when no row failed, so it is never out of reach.
// Each row's message is the app's account of what happened to it, not the service's, and its column is headed so.
import type { RunResults } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { formatMessage } from '../../../../shared/message-catalog';
import { RUN_COUNT_MESSAGES } from '../../i18n/run-count-messages';
import { ListedRows } from './listed-rows';
import { ResendButton } from './resend-button';

export function InDoubtRows(props: {
  readonly results: RunResults;
  readonly busy: boolean;
  readonly onResend: () => void;
  readonly primary: boolean;
}) {
  const { lang } = useI18n();
  const rows = props.results.inDoubtRows ?? [];
  if (rows.length === 0) return null;
  return (
    <ListedRows
      id="results-in-doubt"
      title={formatMessage(RUN_COUNT_MESSAGES.inDoubtTitle, lang, { count: rows.length })}
      rows={rows}
      hint={formatMessage(RUN_COUNT_MESSAGES.inDoubtHint, lang)}
      messageHeader={formatMessage(RUN_COUNT_MESSAGES.inDoubtRowState, lang)}
    >
      {props.results.failedRows.length === 0 && <ResendButton {...props} />}
    </ListedRows>
  );
}

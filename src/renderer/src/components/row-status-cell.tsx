// A grid row's status: its state as a pill (or the withdraw or delete it will make), a ⚠ for open warnings and an
// i for notices.
import type { GridRow, RowStatusName } from '../../../shared/contract';
import { formatMessage } from '../../../shared/message-catalog';
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/ui-messages';
import { WARNING_MESSAGES } from '../i18n/warning-messages';

const STATUS_LABEL: Record<RowStatusName, StringKey> = {
  valid: 'statusValid',
  invalid: 'statusInvalid',
  blocked: 'statusBlocked',
  created: 'statusCreated',
  updated: 'statusUpdated',
  deleted: 'statusDeleted',
  failed: 'statusFailed',
  skipped: 'statusSkipped',
  pending: 'statusPending',
};

/**
 * A valid row that will withdraw or delete its listing says so instead of "valid", so nobody meets the delete first in
 * the upload's confirmation; a row with problems or a result shows those.
 */
function pendingAction(row: GridRow): 'withdraw' | 'delete' | null {
  return row.status === 'valid' || row.status === 'pending' ? row.action : null;
}

export function RowStatusCell({ row }: { readonly row: GridRow | undefined }) {
  const { t, lang } = useI18n();
  return (
    <div role="gridcell" aria-colindex={2} className="cell status sticky-2">
      {row && pendingAction(row) === null && (
        <span className={`pill ${row.status}`}>{t(STATUS_LABEL[row.status])}</span>
      )}
      {row && pendingAction(row) !== null && (
        <span className={`pill action-${pendingAction(row) ?? ''}`}>
          {t(pendingAction(row) === 'delete' ? 'actionDeletePending' : 'actionWithdrawPending')}
        </span>
      )}
      {row && (row.warnings ?? []).length > 0 && (
        <span
          role="img"
          className="warning-mark"
          title={(row.warnings ?? []).map((w) => w.message).join('\n')}
          aria-label={formatMessage(WARNING_MESSAGES.rowWarnings, lang, {
            warnings: (row.warnings ?? []).map((w) => w.message).join(' '),
          })}
        >
          ⚠
        </span>
      )}
      {row && row.notices.length > 0 && (
        <span
          className="notice-mark"
          title={row.notices.join('\n')}
          aria-label={`${t('notices')}: ${row.notices.join(' ')}`}
        >
          i
        </span>
      )}
    </div>
  );
}

// What the row panel says of a row without problems: "valid" until it is sent, then what the portal holds of it, so
// a created row does not read as one still to send.
import type { GridRow } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/ui-messages';

function stateKey(status: GridRow['status']): StringKey {
  switch (status) {
    case 'created':
      return 'rowPanelCreated';
    case 'updated':
      return 'rowPanelUpdated';
    case 'deleted':
      return 'rowPanelDeleted';
    case 'skipped':
      return 'rowPanelSkipped';
    case 'valid':
    case 'invalid':
    case 'blocked':
    case 'failed':
    case 'pending':
      return 'statusValid';
  }
}

export function RowStateLine({ row }: { readonly row: GridRow }) {
  const { t } = useI18n();
  const key = stateKey(row.status);
  const id = key !== 'statusValid' && row.serviceId !== null ? ` ${t('rowPanelServiceId', { id: row.serviceId })}` : '';
  return <p className={key === 'statusValid' ? 'muted' : 'row-on-portal'}>{`${t(key)}${id}`}</p>;
}

// Which rows a bulk fix touches: all, the invalid and refused ones, or those not yet on the portal.
import { useI18n } from '../i18n/i18n';

const SCOPES = ['all', 'invalid', 'unsent'] as const;
export type BulkScope = (typeof SCOPES)[number];

interface Props {
  readonly id: string;
  readonly scope: BulkScope;
  readonly onScope: (scope: BulkScope) => void;
}

export function BulkScopeField({ id, scope, onScope }: Props) {
  const { t } = useI18n();
  return (
    <div className="bulk-field">
      <label htmlFor={id}>{t('bulkScope')}</label>
      <select id={id} value={scope} onChange={(e) => onScope(SCOPES.find((s) => s === e.target.value) ?? 'all')}>
        <option value="all">{t('bulkScopeAll')}</option>
        <option value="invalid">{t('bulkScopeInvalid')}</option>
        <option value="unsent">{t('bulkScopeUnsent')}</option>
      </select>
    </div>
  );
}

// The scope a sync preview compares within, named by the user when the workbook records none (not an export): the
// connected office, the property types it holds and their status. The services refuse a sync without a scope.
import { useId, useState } from 'react';
import type { PropertyType } from '../../../catalog';
import { PropertyTypeChoice } from './property-type-choice';
import type { SyncScopeRequest } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { SYNC_SCOPE_MESSAGES } from '../i18n/sync-scope-messages';
import { translator } from '../i18n/translator';

type Status = 'any' | 'active' | 'inactive';

interface Props {
  readonly officeId: number;
  readonly disabled: boolean;
  readonly onScope: (scope: SyncScopeRequest) => void;
}

export function SyncScopeForm({ officeId, disabled, onScope }: Props) {
  const { lang } = useI18n();
  const id = useId();
  const s = translator(SYNC_SCOPE_MESSAGES, lang);
  const [types, setTypes] = useState<readonly PropertyType[]>([]);
  const [status, setStatus] = useState<Status>('any');
  return (
    <form
      className="sync-scope"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onScope({
          officeIds: [officeId],
          types: [...types],
          status: status === 'any' ? null : status,
          updatedAfter: null,
        });
      }}
    >
      <h3 id={`${id}-title`}>{s('scopeName')}</h3>
      <p className="muted">{s('scopeNameIntro')}</p>
      <PropertyTypeChoice legend={s('scopeTypes')} chosen={types} onChange={setTypes} disabled={disabled} />
      <div className="scope-status">
        <label htmlFor={`${id}-status`}>{s('scopeStatus')}</label>
        <select
          id={`${id}-status`}
          value={status}
          disabled={disabled}
          onChange={(e) => setStatus(e.target.value as Status)}
        >
          <option value="any">{s('scopeStatusAny')}</option>
          <option value="active">{s('scopeStatusActive')}</option>
          <option value="inactive">{s('scopeStatusInactive')}</option>
        </select>
        <button type="submit" className="secondary" disabled={disabled}>
          {s('scopeLook')}
        </button>
      </div>
    </form>
  );
}

// The value a bulk fix writes: a list of the field's words where its values are fixed, free text otherwise.
import type { SheetRole } from '../../../catalog';
import type { MappedColumn } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { choicesFor, fieldFor } from './cell-editor';

interface Props {
  readonly id: string;
  readonly role: SheetRole;
  readonly column: MappedColumn | undefined;
  readonly value: string;
  readonly onValue: (value: string) => void;
}

export function BulkReplaceField({ id, role, column, value, onValue }: Props) {
  const { t, lang } = useI18n();
  // Fields whose values are fixed offer them; the type-specific ones as any type allows them.
  const choices = column?.field ? choicesFor(fieldFor(role, column.field, null), lang) : null;
  return (
    <div className="bulk-field">
      <label htmlFor={id}>{t('bulkReplace')}</label>
      {choices ? (
        <select id={id} value={value} onChange={(e) => onValue(e.target.value)}>
          <option value="">{t('chooseCode')}</option>
          {choices.map((c) => (
            <option key={c.code} value={c.word} title={c.code}>
              {c.word}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
    </div>
  );
}

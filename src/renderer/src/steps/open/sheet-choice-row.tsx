// One sheet's row in the Open step's table: its role, header row and, for properties, the default property type.
import { PROPERTY_TYPES, isPropertyType, valueWords } from '../../../../catalog';
import type { SheetSummary } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import type { Choice } from './sheet-choice';
import { ROLES, ROLE_LABEL, roleFromValue } from './sheet-roles';

interface Props {
  readonly sheet: SheetSummary;
  readonly choice: Choice;
  readonly previewed: boolean;
  readonly onChoose: (next: Partial<Choice>) => void;
  readonly onPreview: () => void;
}

export function SheetChoiceRow({ sheet: s, choice: c, previewed, onChoose, onPreview }: Props) {
  const { t, lang } = useI18n();
  return (
    <tr className={previewed ? 'selected' : ''} onClick={onPreview}>
      <th scope="row">
        {s.name}
        {s.hidden && <span className="tag">{t('hiddenSheet')}</span>}
      </th>
      <td>{s.rowCount}</td>
      <td>
        <select
          aria-label={`${t('role')}: ${s.name}`}
          value={c.role ?? ''}
          onFocus={onPreview}
          onChange={(e) => onChoose({ role: roleFromValue(e.target.value) })}
        >
          <option value="">{t('roleNone')}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(ROLE_LABEL[r])}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          aria-label={`${t('headerRow')}: ${s.name}`}
          type="number"
          min={1}
          className="narrow"
          value={c.headerRow}
          onFocus={onPreview}
          onChange={(e) => onChoose({ headerRow: Math.max(1, Number(e.target.value) || 1) })}
        />
      </td>
      <td>
        {c.role === 'properties' && (
          <select
            aria-label={`${t('defaultType')}: ${s.name}`}
            value={(c.type === undefined ? s.defaultPropertyType : c.type) ?? ''}
            onFocus={onPreview}
            onChange={(e) => onChoose({ type: isPropertyType(e.target.value) ? e.target.value : null })}
          >
            <option value="">{t('defaultTypeNone')}</option>
            {PROPERTY_TYPES.map((p) => (
              <option key={p} value={p}>
                {valueWords('PROPERTY_TYPE', p)[lang]}
              </option>
            ))}
          </select>
        )}
      </td>
    </tr>
  );
}

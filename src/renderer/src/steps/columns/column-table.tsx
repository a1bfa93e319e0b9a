// The sheet's columns: letter, header, sample values, the field each is mapped to and how sure the match is.
import type { KeyboardEvent } from 'react';
import { mappableField } from '../../../../catalog';
import type { MappingView } from '../../../../shared/contract';
import { headerWords } from '../../components/header-words';
import { useI18n } from '../../i18n/i18n';
import { fieldNumberText } from '../../i18n/number-format';
import { ConfidenceMark } from './confidence-mark';

interface Props {
  readonly sheet: MappingView['sheets'][number];
  readonly selected: number | null;
  readonly onSelect: (index: number) => void;
  readonly onKeyDown: (e: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  readonly labelOf: (key: string) => string;
}

export function ColumnTable({ sheet, selected, onSelect, onKeyDown, labelOf }: Props) {
  const { t, lang } = useI18n();
  const role = sheet.role;
  return (
    <table className="table selectable">
      <thead>
        <tr>
          <th scope="col">{t('column')}</th>
          <th scope="col">{t('header')}</th>
          <th scope="col">{t('samples')}</th>
          <th scope="col">{t('field')}</th>
          <th scope="col">{t('confidence')}</th>
        </tr>
      </thead>
      <tbody>
        {sheet.columns.map((c) => (
          <tr
            key={c.index}
            className={`${c.index === selected ? 'selected' : ''}${c.field === null ? ' unmapped' : ''}`}
            onClick={() => onSelect(c.index)}
          >
            <td className="mono">{c.column}</td>
            <th scope="row">
              <button
                type="button"
                className="link"
                aria-pressed={c.index === selected}
                onClick={() => onSelect(c.index)}
                onKeyDown={(e) => onKeyDown(e, c.index)}
              >
                {headerWords(c.header, c.field, lang, role)}
              </button>
            </th>
            <td className="samples">
              {c.samples
                .map((x) => fieldNumberText(x, c.field ? mappableField(role, c.field) : undefined, lang))
                .join(' · ')}
            </td>
            <td>{c.field ? <span>{labelOf(c.field)}</span> : <span className="muted">{t('notImported')}</span>}</td>
            <td>
              <ConfidenceMark c={c} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

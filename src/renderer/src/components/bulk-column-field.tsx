// The column a bulk fix works on, among the mapped ones, named by letter and header as staff read it.
import type { SheetRole } from '../../../catalog';
import type { MappedColumn } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { headerWords } from './header-words';

interface Props {
  readonly id: string;
  readonly role: SheetRole;
  readonly mapped: readonly MappedColumn[];
  readonly index: number;
  readonly onIndex: (index: number) => void;
}

export function BulkColumnField({ id, role, mapped, index, onIndex }: Props) {
  const { t, lang } = useI18n();
  return (
    <div className="bulk-field">
      <label htmlFor={id}>{t('bulkColumn')}</label>
      <select id={id} value={index} onChange={(e) => onIndex(Number(e.target.value))}>
        {mapped.map((c) => (
          <option key={c.index} value={c.index}>
            {c.column} · {headerWords(c.header, c.field, lang, role)}
          </option>
        ))}
      </select>
    </div>
  );
}

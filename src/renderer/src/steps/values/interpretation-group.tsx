// One column's interpretations: its unit (when it has a choice), each reading switchable, and what was sent.
import type { InterpretationView } from '../../../../shared/contract';
import { headerWords } from '../../components/header-words';
import { useI18n } from '../../i18n/i18n';

interface Props {
  readonly group: readonly InterpretationView[];
  readonly busy: boolean;
  readonly onToggle: (i: InterpretationView, on: boolean) => void;
  readonly onUnit: (i: InterpretationView, unit: string | null) => void;
}

export function InterpretationGroup({ group, busy, onToggle, onUnit }: Props) {
  const { t, lang } = useI18n();
  const first = group[0];
  if (!first) return null;
  const units = first.units ?? [];
  return (
    <li>
      <span className="mono">{first.column}</span> {headerWords(first.header, null, lang)}
      {(units.length > 1 || first.asWritten) && (
        <label className="unit-choice">
          {' '}
          {t('interpretationUnit', { header: headerWords(first.header, null, lang) })}{' '}
          <select
            value={first.unit ?? ''}
            disabled={busy}
            onChange={(e) => onUnit(first, e.target.value === '' ? null : e.target.value)}
          >
            {first.asWritten && <option value="">{t('unitAsWritten')}</option>}
            {units.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </label>
      )}
      {first.asWritten ? (
        <p className="hint">{first.what}</p>
      ) : (
        <ul>
          {group.map((i) => (
            <li key={i.kind}>
              {/* A row: the checkbox beside its words (a plain label stacks them and stretches the box). */}
              <label className="check">
                <input type="checkbox" checked={i.on} disabled={busy} onChange={(e) => onToggle(i, e.target.checked)} />{' '}
                <span className="visually-hidden">
                  {i.column} {headerWords(i.header, null, lang)}:{' '}
                </span>
                {t('interpretationOn', { what: i.what })}
              </label>
              {i.example !== null && (
                <span className="hint"> {t('interpretationExample', { example: i.example })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {first.sent && <p className="hint">{t('interpretationSent', { sent: first.sent })}</p>}
    </li>
  );
}

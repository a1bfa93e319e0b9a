// The value columns' cards: those needing a decision open, the settled ones folded under one disclosure.
import type { ValueColumn } from '../../../../shared/contract';
import { formatMessage } from '../../../../shared/message-catalog';
import { FORM_MESSAGES } from '../../i18n/form-messages';
import { useI18n } from '../../i18n/i18n';
import type { AllowedWord } from '../value-card';
import { ValueCard } from '../value-card';
import { columnKey, decisionFirst } from './value-column-order';

interface Props {
  readonly columns: readonly ValueColumn[];
  readonly keptOpen: ReadonlySet<string>;
  readonly busy: boolean;
  readonly onChoose: (col: ValueColumn, raw: string, code: string | null) => void;
  readonly onMapForType: (col: ValueColumn, rows: readonly number[], word: AllowedWord | undefined) => void;
}

export function ValueColumns({ columns, keptOpen, busy, onChoose, onMapForType }: Props) {
  const { lang } = useI18n();
  const { open, settled } = decisionFirst(columns, keptOpen);
  const card = (col: ValueColumn) => (
    <ValueCard key={columnKey(col)} col={col} busy={busy} onChoose={onChoose} onMapForType={onMapForType} />
  );
  return (
    <>
      <div className="value-columns">{open.map(card)}</div>
      {settled.length > 0 && (
        <details className="value-fold card">
          <summary>
            {formatMessage(open.length > 0 ? FORM_MESSAGES.valuesFolded : FORM_MESSAGES.valuesAllSettled, lang, {
              count: settled.length,
            })}
          </summary>
          <div className="value-columns">{settled.map(card)}</div>
        </details>
      )}
    </>
  );
}

// The Review step's toolbar: which sheet and rows the grid shows, their counts, and undo and the notes file.
import type { RefObject } from 'react';
import type { Counts, MappingView, RowFilter } from '../../../../shared/contract';
import { SegmentedChoice } from '../../components/segmented-choice';
import { useI18n } from '../../i18n/i18n';
import { CountsLine } from './counts-line';

const FILTERS: readonly [RowFilter, 'filterAll' | 'filterInvalid' | 'filterFailed'][] = [
  ['all', 'filterAll'],
  ['invalid', 'filterInvalid'],
  ['failed', 'filterFailed'],
];

interface Props {
  readonly mapping: MappingView;
  readonly sheet: string;
  readonly onSheet: (sheet: string) => void;
  readonly filter: RowFilter;
  readonly onFilter: (f: RowFilter) => void;
  readonly counts: Counts | null;
  readonly busy: boolean;
  readonly undoable: number;
  readonly undoButton: RefObject<HTMLButtonElement | null>;
  readonly onUndo: () => void;
  readonly onWriteNotes: () => void;
}

export function ReviewToolbar({ mapping, sheet, onSheet, filter, onFilter, counts, busy, ...actions }: Props) {
  const { t } = useI18n();
  return (
    <div className="toolbar">
      {mapping.sheets.length > 1 && (
        <label>
          {t('sheet')}
          <select value={sheet} onChange={(e) => onSheet(e.target.value)}>
            {mapping.sheets.map((s) => (
              <option key={s.sheet} value={s.sheet}>
                {s.sheet}
              </option>
            ))}
          </select>
        </label>
      )}
      <SegmentedChoice
        label={t('rowFilter')}
        choices={FILTERS.map(([f, key]) => [f, t(key)] as const)}
        value={filter}
        onChange={onFilter}
      />
      {counts && <CountsLine counts={counts} />}
      <span className="spacer" />
      <div className="toolbar-actions">
        <button
          ref={actions.undoButton}
          type="button"
          className="secondary"
          disabled={busy || actions.undoable === 0}
          onClick={actions.onUndo}
        >
          {t('undo')}
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={actions.onWriteNotes}>
          {t('writeNotes')}
        </button>
      </div>
    </div>
  );
}

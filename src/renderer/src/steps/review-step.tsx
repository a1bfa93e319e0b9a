// Step 5: validate on the Node side, then review every row in a virtualised grid with the error navigator beside it;
// fix cells in place or a whole column in bulk, and undo before uploading.
import { useRef, useState } from 'react';
import type { MappingView, ProblemKinds, RowFilter, ValidationSummary } from '../../../shared/contract';
import { BulkFix } from '../components/bulk-fix';
import { ProblemNavigator } from '../components/problem-navigator';
import { WarningPanel } from '../components/warning-panel';
import { CancelledNotice, ValidationStatus } from '../components/validation-run';
import type { GridCursor, GridHandle } from '../components/row-grid';
import { RowGrid } from '../components/row-grid';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { EditNotes } from './review/edit-notes';
import { ReviewToolbar } from './review/review-toolbar';
import { useNotesFile } from './review/use-notes-file';
import { useProblemList } from './review/use-problem-list';
import { useProblemNavigation } from './review/use-problem-navigation';
import { useReviewValidation } from './review/use-review-validation';
import { useRowEdits } from './review/use-row-edits';
import { useSessionWarnings } from './review/use-session-warnings';
import { SummaryNotices } from '../components/summary-notices';

interface Props {
  readonly mapping: MappingView;
  readonly summary: ValidationSummary | null;
  readonly onSummary: (s: ValidationSummary) => void;
  /** Rows changed here (an edit, a bulk fix, an undo): a dry run made before no longer says what would happen. */
  readonly onEdited: () => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

export function ReviewStep({ mapping, summary, onSummary, onEdited: onRowsEdited, onBack, onNext }: Props) {
  const { t, number } = useI18n();
  const { busy, run } = useCall();
  const [sheet, setSheet] = useState(mapping.sheets[0]?.sheet ?? '');
  const [filter, setFilter] = useState<RowFilter>('all');
  /** What the navigator goes through: the rows' problems first, warnings on request (docs/plausibility.md). */
  const [navKinds, setNavKinds] = useState<ProblemKinds>('errors');
  const [cursor, setCursor] = useState<GridCursor | null>(null);
  const grid = useRef<GridHandle>(null);
  const { validation, validate, generation, againButton } = useReviewValidation(summary, onSummary);
  const edits = useRowEdits({ run, grid, cursor, onRowsEdited });
  const { editTick, refreshTick } = edits;
  const problems = useProblemList({ summary, sheet, filter, navKinds, generation, editTick, refreshTick });
  const { warnings, accept, applyFix } = useSessionWarnings({ summary, generation, run, ...edits });
  const { saved, writeNotes } = useNotesFile(run);
  const nav = useProblemNavigation(problems, cursor, grid);
  const sheetView = mapping.sheets.find((s) => s.sheet === sheet) ?? mapping.sheets[0];

  return (
    <section aria-labelledby="review-title" className="step-panel fill">
      <h1 id="review-title">{t('reviewTitle')}</h1>
      <ValidationStatus validation={validation} />
      {!summary && validation.cancelled && (
        <>
          <CancelledNotice text={t('validationCancelledHere')} />
          <button ref={againButton} type="button" className="primary" onClick={() => void validate()}>
            {t('validateAgain')}
          </button>
        </>
      )}
      {summary && sheetView && (
        <>
          <SummaryNotices notices={summary.notices} kind="status" />
          {warnings && (
            <WarningPanel
              warnings={warnings}
              sheet={sheet}
              busy={busy}
              onAccept={(rows, kinds) => void accept(rows, kinds)}
              onFix={(w) => void applyFix(w)}
            />
          )}
          <ReviewToolbar
            mapping={mapping}
            sheet={sheet}
            onSheet={(s) => {
              setSheet(s);
              nav.restart();
            }}
            filter={filter}
            onFilter={(f) => {
              setFilter(f);
              nav.restart();
            }}
            counts={edits.counts}
            busy={busy}
            undoable={edits.undoable}
            undoButton={edits.undoButton}
            onUndo={() => void edits.undo()}
            onWriteNotes={() => void writeNotes()}
          />
          <EditNotes saved={saved} undoNote={edits.undoNote} />
          <BulkFix
            sheet={sheet}
            role={sheetView.role}
            columns={sheetView.columns}
            current={cursor?.column?.index ?? null}
            onApplied={edits.afterBulk}
          />
          <div className="review-body">
            <RowGrid
              ref={grid}
              sheet={sheet}
              role={sheetView.role}
              filter={filter}
              generation={generation}
              refreshTick={refreshTick}
              onCounts={edits.onCounts}
              onCursor={setCursor}
              onEdited={edits.onEdited}
              onUndo={edits.undoable > 0 && !busy ? () => void edits.undo() : undefined}
            />
            <ProblemNavigator
              role={sheetView.role}
              problems={problems}
              columns={sheetView.columns.filter((c) => c.field !== null)}
              position={nav.position}
              cursor={cursor}
              onGo={nav.go}
              onStep={nav.step}
              kinds={navKinds}
              onKinds={(k) => {
                setNavKinds(k);
                nav.restart();
              }}
              refused={edits.counts?.failed ?? 0}
              elsewhere={summary.sheets
                .filter((x) => x.sheet !== sheet && x.counts.invalid > 0)
                .map((x) => `${x.sheet} (${number(x.counts.invalid)})`)}
            />
          </div>
        </>
      )}
      <div className="footer-actions">
        <button type="button" className="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="primary" disabled={!summary} onClick={onNext}>
          {t('next')}
        </button>
      </div>
    </section>
  );
}

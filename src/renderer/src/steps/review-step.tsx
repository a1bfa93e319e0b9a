// Step 5: validate on the Node side, then review every row in a virtualised grid with the error navigator beside it;
// fix cells in place or a whole column in bulk, and undo before uploading.
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  Counts,
  MappingView,
  ProblemKinds,
  Problems,
  RowFilter,
  SavedFile,
  ValidationSummary,
} from '../../../shared/contract';
import { api, download } from '../api/platform';
import { BulkFix } from '../components/bulk-fix';
import { ProblemNavigator } from '../components/problem-navigator';
import { WarningPanel } from '../components/warning-panel';
import { fixCells } from '../components/warning-fix';
import { SegmentedChoice } from '../components/segmented-choice';
import type { SessionWarningsView, WarningKindName, WarningView } from '../../../shared/contract-warnings';
import { CancelledNotice, ValidationStatus, useValidationRun } from '../components/validation-run';
import type { GridCursor, GridHandle } from '../components/row-grid';
import { RowGrid } from '../components/row-grid';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';

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
  const { t, number, lang } = useI18n();
  const { busy, run } = useCall();
  const [sheet, setSheet] = useState(mapping.sheets[0]?.sheet ?? '');
  const [filter, setFilter] = useState<RowFilter>('all');
  const [counts, setCounts] = useState<Counts | null>(null);
  const validation = useValidationRun();
  const validateOnce = useRef(false);
  const againButton = useRef<HTMLButtonElement>(null);
  const [generation, setGeneration] = useState(0);
  const [refreshTick, setRefreshTick] = useState(0);
  const [saved, setSaved] = useState<SavedFile | null>(null);
  const [problems, setProblems] = useState<Problems | null>(null);
  /** What the navigator goes through: the rows' problems first, warnings on request (docs/plausibility.md). */
  const [navKinds, setNavKinds] = useState<ProblemKinds>('errors');
  const [warnings, setWarnings] = useState<SessionWarningsView | null>(null);
  const [position, setPosition] = useState(-1);
  const [cursor, setCursor] = useState<GridCursor | null>(null);
  const [editTick, setEditTick] = useState(0);
  const [undoNote, setUndoNote] = useState<string | null>(null);
  /**
   * Edits made here that can still be undone (an upload clears them on the Node side, and this step is left for it).
   */
  const [undoable, setUndoable] = useState(0);
  const grid = useRef<GridHandle>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const sheetView = mapping.sheets.find((s) => s.sheet === sheet) ?? mapping.sheets[0];

  /** Reached with rows not validated (from the step list, or after an edit elsewhere): they are validated here. */
  const validate = useCallback(async () => {
    const s = await validation.start();
    if (s) {
      onSummary(s);
      setGeneration((g) => g + 1);
    }
  }, [validation, onSummary]);

  useEffect(() => {
    if (validation.cancelled) againButton.current?.focus();
  }, [validation.cancelled]);
  // The rows' messages come in the language of the call that fetched them: another language fetches them again.
  const firstLang = useRef(lang);
  useEffect(() => {
    if (lang === firstLang.current) return;
    firstLang.current = lang;
    setGeneration((g) => g + 1);
  }, [lang]);
  // A check started here took the focus to its Cancel button, gone once it ends: back to the heading, not the page.
  useEffect(() => {
    if (!validation.running && !validation.cancelled && document.activeElement === document.body)
      document.getElementById('review-title')?.focus();
  }, [validation.running, validation.cancelled]);

  useEffect(() => {
    if (summary || validateOnce.current) return;
    validateOnce.current = true;
    void validate();
  }, [summary, validate]);

  // The problem list follows every validation, filter and edit.
  useEffect(() => {
    if (!summary) return;
    void api.getProblems({ sheet, filter, include: navKinds }).then((r) => {
      if (r.ok) setProblems(r.value);
    });
  }, [summary, sheet, filter, navKinds, generation, editTick, refreshTick]);
  // The warnings too: an edit can fix one or make one, and accepted ones are the session's, kept between the steps.
  useEffect(() => {
    if (!summary) return;
    void api.getWarnings({}).then((r) => {
      if (r.ok) setWarnings(r.value);
    });
  }, [summary, generation, editTick, refreshTick]);

  const onCounts = useCallback((c: Counts) => setCounts(c), []);
  const onEdited = useCallback(() => {
    setEditTick((x) => x + 1);
    setUndoable((n) => n + 1);
    onRowsEdited();
  }, [onRowsEdited]);

  const go = (p: number) => {
    const cell = problems?.cells[p];
    if (!cell) return;
    setPosition(p);
    grid.current?.focusCell(cell.index, cell.col ?? 0);
  };

  /**
   * The problem after (or before) the current cell in the grid's order, wrapping round; fixed ones are gone already.
   */
  const step = (direction: -1 | 1) => {
    const cells = problems?.cells ?? [];
    if (cells.length === 0) return;
    const at = cursor?.at ?? [-1, -1];
    const after = (c: Problems['cells'][number]) => c.index > at[0] || (c.index === at[0] && (c.col ?? -1) > at[1]);
    const before = (c: Problems['cells'][number]) => c.index < at[0] || (c.index === at[0] && (c.col ?? -1) < at[1]);
    const p = direction === 1 ? cells.findIndex(after) : cells.findLastIndex(before);
    go(p >= 0 ? p : direction === 1 ? 0 : cells.length - 1);
  };

  const writeNotes = async () => {
    const f = await run(() => api.writeNotes({}));
    if (f) {
      setSaved(f);
      if (f.downloadUrl) download(f.downloadUrl, f.name);
    }
  };

  const undo = async () => {
    const fromButton = document.activeElement === undoButton.current;
    const r = await run(() => api.undoEdit({}));
    if (!r) return;
    setCounts(r.counts);
    setUndoable((n) => Math.max(0, n - 1));
    // The last undo disables its button: the focus goes to the current cell rather than back to the page's top.
    if (undoable <= 1 && fromButton) {
      const at = cursor?.at ?? [0, 0];
      grid.current?.focusCell(at[0], at[1]);
    }
    setUndoNote(t('undone', { count: r.changed }));
    setRefreshTick((x) => x + 1);
    onRowsEdited();
  };

  const afterBulk = (c: Counts) => {
    setCounts(c);
    setUndoable((n) => n + 1);
    setUndoNote(null);
    setRefreshTick((x) => x + 1);
    onRowsEdited();
  };

  const accept = async (rows: readonly string[], kinds: readonly WarningKindName[]) => {
    const w = await run(() => api.acceptWarnings({ rows: [...rows], kinds: [...kinds] }));
    if (!w) return;
    setWarnings(w);
    setRefreshTick((x) => x + 1);
  };

  /** The one-click fix: the row's fix fields set like a bulk edit (one undo puts them back). */
  const applyFix = async (w: WarningView) => {
    const page = await run(() => api.getRows({ sheet: w.sheet, offset: 0, limit: 1, filter: 'all', rows: [w.row] }));
    const row = page?.rows[0];
    const cells = page && row ? fixCells(w, page.columns, row) : null;
    if (!cells) return;
    const r = await run(() => api.editCells({ sheet: w.sheet, cells }));
    if (r) afterBulk(r.counts);
  };

  const filters: readonly [RowFilter, 'filterAll' | 'filterInvalid' | 'filterFailed'][] = [
    ['all', 'filterAll'],
    ['invalid', 'filterInvalid'],
    ['failed', 'filterFailed'],
  ];

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
          {summary.notices.map((n) => (
            <div key={n} className="banner warning" role="status">
              {n}
            </div>
          ))}
          {warnings && (
            <WarningPanel
              warnings={warnings}
              sheet={sheet}
              busy={busy}
              onAccept={(rows, kinds) => void accept(rows, kinds)}
              onFix={(w) => void applyFix(w)}
            />
          )}
          <div className="toolbar">
            {mapping.sheets.length > 1 && (
              <label>
                {t('sheet')}
                <select
                  value={sheet}
                  onChange={(e) => {
                    setSheet(e.target.value);
                    setPosition(-1);
                  }}
                >
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
              choices={filters.map(([f, key]) => [f, t(key)] as const)}
              value={filter}
              onChange={(f) => {
                setFilter(f);
                setPosition(-1);
              }}
            />
            {counts && (
              <p className="counts" role="status" aria-live="polite">
                {t('countsLine', {
                  total: number(counts.total),
                  valid: number(counts.valid),
                  invalid: number(counts.invalid),
                  failed: number(counts.failed),
                  done: number(counts.done),
                })}
                {counts.blocked > 0 && <> · {t('countsBlocked', { count: counts.blocked })}</>}
              </p>
            )}
            <span className="spacer" />
            <div className="toolbar-actions">
              <button
                ref={undoButton}
                type="button"
                className="secondary"
                disabled={busy || undoable === 0}
                onClick={() => void undo()}
              >
                {t('undo')}
              </button>
              <button type="button" className="secondary" disabled={busy} onClick={() => void writeNotes()}>
                {t('writeNotes')}
              </button>
            </div>
          </div>
          {saved && (
            <p role="status" className="ok-text">
              {t('notesWritten', { file: saved.path ?? saved.name })}
            </p>
          )}
          {undoNote && (
            <p role="status" className="ok-text">
              {undoNote}
            </p>
          )}
          <BulkFix
            sheet={sheet}
            role={sheetView.role}
            columns={sheetView.columns}
            current={cursor?.column?.index ?? null}
            onApplied={afterBulk}
          />
          <div className="review-body">
            <RowGrid
              ref={grid}
              sheet={sheet}
              role={sheetView.role}
              filter={filter}
              generation={generation}
              refreshTick={refreshTick}
              onCounts={onCounts}
              onCursor={setCursor}
              onEdited={onEdited}
              onUndo={undoable > 0 && !busy ? () => void undo() : undefined}
            />
            <ProblemNavigator
              role={sheetView.role}
              problems={problems}
              columns={sheetView.columns.filter((c) => c.field !== null)}
              position={position}
              cursor={cursor}
              onGo={go}
              onStep={step}
              kinds={navKinds}
              onKinds={(k) => {
                setNavKinds(k);
                setPosition(-1);
              }}
              refused={counts?.failed ?? 0}
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

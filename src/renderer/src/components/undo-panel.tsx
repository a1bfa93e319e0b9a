// History's "Visszavonás": the preview of undoing a run (buckets, rows kept or not possible), the undo, its results.
import { useEffect, useRef } from 'react';
import type { HistoryEntry } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import { UNDO_MESSAGES } from '../i18n/undo-messages';
import { translator } from '../i18n/translator';
import { UndoCountsLine } from './undo-counts-line';
import { UndoDeleteDialog } from './undo-delete-dialog';
import { UndoRowList } from './undo-row-list';
import type { UndoRun } from './use-undo-run';
import { useUndoRun } from './use-undo-run';

interface Props {
  readonly entry: HistoryEntry;
  readonly onClose: () => void;
  /** The undo ran: History lists it. */
  readonly onUndone: () => void;
}

export function UndoPanel({ entry, onClose, onUndone }: Props) {
  return <UndoPanelView entry={entry} run={useUndoRun(entry, onUndone)} onClose={onClose} />;
}

interface ViewProps {
  readonly entry: HistoryEntry;
  readonly run: UndoRun;
  readonly onClose: () => void;
}

/** The panel for a state of the undo (the preview, the undo, its results). */
export function UndoPanelView({ entry, run, onClose }: ViewProps) {
  const { lang } = useI18n();
  const u = translator(UNDO_MESSAGES, lang);
  const { preview, result, busy, deleting, asking, setDeleting, setAsking, undo } = run;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);

  const shown = result ?? preview;
  const previewing = result === null;
  const toUndo = preview?.rows.some((r) => r.action !== 'none') ?? false;
  return (
    <section aria-labelledby={`undo-${entry.runId}`} className="card undo-panel">
      <h2 id={`undo-${entry.runId}`} tabIndex={-1} ref={heading}>
        {u('undoTitle', { file: entry.fileName })}
      </h2>
      <p>{u('undoIntro')}</p>
      {shown === null && (
        <p role="status" aria-live="polite">
          {busy ? u('undoChecking') : ''}
        </p>
      )}
      {busy && preview !== null && previewing && (
        <p role="status" aria-live="polite">
          <progress aria-label={u('undoRunning')} /> {u('undoRunning')}
        </p>
      )}
      {shown && <UndoCountsLine counts={shown.counts} done={!previewing} />}
      {result?.stoppedEarly && <p className="banner warn">{u('undoStopped', { why: result.stoppedEarly })}</p>}
      <UndoRowList rows={shown?.rows ?? []} />
      {/* Only what the run did: a run that created no listing (sellers only, a sync run) has none to delete. */}
      {previewing && (run.createdListings ?? 0) > 0 && (
        <label className="check">
          <input type="checkbox" checked={deleting} disabled={busy} onChange={(e) => setDeleting(e.target.checked)} />{' '}
          {u('undoDeleteToggle')}
        </label>
      )}
      {asking && preview !== null && (
        <UndoDeleteDialog
          runId={entry.runId}
          preview={preview}
          onConfirm={() => void undo()}
          onCancel={() => setAsking(false)}
        />
      )}
      <div className="actions">
        {previewing && preview !== null && toUndo && (
          <button
            type="button"
            className="primary"
            disabled={busy || asking}
            onClick={() => (deleting && preview.deletes > 0 ? setAsking(true) : void undo())}
          >
            {u('undoConfirm')}
          </button>
        )}
        {previewing && preview !== null && !toUndo && <p>{u('undoNothing')}</p>}
        <button type="button" disabled={busy && preview !== null && previewing} onClick={onClose}>
          {previewing ? u('undoCancel') : u('undoClose')}
        </button>
      </div>
    </section>
  );
}

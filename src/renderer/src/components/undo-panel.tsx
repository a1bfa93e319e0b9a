// History's "Visszavonás": the preview of undoing a run (buckets, rows kept or not possible), the undo, its results.
import { useEffect, useRef, useState } from 'react';
import type { HistoryEntry } from '../../../shared/contract';
import type { UndoReportView, UndoRow } from '../../../shared/contract-undo';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { UNDO_MESSAGES } from '../i18n/undo-messages';
import { translator } from '../i18n/translator';
import { useCall } from '../use-call';

interface Props {
  readonly entry: HistoryEntry;
  readonly onClose: () => void;
  /** The undo ran: History lists it. */
  readonly onUndone: () => void;
}

/** Rows worth a line: everything not simply undone. */
const NOTED = (r: UndoRow): boolean => r.bucket !== 'undone' || r.kept.length > 0 || r.notPossible.length > 0;
const SHOWN_ROWS = 50;

export function UndoPanel({ entry, onClose, onUndone }: Props) {
  const { lang, number } = useI18n();
  const u = translator(UNDO_MESSAGES, lang);
  const { run, busy } = useCall();
  const [preview, setPreview] = useState<UndoReportView | null>(null);
  const [result, setResult] = useState<UndoReportView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setPreview(null);
    const mode = deleting ? { deleteCreated: 1 } : {};
    void run(() => api.undoRun({ runId: entry.runId, dryRun: true, ...mode })).then((p) => {
      if (p) setPreview(p);
    });
  }, [entry.runId, run, deleting]);
  useEffect(() => heading.current?.focus(), [result]);

  const undo = async (): Promise<void> => {
    setAsking(false);
    const mode = deleting && preview !== null ? { deleteCreated: preview.deletes } : {};
    const done = await run(() => api.undoRun({ runId: entry.runId, dryRun: false, ...mode }));
    if (done) {
      setResult(done);
      onUndone();
    }
  };
  const shown = result ?? preview;
  const counts = shown?.counts;
  const rows = shown?.rows.filter(NOTED) ?? [];
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
      {busy && preview !== null && result === null && (
        <p role="status" aria-live="polite">
          <progress aria-label={u('undoRunning')} /> {u('undoRunning')}
        </p>
      )}
      {counts && (
        <p role="status" aria-live="polite">
          {result === null
            ? u('undoPreviewCounts', {
                count: number(counts.undone),
                kept: number(counts.kept),
                impossible: number(counts.notPossible),
              })
            : u('undoDoneCounts', {
                count: number(counts.undone),
                kept: number(counts.kept),
                impossible: number(counts.notPossible),
                failed: number(counts.failed),
              })}
        </p>
      )}
      {result?.stoppedEarly && <p className="banner warn">{u('undoStopped', { why: result.stoppedEarly })}</p>}
      {rows.length > 0 && (
        <>
          <h3>{u('undoRowsTitle')}</h3>
          <ul className="undo-rows">
            {rows.slice(0, SHOWN_ROWS).map((r) => (
              <li key={`${r.sheet}!${r.row}`}>
                <strong>{u('undoRow', { sheet: r.sheet, row: r.row })}</strong>
                {r.serviceId !== null && <span className="muted"> · #{r.serviceId}</span>} · {u(`bucket_${r.bucket}`)}
                {r.reason !== null && <>: {r.reason}</>}
                {r.kept.length > 0 && (
                  <ul>
                    {r.kept.map((k) => (
                      <li key={k.key}>
                        {u('undoKeptField', { field: k.key, left: k.left || '–', now: k.now || '–' })}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {result === null && (
        <label className="check">
          <input type="checkbox" checked={deleting} disabled={busy} onChange={(e) => setDeleting(e.target.checked)} />{' '}
          {u('undoDeleteToggle')}
        </label>
      )}
      {asking && preview !== null && (
        <div role="alertdialog" aria-labelledby={`undo-delete-${entry.runId}`} className="card">
          <h3 id={`undo-delete-${entry.runId}`}>{u('undoDeleteTitle', { count: number(preview.deletes) })}</h3>
          <p>{u('undoDeleteText')}</p>
          <ul>
            {preview.rows
              .filter((r) => r.action === 'delete' && r.resource === 'property')
              .slice(0, SHOWN_ROWS)
              .map((r) => (
                <li key={`${r.sheet}!${r.row}`}>
                  {u('undoRow', { sheet: r.sheet, row: r.row })}
                  {r.serviceId !== null && <span className="muted"> · #{r.serviceId}</span>}
                </li>
              ))}
          </ul>
          <div className="actions">
            <button type="button" className="danger" onClick={() => void undo()}>
              {u('undoDeleteYes', { count: number(preview.deletes) })}
            </button>
            <button type="button" autoFocus onClick={() => setAsking(false)}>
              {u('undoCancel')}
            </button>
          </div>
        </div>
      )}
      <div className="actions">
        {result === null && preview !== null && toUndo && (
          <button
            type="button"
            className="primary"
            disabled={busy || asking}
            onClick={() => (deleting && preview.deletes > 0 ? setAsking(true) : void undo())}
          >
            {u('undoConfirm')}
          </button>
        )}
        {result === null && preview !== null && !toUndo && <p>{u('undoNothing')}</p>}
        <button type="button" disabled={busy && preview !== null && result === null} onClick={onClose}>
          {result === null ? u('undoCancel') : u('undoClose')}
        </button>
      </div>
    </section>
  );
}

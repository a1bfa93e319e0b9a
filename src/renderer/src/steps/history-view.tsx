// Past runs per office from the journal: file, time, user and counts; each run opens (Results for this session's
// last upload, its summary for the others).
import { Fragment, useCallback, useEffect, useState } from 'react';
import type { Connection, HistoryEntry } from '../../../shared/contract';
import { api } from '../api/platform';
import { UndoPanel } from '../components/undo-panel';
import { useI18n } from '../i18n/i18n';
import { UNDO_MESSAGES } from '../i18n/undo-messages';
import { useCall } from '../use-call';
import { formatMessage } from '../../../shared/message-catalog';
import { historyCountsApart } from './history-counts-apart';
import { historyRunCounts, historyUndoable } from './history-run-counts';

interface Props {
  readonly connection: Connection | null;
  /** Whether Results can show this run (the wizard's flow knows which runs the services still hold). */
  readonly openable: (runId: string) => boolean;
  readonly onOpen: (runId: string) => void;
}

/** The run has been undone (an undo run names it). */
function undone(e: HistoryEntry): boolean {
  return (e.undoneBy?.length ?? 0) > 0;
}

export function HistoryView({ connection, openable, onOpen }: Props) {
  const { t, lang, number } = useI18n();
  const { run } = useCall();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<string | null>(null);

  const load = useCallback(() => {
    void run(() => api.listHistory(connection ? { officeId: connection.officeId } : {})).then((e) => {
      if (e) setEntries(e);
    });
  }, [connection, run]);
  useEffect(load, [load]);

  return (
    <section aria-labelledby="history-title" className="step-panel">
      <h1 id="history-title">{t('historyTitle')}</h1>
      <p className="intro">{connection ? t('historyIntro', { office: connection.officeName }) : t('historyAll')}</p>
      <div className="card flush">
        {entries && entries.length === 0 && <p className="muted pad">{t('noHistory')}</p>}
        {entries && entries.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('file')}</th>
                <th scope="col">{t('user')}</th>
                <th scope="col">{t('office')}</th>
                <th scope="col">{t('outcome')}</th>
                <th scope="col" className="num">
                  {t('counts')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <Fragment key={e.runId}>
                  <tr>
                    {/* As the services write the results workbook's Imported at (docs/write-back.md, "Imported at"). */}
                    <td>{e.startedAtText}</td>
                    <td>
                      {openable(e.runId) ? (
                        <button type="button" className="link" onClick={() => onOpen(e.runId)}>
                          {e.fileName} · {t('historyOpen')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="link"
                          aria-expanded={shown === e.runId}
                          aria-controls={`run-${e.runId}`}
                          onClick={() => setShown((s) => (s === e.runId ? null : e.runId))}
                        >
                          {e.fileName} · {t('historyShow')}
                        </button>
                      )}
                      {e.dryRun && <span className="tag">{t('dry')}</span>}
                      {e.undoes != null && <span className="tag">{formatMessage(UNDO_MESSAGES.undoOf, lang)}</span>}
                      {undone(e) && <span className="tag">{formatMessage(UNDO_MESSAGES.undoneAlready, lang)}</span>}
                      {historyUndoable(e, entries) && (
                        <>
                          {/* Apart from the link before it: side by side they read as one word. */}
                          <span aria-hidden="true"> · </span>
                          <button
                            type="button"
                            className="link"
                            aria-expanded={undoing === e.runId}
                            aria-controls={`undo-panel-${e.runId}`}
                            onClick={() => setUndoing((u) => (u === e.runId ? null : e.runId))}
                          >
                            {formatMessage(UNDO_MESSAGES.undo, lang)}
                            <span className="visually-hidden"> · {e.fileName}</span>
                          </button>
                        </>
                      )}
                    </td>
                    <td>
                      {e.user} <span className="muted">· {new URL(e.service).host}</span>
                    </td>
                    {/* The connected office by its name; a run of another office (shown when not connected) by number. */}
                    <td>{connection?.officeId === e.officeId ? connection.officeName : `#${e.officeId}`}</td>
                    <td>{t(`runOutcome_${e.outcome}`)}</td>
                    <td className="num">
                      {historyRunCounts(e, lang)}
                      {historyCountsApart(e, lang) !== '' && <div className="muted">{historyCountsApart(e, lang)}</div>}
                    </td>
                  </tr>
                  {undoing === e.runId && (
                    <tr id={`undo-panel-${e.runId}`}>
                      <td colSpan={6}>
                        <UndoPanel entry={e} onClose={() => setUndoing(null)} onUndone={load} />
                      </td>
                    </tr>
                  )}
                  {shown === e.runId && (
                    <tr id={`run-${e.runId}`}>
                      <td colSpan={6} role="status">
                        {t('historyDetail', {
                          created: number(e.created),
                          updated: number(e.updated),
                          failed: number(e.failed),
                          skipped: number(e.skipped),
                          service: e.service,
                        })}{' '}
                        {historyCountsApart(e, lang) !== '' && <>{historyCountsApart(e, lang)}. </>}
                        <span className="muted">{t('historyNotOpenable')}</span>
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

// The state of undoing one run: its preview (again whenever "delete created listings" is toggled), the undo, its result.
import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../../shared/contract';
import type { UndoReportView } from '../../../shared/contract-undo';
import { api } from '../api/platform';
import { useCall } from '../use-call';

export interface UndoRun {
  readonly preview: UndoReportView | null;
  readonly result: UndoReportView | null;
  readonly busy: boolean;
  /**
   * Listings the run created, from the last preview (kept while a new preview loads, so the choice does not vanish
   * under the pointer); null before the first. Deleting them is offered only when there are some.
   */
  readonly createdListings: number | null;
  /** Whether listings the run created are deleted too. */
  readonly deleting: boolean;
  /** Whether the user is being asked to confirm those deletions. */
  readonly asking: boolean;
  readonly setDeleting: (deleting: boolean) => void;
  readonly setAsking: (asking: boolean) => void;
  readonly undo: () => Promise<void>;
}

export function useUndoRun(entry: HistoryEntry, onUndone: () => void): UndoRun {
  const { run, busy } = useCall();
  const [preview, setPreview] = useState<UndoReportView | null>(null);
  const [result, setResult] = useState<UndoReportView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [asking, setAsking] = useState(false);
  const [createdListings, setCreatedListings] = useState<number | null>(null);

  useEffect(() => {
    setPreview(null);
    const mode = deleting ? { deleteCreated: 1 } : {};
    void run(() => api.undoRun({ runId: entry.runId, dryRun: true, ...mode })).then((p) => {
      if (!p) return;
      setPreview(p);
      setCreatedListings(p.createdListings);
    });
  }, [entry.runId, run, deleting]);

  const undo = async (): Promise<void> => {
    setAsking(false);
    const mode = deleting && preview !== null ? { deleteCreated: preview.deletes } : {};
    const done = await run(() => api.undoRun({ runId: entry.runId, dryRun: false, ...mode }));
    if (done) {
      setResult(done);
      onUndone();
    }
  };
  return { preview, result, busy, createdListings, deleting, asking, setDeleting, setAsking, undo };
}

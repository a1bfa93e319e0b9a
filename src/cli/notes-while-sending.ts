// A real upload's plausibility notes judged while its batches are in flight, not after the last answer: they need
// only the plan and what was read before sending, and they only report (a warning never holds a row back nor changes
// the exit code, docs/plausibility.md, "On the command line"), so the check of every listing need not wait for the end.
import { nextRequestSent } from '../engine/api';
import type { UploadPlan } from '../engine/model/upload-plan';
import type { UploadProgress } from '../engine/upload';
import { plannedChanges } from '../engine/upload';
import type { GatherArguments, NotesBefore, RowNotes } from './plausibility-report';
import { gatherRowNotes } from './plausibility-report';

/** The hooks a run gives its plan and progress to, and the notes judged by its plan. */
export interface NotesWhileSending {
  readonly onPlanned: (plan: UploadPlan) => void;
  readonly onProgress: (p: UploadProgress) => void;
  /** The notes judged by the run's plan: those judged while sending when it was that plan, else judged now. */
  readonly notes: (plan: UploadPlan) => Promise<RowNotes>;
}

/**
 * Judges once the first answer is in and the next request is written: the first two batches leave without waiting for
 * the check, which then runs while the second is in flight (over a slow link, hidden under its round trip). A run with
 * no answer, or none written after it, judges at the end.
 */
export function notesWhileSending(
  a: Omit<GatherArguments, 'changes' | 'before'>,
  reading: Promise<NotesBefore>,
): NotesWhileSending {
  let planned: UploadPlan | null = null;
  let judged: Promise<RowNotes> | null = null;
  let ending = (): void => undefined;
  const ended = new Promise<void>((resolve) => (ending = resolve));
  const judge = (plan: UploadPlan): Promise<RowNotes> =>
    reading.then((before) => gatherRowNotes({ ...a, changes: (i) => plannedChanges(plan, i), before }));
  return {
    onPlanned: (plan) => {
      planned = plan;
    },
    onProgress: (p) => {
      if (judged !== null || planned === null || p.phase !== 'uploading' || p.done === 0) return;
      const plan = planned;
      // Once the next request is written: undici writes it a turn after it is asked on a connection it reuses, and the
      // check (tens of ms) run in between would hold it back (docs/performance.md, "Upload: the slow link").
      judged = nextRequestSent(ended).then(() => judge(plan));
      // Its failure is thrown where the notes are awaited, as when they were judged at the end.
      judged.catch(() => undefined);
    },
    notes: (plan) => {
      ending();
      return judged !== null && plan === planned ? judged : judge(plan);
    },
  };
}

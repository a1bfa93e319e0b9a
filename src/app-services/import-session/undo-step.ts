// History's "Visszavonás": the preview and the undo of a past run (docs/undo.md), in the UI language.
import type { UndoFailure, UndoReport, UndoRowReport } from '../../engine/undo';
import { runUndo } from '../../engine/undo';
import type { UndoReportView, UndoRequest, UndoRow } from '../../shared/contract-undo';
import type { AppError } from '../../shared/contract';
import { failBoth } from '../app-failure';
import type { SessionEnv } from './session-env';
import { journalDir, say } from './session-env';
import { withClient } from './sync-step';

/** The contract's code of each refusal; its text is the engine's, in both languages. */
const REFUSAL_CODE: Readonly<Record<UndoFailure['kind'], AppError['code']>> = {
  not_found: 'not_found',
  other_service: 'invalid_request',
  busy: 'busy',
  journal: 'internal',
  lookup: 'connection_failed',
  unconfirmed_deletes: 'invalid_request',
};

function text(v: unknown): string {
  return v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
}

function rowView(env: SessionEnv, r: UndoRowReport): UndoRow {
  return {
    sheet: r.sheet,
    row: r.row,
    serviceId: r.serviceId,
    syncListing: r.syncListing,
    reference: r.reference,
    address: r.address,
    resource: r.resource,
    bucket: r.bucket,
    action: r.action,
    reason: env.lang() === 'hu' ? r.reasonHu : r.reason,
    putBack: [...r.fields.putBack],
    kept: r.fields.kept.map((k) => ({ key: k.key, left: text(k.left), now: text(k.now) })),
    notPossible: [...r.fields.notPossible],
  };
}

function view(env: SessionEnv, report: UndoReport): UndoReportView {
  const stop = report.stoppedEarly;
  return {
    runId: report.runId,
    undoes: report.undoes,
    dryRun: report.dryRun,
    counts: report.counts,
    untouched: report.untouched,
    createdListings: report.createdListings,
    deletes: report.rows.filter((r) => r.action === 'delete' && r.resource === 'property').length,
    stoppedEarly: stop === null ? null : say(env, stop.message, stop.messageHu),
    rows: report.rows.map((r) => rowView(env, r)),
  };
}

/** Undoes (or previews undoing) run `req.runId` with the session's connection. */
export function undoRun(env: SessionEnv, req: UndoRequest): Promise<UndoReportView> {
  return withClient(env, async (client) => {
    const outcome = await runUndo({
      client,
      journalDir: journalDir(env),
      runId: req.runId,
      dryRun: req.dryRun,
      ...(req.deleteCreated !== undefined ? { deleteCreated: req.deleteCreated } : {}),
      faultBudget: client.faults ?? null,
    });
    if (outcome.ok) return view(env, outcome.value);
    const e = outcome.error;
    return failBoth(REFUSAL_CODE[e.kind], { en: e.message, hu: e.messageHu });
  });
}

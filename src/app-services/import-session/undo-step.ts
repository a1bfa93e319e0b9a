// History's "Visszavonás": the preview and the undo of a past run (docs/undo.md), in the UI language.
import type { UndoReport, UndoRowReport } from '../../engine/undo';
import { runUndo } from '../../engine/undo';
import type { UndoReportView, UndoRequest, UndoRow } from '../../shared/contract-undo';
import { fail } from '../app-failure';
import type { SessionEnv } from './session-env';
import { journalDir, say } from './session-env';
import { withClient } from './sync-step';

function text(v: unknown): string {
  return v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
}

function rowView(env: SessionEnv, r: UndoRowReport): UndoRow {
  return {
    sheet: r.sheet,
    row: r.row,
    serviceId: r.serviceId,
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
    switch (e.kind) {
      case 'not_found':
        return fail('not_found', e.message, `Nincs ilyen futás: ${req.runId}.`);
      case 'other_service':
        return fail('invalid_request', e.message, 'A futás másik szolgáltatáson vagy felhasználóval készült.');
      case 'busy':
        return fail('busy', e.message, 'Ennek a futásnak a visszavonása már folyamatban van.');
      case 'journal':
        return fail('internal', e.message);
      case 'lookup':
        return fail('connection_failed', e.message);
      case 'unconfirmed_deletes':
        return fail('invalid_request', e.message, e.messageHu);
    }
  });
}

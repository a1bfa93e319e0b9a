// Model-based test of the wizard's flow: random sequences of user actions against the reducer and a small model of
// the services' rows (valid or not, sent, failed, changed since). After every action, from the state reached there is
// an enabled way to send every row that can be sent and to see every result, the counts add up, and nothing changed
// that the action did not ask for.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { StepId, WizardAction, WizardState } from '../../src/renderer/src/wizard/wizard-state';
import {
  INITIAL_WIZARD,
  STEPS,
  canOpenRun,
  countsAddUp,
  reachableSteps,
  sendableRows,
  wizardReducer,
} from '../../src/renderer/src/wizard/wizard-state';
import type { Counts } from '../../src/shared/contract';
import { CONNECTION, MAPPING, WORKBOOK, runOf, summaryOf } from './wizard-kit';

interface ModelRow {
  readonly ok: boolean;
  readonly result: 'none' | 'done' | 'failed';
  /** Edited since its last result. */
  readonly changed: boolean;
}

interface Model {
  readonly rows: readonly ModelRow[];
  /** The services' last upload (what Results can show), or null. */
  readonly lastRun: string | null;
  readonly runs: number;
}

type UserAction =
  | { readonly kind: 'connect' }
  | { readonly kind: 'open' }
  | { readonly kind: 'map' }
  | { readonly kind: 'values' }
  | { readonly kind: 'edit'; readonly row: number; readonly ok: boolean }
  | { readonly kind: 'dryRun' }
  | { readonly kind: 'upload'; readonly failing: readonly number[] }
  | { readonly kind: 'resend'; readonly failing: readonly number[] }
  | { readonly kind: 'go'; readonly step: StepId }
  | { readonly kind: 'history' }
  | { readonly kind: 'export' }
  | { readonly kind: 'openRun' }
  | { readonly kind: 'restart'; readonly restored: 'workbook' | 'connection' | 'none' };

const ROWS = 6;

/** The row's status as the services count it: problems win, a done row edited since is to be sent again. */
function statusOf(r: ModelRow): keyof Omit<Counts, 'total'> {
  if (!r.ok) return 'invalid';
  if (r.result === 'failed') return 'failed';
  if (r.result === 'done' && !r.changed) return 'done';
  return 'valid';
}

/** The rows an upload can send, by the model's own account: valid now, and never sent, failed, or edited since. */
function sendableInModel(m: Model): number {
  return m.rows.filter((r) => r.ok && !(r.result === 'done' && !r.changed)).length;
}

function countsOf(m: Model): Counts {
  const c = { total: 0, valid: 0, invalid: 0, failed: 0, done: 0, blocked: 0 };
  for (const r of m.rows) {
    c.total++;
    c[statusOf(r)]++;
  }
  return c;
}

/** Sends the rows the services would send, the `failing` ones refused (a featured quota, say). */
function send(m: Model, failing: readonly number[], only: 'pending' | 'failed'): Model {
  const runs = m.runs + 1;
  const rows = m.rows.map((r, i) => {
    const s = statusOf(r);
    const wanted = only === 'failed' ? s === 'failed' && r.changed : s === 'valid' || s === 'failed';
    if (!wanted) return r;
    return { ok: r.ok, result: failing.includes(i) ? ('failed' as const) : ('done' as const), changed: false };
  });
  return { rows, lastRun: `r${runs}`, runs };
}

/** Everyday actions come three times as often as a restart of the services, which undoes much of a sequence. */
const action: fc.Arbitrary<UserAction> = fc.oneof(
  ...[
    fc.constant({ kind: 'connect' } as const),
    fc.constant({ kind: 'open' } as const),
    fc.constant({ kind: 'map' } as const),
    fc.constant({ kind: 'values' } as const),
    fc.record({ kind: fc.constant('edit' as const), row: fc.nat(ROWS - 1), ok: fc.boolean() }),
    fc.constant({ kind: 'dryRun' } as const),
    fc.record({ kind: fc.constant('upload' as const), failing: fc.uniqueArray(fc.nat(ROWS - 1), { maxLength: 3 }) }),
    fc.record({ kind: fc.constant('resend' as const), failing: fc.uniqueArray(fc.nat(ROWS - 1), { maxLength: 2 }) }),
    fc.record({ kind: fc.constant('go' as const), step: fc.constantFrom(...STEPS) }),
    fc.constant({ kind: 'history' } as const),
    fc.constant({ kind: 'export' } as const),
    fc.constant({ kind: 'openRun' } as const),
  ].map((arbitrary: fc.Arbitrary<UserAction>) => ({ arbitrary, weight: 3 })),
  {
    arbitrary: fc.record({
      kind: fc.constant('restart' as const),
      restored: fc.constantFrom('workbook', 'connection', 'none'),
    }),
    weight: 1,
  },
);

interface World {
  readonly ui: WizardState;
  readonly model: Model;
}

const reduce = (s: WizardState, actions: readonly WizardAction[]) => actions.reduce(wizardReducer, s);
const validated = (m: Model): WizardAction => ({ type: 'validated', summary: summaryOf(countsOf(m)) });

/** Goes to a step through the step list, as the user clicks it; Review and Upload validate on arrival. */
function arrive(ui: WizardState, model: Model, to: StepId): WizardState {
  const moved = wizardReducer(ui, { type: 'goTo', step: to });
  const validates = moved !== ui && (to === 'review' || to === 'upload') && ui.mapping !== null;
  return validates ? wizardReducer(moved, validated(model)) : moved;
}

/** One user action as the components do it: the steps it goes through, the calls it makes, what they dispatch. */
function step(w: World, a: UserAction): World {
  const { ui, model } = w;
  switch (a.kind) {
    case 'connect': {
      const at = arrive(ui, model, 'connect');
      return { ui: wizardReducer(at, { type: 'connected', connection: CONNECTION }), model };
    }
    case 'open': {
      const at = arrive(ui, model, 'open');
      if (at.step !== 'open') return w;
      const rows = Array.from({ length: ROWS }, (_, i) => ({
        ok: i % 3 !== 0,
        result: 'none' as const,
        changed: false,
      }));
      return {
        ui: reduce(at, [
          { type: 'workbookOpened', workbook: WORKBOOK },
          { type: 'sheetsConfigured', mapping: MAPPING },
        ]),
        model: { rows, lastRun: null, runs: 0 },
      };
    }
    case 'map': {
      const at = arrive(ui, model, 'columns');
      return at.step === 'columns' ? { ui: wizardReducer(at, { type: 'mappingChanged', mapping: MAPPING }), model } : w;
    }
    case 'values': {
      const at = arrive(ui, model, 'values');
      return at.step === 'values' ? { ui: wizardReducer(at, { type: 'valuesChanged' }), model } : w;
    }
    case 'edit': {
      const at = arrive(ui, model, 'review');
      if (at.step !== 'review' || !model.rows[a.row]) return w;
      const rows = model.rows.map((r, i) => (i === a.row ? { ...r, ok: a.ok, changed: true } : r));
      return { ui: wizardReducer(at, { type: 'rowsEdited' }), model: { ...model, rows } };
    }
    case 'dryRun':
    case 'upload': {
      const at = arrive(ui, model, 'upload');
      // What the Upload step's buttons go by: the validation it made on arrival.
      if (at.step !== 'upload' || at.summary === null || sendableRows(at.summary.counts) === 0) return w;
      if (a.kind === 'dryRun')
        return { ui: wizardReducer(at, { type: 'runFinished', run: runOf('dry', true) }), model };
      const next = send(model, a.failing, 'pending');
      return { ui: wizardReducer(at, { type: 'runFinished', run: runOf(next.lastRun ?? '', false) }), model: next };
    }
    case 'resend': {
      const at = arrive(ui, model, 'results');
      const resendable = model.rows.some((r) => statusOf(r) === 'failed' && r.changed);
      if (at.step !== 'results' || !resendable) return w;
      const next = send(model, a.failing, 'failed');
      return { ui: wizardReducer(at, { type: 'runFinished', run: runOf(next.lastRun ?? '', false) }), model: next };
    }
    case 'go':
      return { ui: arrive(ui, model, a.step), model };
    case 'history':
      return { ui: wizardReducer(ui, { type: 'toggleHistory' }), model };
    case 'export':
      return { ui: wizardReducer(ui, { type: 'toggleExport' }), model };
    case 'openRun':
      return ui.view === 'history' && model.lastRun !== null
        ? { ui: wizardReducer(ui, { type: 'openRun', runId: model.lastRun }), model }
        : w;
    case 'restart':
      return {
        ui: wizardReducer(ui, { type: 'engineRestarted', restored: a.restored }),
        model: a.restored === 'workbook' ? { ...model, lastRun: null } : { rows: [], lastRun: null, runs: model.runs },
      };
  }
}

/** From `ui`, the user reaches Upload through the step list (Review validating on the way) with Start enabled. */
function canReachSending(ui: WizardState, model: Model): boolean {
  const back =
    ui.view === 'wizard' ? ui : wizardReducer(ui, { type: ui.view === 'history' ? 'toggleHistory' : 'toggleExport' });
  if (!reachableSteps(back).review) return false;
  const review = reduce(back, [{ type: 'goTo', step: 'review' }, validated(model)]);
  const upload = wizardReducer(review, { type: 'goTo', step: 'upload' });
  return (
    upload.step === 'upload' &&
    upload.summary !== null &&
    sendableRows(upload.summary.counts) === sendableInModel(model)
  );
}

const NAVIGATION = new Set<UserAction['kind']>(['go', 'history', 'export', 'openRun']);

it('never dead-ends: rows that can be sent can be sent, results can be seen, counts add up', () => {
  fc.assert(
    fc.property(fc.array(action, { maxLength: 40, size: 'max' }), (tail) => {
      // Most sequences start from an opened workbook; restarts still lead back to the empty start.
      const actions: readonly UserAction[] = [{ kind: 'connect' }, { kind: 'open' }, ...tail];
      let w: World = { ui: INITIAL_WIZARD, model: { rows: [], lastRun: null, runs: 0 } };
      for (const a of actions) {
        const before = w;
        w = step(w, a);
        const { ui, model } = w;
        const c = countsOf(model);
        expect(countsAddUp(c)).toBe(true);
        if (ui.summary) expect(countsAddUp(ui.summary.counts)).toBe(true);
        if (ui.mapping !== null && ui.connection !== null && sendableInModel(model) > 0)
          expect(canReachSending(ui, model)).toBe(true);
        if (model.lastRun !== null) {
          expect(reachableSteps(ui).results).toBe(true);
          expect(canOpenRun(ui, model.lastRun)).toBe(true);
        }
        if (NAVIGATION.has(a.kind)) {
          // Moving about changes what is shown, never what the user made; Review and Upload validate on arrival.
          expect(model).toBe(before.model);
          const { step: _s, view: _v, summary, ...kept } = ui;
          const { step: _bs, view: _bv, summary: summaryBefore, ...keptBefore } = before.ui;
          expect(kept).toEqual(keptBefore);
          if (summary !== summaryBefore) expect(summary?.counts).toEqual(countsOf(model));
        }
        if (a.kind === 'dryRun') expect(ui.run).toBe(before.ui.run);
      }
    }),
    { numRuns: 1000 },
  );
});

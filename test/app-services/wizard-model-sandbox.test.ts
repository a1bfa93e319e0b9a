// The wizard's flow against the real services and the sandbox: short random sequences of user actions (edit, undo,
// validate, dry run, upload with the sandbox's featured quota refusing rows, resend), the reducer fed as the
// components feed it. After each: the counts add up, Upload's "ready to send" agrees with what the services send,
// every upload's results can be reached, and a dry run or a validation changes no cell.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { WizardAction, WizardState } from '../../src/renderer/src/wizard/wizard-state';
import {
  INITIAL_WIZARD,
  countsAddUp,
  reachableSteps,
  sendableRows,
  wizardReducer,
} from '../../src/renderer/src/wizard/wizard-state';
import type { MethodName, MethodResult } from '../../src/shared/contract';
import { HEADER_ROW, writeListingWorkbook } from '../e2e/support/listing-workbook';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

const SHEET = 'Ingatlanok';
const PRICE = 4;
const FEATURED = 6;
const ROWS = Array.from({ length: 8 }, (_, i) => HEADER_ROW + 1 + i);

type Action =
  | { readonly kind: 'price'; readonly row: number; readonly ok: boolean }
  | { readonly kind: 'unfeature'; readonly row: number }
  | { readonly kind: 'undo' }
  | { readonly kind: 'dryRun' }
  | { readonly kind: 'upload' }
  | { readonly kind: 'resend' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('price' as const), row: fc.constantFrom(...ROWS), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('unfeature' as const), row: fc.constantFrom(...ROWS) }),
  fc.constant({ kind: 'undo' } as const),
  fc.constant({ kind: 'dryRun' } as const),
  fc.constant({ kind: 'upload' } as const),
  fc.constant({ kind: 'resend' } as const),
);

async function opened(h: ServicesHarness): Promise<WizardState> {
  const path = `${h.dir}/listings.xlsx`;
  await writeListingWorkbook(path);
  const connection = await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  const workbook = await h.call('openWorkbook', { file: { kind: 'path', path } });
  const mapping = await h.call('configureSheets', {
    sheets: [{ name: SHEET, role: 'properties', headerRow: HEADER_ROW }],
  });
  await h.call('setValueMapping', { sheet: SHEET, column: 'B', raw: 'ikerház', code: 'house' });
  // Its one invalid price fixed: six featured listings, and the sandbox office's quota of five refuses one.
  await h.call('validate', {});
  await h.call('editCell', { sheet: SHEET, row: 6, index: PRICE, value: '38 500 000' });
  return [
    { type: 'connected', connection },
    { type: 'workbookOpened', workbook },
    { type: 'sheetsConfigured', mapping },
  ].reduce<WizardState>((s, a) => wizardReducer(s, a as WizardAction), INITIAL_WIZARD);
}

async function cells(h: ServicesHarness): Promise<string> {
  const page = await h.call('getRows', { sheet: SHEET, offset: 0, limit: 50, filter: 'all' });
  return JSON.stringify(page.rows.map((r) => r.cells.map((c) => c.text)));
}

/** Runs one action as the components would, and returns the state the reducer reaches. */
async function perform(h: ServicesHarness, ui: WizardState, a: Action): Promise<WizardState> {
  const call = <M extends MethodName>(m: M, args: unknown): Promise<MethodResult<M>> => h.call(m, args);
  const go = (s: WizardState, step: 'review' | 'upload' | 'results') => wizardReducer(s, { type: 'goTo', step });
  switch (a.kind) {
    case 'price':
    case 'unfeature': {
      const value = a.kind === 'unfeature' ? 'nem' : a.ok ? '50 000 000' : 'sok pénz';
      const index = a.kind === 'unfeature' ? FEATURED : PRICE;
      await call('editCell', { sheet: SHEET, row: a.row, index, value });
      return wizardReducer(go(ui, 'review'), { type: 'rowsEdited' });
    }
    case 'undo':
      await call('undoEdit', {});
      return wizardReducer(go(ui, 'review'), { type: 'rowsEdited' });
    case 'dryRun':
    case 'upload': {
      const summary = await call('validate', {});
      const at = wizardReducer(go(ui, 'upload'), { type: 'validated', summary });
      if (sendableRows(summary.counts) === 0) return at;
      const run = await call('startUpload', { dryRun: a.kind === 'dryRun' });
      return wizardReducer(at, { type: 'runFinished', run });
    }
    case 'resend': {
      if (!reachableSteps(ui).results) return ui;
      const results = await call('getResults', {});
      if ((results.resendable ?? 0) === 0) return go(ui, 'results');
      return wizardReducer(go(ui, 'results'), { type: 'runFinished', run: await call('resubmitFailed', {}) });
    }
  }
}

it('random user sequences against the sandbox: no dead end, counts add up, no cell changes unasked', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 7 }), async (actions) => {
      const h = await startServices('li-wizard-model-');
      try {
        let ui = await opened(h);
        let uploaded = false;
        for (const a of actions) {
          const before = a.kind === 'dryRun' ? await cells(h) : null;
          ui = await perform(h, ui, a);
          if (before !== null) expect(await cells(h)).toBe(before);
          if (ui.run !== null && !ui.run.dryRun) uploaded = true;
          const summary = await h.call('validate', {});
          expect(countsAddUp(summary.counts)).toBe(true);
          if (uploaded) {
            expect(reachableSteps(ui).results).toBe(true);
            expect((await h.call('getResults', {})).summary.runId).toBe(ui.run?.runId);
          }
          // What Upload offers is what the services send: rows a dry run would create or update are counted ready
          // (Start upload is on), and no more rows are planned than are counted.
          const dry = await h.call('startUpload', { dryRun: true }).catch(() => null);
          const b = dry?.buckets;
          const wouldSend = (b?.create ?? 0) + (b?.update ?? 0);
          if (wouldSend > 0) expect(sendableRows(summary.counts)).toBeGreaterThan(0);
          expect(wouldSend).toBeLessThanOrEqual(sendableRows(summary.counts));
          if (b) expect(b.total).toBe(summary.counts.total);
        }
      } finally {
        await h.close();
      }
    }),
    { numRuns: 6 },
  );
}, 240_000);

// The wizard's flow: what each step enables, what a change invalidates, and where runs and History lead.
import { describe, expect, it } from 'vitest';
import type { WizardAction, WizardState } from '../../src/renderer/src/wizard/wizard-state';
import {
  INITIAL_WIZARD,
  canOpenRun,
  reachableSteps,
  sendableRows,
  wizardReducer,
} from '../../src/renderer/src/wizard/wizard-state';
import { CONNECTION, MAPPING, WORKBOOK, counts, runOf, summaryOf } from './wizard-kit';

const apply = (s: WizardState, ...actions: readonly WizardAction[]) => actions.reduce(wizardReducer, s);

const atReview = apply(
  INITIAL_WIZARD,
  { type: 'connected', connection: CONNECTION },
  { type: 'workbookOpened', workbook: WORKBOOK },
  { type: 'sheetsConfigured', mapping: MAPPING },
  { type: 'validated', summary: summaryOf(counts({ valid: 7, invalid: 1 })) },
  { type: 'goTo', step: 'review' },
);

describe('wizard flow', () => {
  it('opens only the steps whose state exists', () => {
    expect(reachableSteps(INITIAL_WIZARD)).toEqual({
      connect: true,
      open: false,
      columns: false,
      values: false,
      review: false,
      upload: false,
      results: false,
    });
    expect(reachableSteps(atReview).upload).toBe(true);
    expect(reachableSteps(atReview).results).toBe(false);
  });

  it('ignores a step the list does not offer', () => {
    expect(wizardReducer(INITIAL_WIZARD, { type: 'goTo', step: 'results' })).toBe(INITIAL_WIZARD);
  });

  it('counts failed rows fixed in Review as ready to send', () => {
    expect(sendableRows(counts({ failed: 2, done: 5 }))).toBe(2);
  });

  it('keeps Results open after a dry run that follows an upload', () => {
    const s = apply(
      atReview,
      { type: 'runFinished', run: runOf('r1', false, 2) },
      { type: 'goTo', step: 'upload' },
      { type: 'runFinished', run: runOf('d1', true) },
    );
    expect(s.run?.runId).toBe('r1');
    expect(s.dryRun?.runId).toBe('d1');
    expect(reachableSteps(s).results).toBe(true);
  });

  it('shows Results after an upload and a resend', () => {
    const s = apply(atReview, { type: 'runFinished', run: runOf('r1', false) });
    expect(s.step).toBe('results');
    expect(apply(s, { type: 'runFinished', run: runOf('r2', false) }).runs).toEqual(['r2', 'r1']);
  });

  it('drops a dry run when rows are edited, the columns or the values change', () => {
    const dry = apply(atReview, { type: 'runFinished', run: runOf('d1', true) });
    expect(apply(dry, { type: 'rowsEdited' }).dryRun).toBeNull();
    expect(apply(dry, { type: 'valuesChanged' }).dryRun).toBeNull();
    expect(apply(dry, { type: 'mappingChanged', mapping: MAPPING }).summary).toBeNull();
  });

  it('keeps the last upload when a column choice changes, so its results stay reachable', () => {
    const s = apply(
      atReview,
      { type: 'runFinished', run: runOf('r1', false) },
      { type: 'mappingChanged', mapping: MAPPING },
    );
    expect(reachableSteps(s).results).toBe(true);
    expect(reachableSteps(s).upload).toBe(true);
  });

  it('forgets the runs when another workbook is opened', () => {
    const s = apply(
      atReview,
      { type: 'runFinished', run: runOf('r1', false) },
      { type: 'workbookOpened', workbook: WORKBOOK },
    );
    expect(s.run).toBeNull();
    expect(reachableSteps(s).columns).toBe(false);
  });

  it("opens this session's last upload from History in Results", () => {
    const s = apply(atReview, { type: 'runFinished', run: runOf('r1', false) }, { type: 'toggleHistory' });
    expect(canOpenRun(s, 'r1')).toBe(true);
    expect(canOpenRun(s, 'older')).toBe(false);
    const opened = apply(s, { type: 'openRun', runId: 'r1' });
    expect([opened.view, opened.step]).toEqual(['wizard', 'results']);
  });

  it('goes back to the values step after a restart that reopened the workbook, and forgets its runs', () => {
    const s = apply(
      atReview,
      { type: 'runFinished', run: runOf('r1', false) },
      { type: 'engineRestarted', restored: 'workbook' },
    );
    expect([s.step, s.run, s.summary]).toEqual(['values', null, null]);
    expect(s.mapping).toBe(MAPPING);
  });

  it('takes a menu request to open a workbook to the Open step once connected', () => {
    const req = { type: 'openRequested', request: { kind: 'dialog' } } as const;
    expect(apply(INITIAL_WIZARD, req)).toBe(INITIAL_WIZARD);
    const s = apply(atReview, req);
    expect([s.step, s.openRequest]).toEqual(['open', { kind: 'dialog' }]);
  });

  it('remembers a connection check until an office is chosen', () => {
    const checked = apply(INITIAL_WIZARD, { type: 'connectionChecked', ok: true });
    expect(checked.check).toBe('ok');
    expect(apply(checked, { type: 'connected', connection: CONNECTION }).check).toBeNull();
  });

  it('drops the connection in use after a failed check: Upload waits for a check that succeeds', () => {
    const failed = apply(atReview, { type: 'connectionChecked', ok: false });
    expect(failed).toMatchObject({ check: 'failed', connection: null, mapping: MAPPING });
    expect(reachableSteps(failed)).toMatchObject({ open: false, review: true, upload: false });
  });

  it("forgets a check whose offices are forgotten, so the header claims no check of a form's connection", () => {
    const checked = apply(INITIAL_WIZARD, { type: 'connectionChecked', ok: true });
    const forgotten = apply(checked, { type: 'connectionChecked', ok: null });
    expect(forgotten.check).toBeNull();
    expect(apply(forgotten, { type: 'connectionChecked', ok: null })).toBe(forgotten);
  });
});

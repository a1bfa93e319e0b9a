// The page asks before it is left only where leaving loses work, and only where asking cannot trap a window
// (docs/wizard.md, "Leaving the page").
import { describe, expect, it } from 'vitest';
import { guardsLeaving } from '../../src/renderer/src/frame/use-leave-guard';
import { INITIAL_WIZARD } from '../../src/renderer/src/wizard/wizard-state';
import type { WorkbookInfo } from '../../src/shared/contract';

const opened = {
  ...INITIAL_WIZARD,
  step: 'review',
  workbook: { fileName: 'hirdetesek.xlsx' } as WorkbookInfo,
} as const;

describe('leaving the page', () => {
  it('is asked about in the browser once a workbook is open', () => {
    expect(guardsLeaving(opened, 'browser')).toBe(true);
  });

  it('is not asked about before a workbook is open', () => {
    expect(guardsLeaving(INITIAL_WIZARD, 'browser')).toBe(false);
  });

  it('is not asked about in the desktop app, whose window a question would keep open without a word', () => {
    expect(guardsLeaving(opened, 'electron')).toBe(false);
    expect(guardsLeaving(opened, undefined)).toBe(false);
  });
});

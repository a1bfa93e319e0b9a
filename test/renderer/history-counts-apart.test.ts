// History shows a run's rows in doubt, held back and not reached apart from the failed, in either language; a run of
// an older version (none apart) shows nothing more (docs/upload.md, "Counts of a run"). Every count is worded, an
// upload's as a sync run's, so the column's header need not say which number is which.
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/shared/contract';
import { historyCountsApart } from '../../src/renderer/src/steps/history-counts-apart';
import { historyRunCounts, historyUndoable } from '../../src/renderer/src/steps/history-run-counts';

const run: HistoryEntry = {
  runId: 'r',
  fileName: 'a.xlsx',
  startedAt: '2026-01-01T10:00:00.000Z',
  startedAtText: '2026-01-01 11:00:00 +01:00',
  user: 'demo',
  officeId: 1,
  service: 'http://127.0.0.1:1/api/json/v3',
  dryRun: false,
  outcome: 'stopped_fault_budget',
  created: 0,
  updated: 0,
  failed: 0,
  skipped: 0,
};

/** Counts as History writes them: a line breaks between counts (at ` · `), never inside one. */
function apart(counts: string): string {
  return counts
    .split(' · ')
    .map((c) => c.replaceAll(' ', '\u00a0'))
    .join(' · ');
}

describe('History counts apart', () => {
  it('names the rows in doubt and not reached in Hungarian and English', () => {
    const stopped = { ...run, inDoubt: 90, heldBack: 0, notReached: 510 };
    expect(historyCountsApart(stopped, 'hu')).toBe(apart('90 bizonytalan · 510 nem került sorra'));
    expect(historyCountsApart(stopped, 'en')).toBe(apart('90 in doubt · 510 not reached'));
  });

  it('shows nothing for a run of an older version', () => {
    expect(historyCountsApart(run, 'hu')).toBe('');
  });
});

describe('History counts of a sync run', () => {
  const sync = { ...run, outcome: 'completed' as const, withdrawn: 2 };

  it('names its listings withdrawn, not updated, in Hungarian and English', () => {
    expect(historyRunCounts(sync, 'hu')).toBe(apart('2 visszavonva'));
    expect(historyRunCounts(sync, 'en')).toBe(apart('2 withdrawn'));
  });

  it('names the listings it could not withdraw failed beside them', () => {
    expect(historyRunCounts({ ...sync, failed: 1 }, 'hu')).toBe(apart('2 visszavonva · 1 sikertelen'));
  });

  it("words an upload's counts as a sync run's, each number saying what it counts, in Hungarian and English", () => {
    const upload = { ...run, created: 1, updated: 2, failed: 3 };
    expect(historyRunCounts(upload, 'hu')).toBe(apart('1 létrehozva · 2 frissítve · 3 sikertelen'));
    expect(historyRunCounts(upload, 'en')).toBe(apart('1 created · 2 updated · 3 failed'));
  });

  it("leaves out an upload's failed when none failed, and groups thousands as the language does", () => {
    expect(historyRunCounts({ ...run, created: 12_345 }, 'hu')).toBe(apart('12 345 létrehozva · 0 frissítve'));
    expect(historyRunCounts({ ...run, created: 12_345 }, 'en')).toBe(apart('12,345 created · 0 updated'));
  });

  it('offers the undo of a sync run that withdrew listings', () => {
    expect(historyUndoable(sync, [sync])).toBe(true);
    expect(historyUndoable(run, [run])).toBe(false);
  });
});

// History shows a run's rows in doubt, held back and not reached apart from the failed, in either language; a run of
// an older version (none apart) shows nothing more (docs/upload.md, "Counts of a run").
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

describe('History counts apart', () => {
  it('names the rows in doubt and not reached in Hungarian and English', () => {
    const stopped = { ...run, inDoubt: 90, heldBack: 0, notReached: 510 };
    expect(historyCountsApart(stopped, 'hu')).toBe('90 bizonytalan · 510 nem került sorra');
    expect(historyCountsApart(stopped, 'en')).toBe('90 in doubt · 510 not reached');
  });

  it('shows nothing for a run of an older version', () => {
    expect(historyCountsApart(run, 'hu')).toBe('');
  });
});

describe('History counts of a sync run', () => {
  const sync = { ...run, outcome: 'completed' as const, withdrawn: 2 };

  it('names its listings withdrawn, not updated, in Hungarian and English', () => {
    expect(historyRunCounts(sync, 'hu')).toBe('2 visszavonva');
    expect(historyRunCounts(sync, 'en')).toBe('2 withdrawn');
  });

  it('names the listings it could not withdraw failed beside them', () => {
    expect(historyRunCounts({ ...sync, failed: 1 }, 'hu')).toBe('2 visszavonva · 1 sikertelen');
  });

  it('keeps created / updated / failed for an upload', () => {
    expect(historyRunCounts({ ...run, created: 1, updated: 2, failed: 3 }, 'hu')).toBe('1 / 2 / 3');
  });

  it('offers the undo of a sync run that withdrew listings', () => {
    expect(historyUndoable(sync, [sync])).toBe(true);
    expect(historyUndoable(run, [run])).toBe(false);
  });
});

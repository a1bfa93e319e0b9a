import { describe, expect, it } from 'vitest';
import type { JournalState } from '../../../src/engine/upload';
import { buildPlan } from '../../../src/engine/upload';
import { carriedFromEarlierRun, createdEarlier, withEarlierIds } from '../../../src/engine/upload/run-reconciler';
import { sellerRow } from './upload-test-kit';

function state(results: JournalState['results'], unknown: JournalState['unknown']): JournalState {
  return {
    file: '/j',
    results,
    unknown,
    ended: null,
    written: false,
    start: {
      runId: 'r1',
      workbook: '/b.xlsx',
      baseUrl: 'http://x',
      user: 'demo',
      officeId: 1,
      startedAt: '2026-01-01T00:00:00Z',
      rows: 3,
      resumes: null,
    },
  };
}

describe('run reconciler', () => {
  it('sorts what the earlier run left: same content done, edited content modified by its ID, sent and unanswered in doubt; all carried', () => {
    const rows = [sellerRow(1), sellerRow(2, { name: 'Szerkesztett Név' }), sellerRow(3)];
    const keys = rows.map((r) => `${r.sheet}!${r.row}`);
    const done = {
      key: keys[0] ?? '',
      row: 2,
      status: 'created' as const,
      serviceId: 500010,
      fingerprint: rows[0]?.fingerprint ?? '',
    };
    const edited = {
      key: keys[1] ?? '',
      row: 3,
      status: 'created' as const,
      serviceId: 500011,
      fingerprint: 'old-content',
    };
    const gone = { key: 'Sellers!99', row: 99, status: 'created' as const, serviceId: 500099, fingerprint: 'gone' };
    const doubt = {
      key: keys[2] ?? '',
      row: 4,
      operation: 'create' as const,
      transferId: 'S-3',
      fingerprint: rows[2]?.fingerprint ?? '',
      sentAt: '2026-01-01T00:00:01Z',
    };
    const c = carriedFromEarlierRun(
      state(
        new Map([
          [done.key, done],
          [edited.key, edited],
          [gone.key, gone],
        ]),
        new Map([[doubt.key, doubt]]),
      ),
      rows,
      keys,
    );
    expect([...c.done.keys()]).toEqual([0]);
    expect([...c.edited]).toEqual([[1, 500011]]);
    expect(c.inDoubt).toEqual([{ index: 2, item: doubt }]);
    expect(c.head.results).toHaveLength(3);
    expect(c.head.unknown).toEqual([doubt]);
    expect(withEarlierIds(rows, c.edited)[1]?.previous?.serviceId).toBe(500011);
  });

  it('matches planned creates without reference to rows created before, one record per row, never one owned by another row', () => {
    const rows = [1, 2, 3].map((n) => sellerRow(n, { transferId: null, name: 'Ugyanaz A Név' }));
    const plan = buildPlan(rows, new Map(), { officeId: 1 });
    const fp = rows[0]?.fingerprint ?? '';
    const created = new Map([
      [
        fp,
        [
          { runId: 'r0', key: 'Sellers!2', serviceId: 500001, importedAt: '2026-01-01T00:00:00Z' },
          { runId: 'r0', key: 'Sellers!3', serviceId: 500002, importedAt: null },
        ],
      ],
    ]);
    const claimed = new Set(['seller:500001']);
    const skipped = createdEarlier(rows, plan, created, () => false, claimed);
    expect(skipped.map((s) => [s.index, s.result.serviceId])).toEqual([[0, 500002]]);
    expect(claimed.has('seller:500002')).toBe(true);
  });

  it('works out no fingerprint when nothing was created before (they are, batch by batch, while batches fly)', () => {
    let read = 0;
    const rows = [1, 2].map((n) => {
      const row = sellerRow(n, { transferId: null });
      return Object.defineProperty({ ...row }, 'fingerprint', {
        get: () => {
          read += 1;
          return row.fingerprint;
        },
      });
    });
    const plan = buildPlan(rows, new Map(), { officeId: 1 });
    read = 0;
    expect(createdEarlier(rows, plan, new Map(), () => false, new Set())).toEqual([]);
    expect(read).toBe(0);
  });
});

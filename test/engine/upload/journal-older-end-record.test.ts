// A journal written before the end record counted rows apart (in doubt, held back, not reached) is still listed, its
// failed count as it was (docs/upload.md, "Counts of a run").
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listHistory } from '../../../src/engine/undo';

let dir = '';
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'li-older-end-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const start = {
  type: 'start',
  runId: '20260101T100000000Z-abcdef',
  workbook: '/data/regi.xlsx',
  baseUrl: 'http://127.0.0.1:1/api/json/v3',
  user: 'demo',
  officeId: 1,
  startedAt: '2026-01-01T10:00:00.000Z',
  rows: 10,
  resumes: null,
};
const end = {
  type: 'end',
  at: '2026-01-01T10:01:00.000Z',
  summary: { created: 4, updated: 1, invalid: 0, failed: 5, skipped: 0 },
  stoppedEarly: { reason: 'fault_budget', message: 'stopped' },
};

describe('an older journal end record', () => {
  it('without the counts apart is listed with its failed rows as before', async () => {
    const lines = [start, end].map((e) => JSON.stringify(e)).join('\n');
    await fs.writeFile(path.join(dir, `aaaaaaaaaaaa-${start.runId}.jsonl`), `${lines}\n`);
    const [run] = await listHistory(dir);
    expect(run?.runId).toBe(start.runId);
    expect(run?.counts).toMatchObject({ created: 4, updated: 1, failed: 5, inDoubt: 0, heldBack: 0, notReached: 0 });
  });
});

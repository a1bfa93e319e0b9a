// A journal file of one ended run written straight into a journal folder: an end record as an older version wrote it
// (no counts apart) or as this one does, for the history listings' tests.
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const ENDED_RUN_ID = '20260101T100000000Z-abcdef';

export interface EndCounts {
  readonly created: number;
  readonly updated: number;
  readonly invalid: number;
  readonly failed: number;
  readonly skipped: number;
  readonly inDoubt?: number;
  readonly heldBack?: number;
  readonly notReached?: number;
}

export async function writeEndedJournal(dir: string, summary: EndCounts, workbook = '/data/regi.xlsx'): Promise<void> {
  const start = {
    type: 'start',
    runId: ENDED_RUN_ID,
    workbook,
    baseUrl: 'http://127.0.0.1:1/api/json/v3',
    user: 'demo',
    officeId: 1,
    startedAt: '2026-01-01T10:00:00.000Z',
    rows: 10,
    resumes: null,
  };
  const stoppedEarly = { reason: 'fault_budget', message: 'stopped' };
  const end = { type: 'end', at: '2026-01-01T10:01:00.000Z', summary, stoppedEarly };
  await fs.mkdir(dir, { recursive: true });
  const text = [start, end].map((e) => JSON.stringify(e)).join('\n');
  await fs.writeFile(path.join(dir, `aaaaaaaaaaaa-${ENDED_RUN_ID}.jsonl`), `${text}\n`);
}

import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findResumableRun, listRuns, markWritten, openJournal, readJournal } from '../../../src/engine/upload';
import { tempDir } from './upload-test-kit';

describe('journal', () => {
  it('folds intents, results and releases; tolerates a torn last line; lists runs; written runs are not resumable', async () => {
    const dir = await tempDir();
    const j = await openJournal(dir, {
      workbook: '/data/book.xlsx',
      baseUrl: 'http://x/api/json/v3',
      user: 'demo',
      officeId: 1101,
      rows: 3,
      resumes: null,
    });
    await j.intent(1, [
      { key: 'S!2', row: 2, operation: 'create', transferId: 'S-1', fingerprint: 'a' },
      { key: 'S!3', row: 3, operation: 'create', transferId: 'S-2', fingerprint: 'b' },
      { key: 'S!4', row: 4, operation: 'modify', transferId: 'S-3', fingerprint: 'c' },
    ]);
    await j.results(1, [
      { key: 'S!2', row: 2, status: 'created', serviceId: 10, fingerprint: 'a', importedAt: new Date().toISOString() },
    ]);
    await j.release(1, ['S!4']);
    await j.close();
    await fs.appendFile(j.file, '{"type":"result","batch":2,"res');

    const state = await readJournal(j.file);
    expect(state?.results.get('S!2')).toMatchObject({ status: 'created', serviceId: 10 });
    expect([...(state?.unknown.keys() ?? [])]).toEqual(['S!3']);
    expect((await findResumableRun(dir, '/data/book.xlsx'))?.start.runId).toBe(j.runId);
    expect(await findResumableRun(dir, '/data/other.xlsx')).toBeNull();

    const runs = await listRuns(dir);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      user: 'demo',
      officeId: 1101,
      workbook: '/data/book.xlsx',
      counts: { created: 1 },
      unknown: 1,
      written: false,
    });

    await markWritten(j.file);
    expect(await findResumableRun(dir, '/data/book.xlsx')).toBeNull();
  });
});

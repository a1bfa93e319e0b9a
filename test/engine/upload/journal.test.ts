import { promises as fs } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { findResumableRun, listRuns, markWritten, openJournal, readJournal } from '../../../src/engine/upload';
import { readWorkbookJournals } from '../../../src/engine/upload/journal';
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

  it("reads each of a workbook's journals once for its runs and its damage, a torn last line no damage", async () => {
    const dir = await tempDir();
    const head = { workbook: '/data/book.xlsx', baseUrl: 'http://x/api/json/v3', user: 'demo', officeId: 1 };
    const open = (runId: string) => openJournal(dir, { ...head, rows: 1, resumes: null, runId });
    const good = await open('20261129T100000000Z-aaaaaa');
    await good.results(1, [{ key: 'S!2', row: 2, status: 'created', serviceId: 7, fingerprint: 'f' }]);
    await good.close();
    const lost = await open('20261129T110000000Z-bbbbbb');
    await lost.close();
    await fs.appendFile(lost.file, 'not json\n{"type":"release","batch":1,"at":"x","keys":[]}\n{"type":"res');
    const empty = await open('20261129T120000000Z-cccccc');
    await empty.close();
    await fs.writeFile(empty.file, '');
    await (await openJournal(dir, { ...head, workbook: '/data/other.xlsx', rows: 1, resumes: null })).close();
    const reads = vi.spyOn(fs, 'readFile');
    try {
      const { runs, damaged } = await readWorkbookJournals(dir, '/data/book.xlsx');
      expect(runs.map((r) => r.start.runId)).toEqual(['20261129T110000000Z-bbbbbb', '20261129T100000000Z-aaaaaa']);
      expect(runs[1]?.results.get('S!2')).toMatchObject({ status: 'created', serviceId: 7 });
      expect([...damaged].sort((a, b) => a.file.localeCompare(b.file))).toEqual([
        { file: lost.file, lines: [2], problem: null },
        { file: empty.file, lines: [], problem: 'empty' },
      ]);
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      reads.mockRestore();
    }
  });
});

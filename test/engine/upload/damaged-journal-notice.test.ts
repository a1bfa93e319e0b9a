import { describe, expect, it } from 'vitest';
import { damagedJournalNotices } from '../../../src/engine/upload/damaged-journal-notice';

describe('the notice of a damaged upload journal', () => {
  it('names the file and its unreadable lines in English and Hungarian', () => {
    const [n] = damagedJournalNotices([{ file: '/d/j.jsonl', lines: [2, 5], problem: null }]);
    expect(n?.message).toContain(
      'The upload journal /d/j.jsonl of this workbook is damaged (lines 2, 5 cannot be read)',
    );
    expect(n?.messageHu).toContain('A munkafüzet /d/j.jsonl feltöltési naplója sérült (a 2., 5. sora nem olvasható)');
    expect(n?.messageHu).toContain('így semmi sem megy el kétszer');
  });

  it('says why a whole file is unusable, and counts lines past the tenth', () => {
    const lines = Array.from({ length: 12 }, (_, i) => i + 1);
    const [empty, folder, many] = damagedJournalNotices([
      { file: 'a', lines: [], problem: 'empty' },
      { file: 'b', lines: [], problem: 'EISDIR' },
      { file: 'c', lines, problem: 'no start' },
    ]);
    expect([empty?.message, empty?.messageHu]).toEqual([
      expect.stringContaining('(it is empty)'),
      expect.stringContaining('(üres)'),
    ]);
    expect(folder?.messageHu).toContain('(nem olvasható: EISDIR)');
    expect(many?.message).toContain('lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more cannot be read; its start record');
    expect(many?.messageHu).toContain('10. és még 2 sora nem olvasható; a kezdő sora nem olvasható');
  });
});

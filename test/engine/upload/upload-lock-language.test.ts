// An upload lock that cannot be taken says why in Hungarian without the file system's English text
// (docs/messages.md, "Failures of the service").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { takeUploadLock, uploadLockFile } from '../../../src/engine/upload';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('an upload lock not taken, in Hungarian', () => {
  it('a folder in the lock file’s place', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'li-lock-hu-'));
    const workbook = path.join(dir, 'lista.xlsx');
    mkdirSync(uploadLockFile(dir, workbook), { recursive: true });
    const r = takeUploadLock(dir, workbook);
    if (r.ok) throw new Error('expected a refusal');
    expect(r.error.kind).toBe('journal');
    expectNoEnglishSentence(r.error.messageHu);
    expect(r.error.messageHu).toContain('lista.xlsx');
    expect(r.error.message).toContain('EISDIR');
  });

  it('a file in the journal folder’s place', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'li-lock-hu-'));
    const journal = path.join(dir, 'naplo');
    writeFileSync(journal, 'x');
    const r = takeUploadLock(journal, path.join(dir, 'lista.xlsx'));
    if (r.ok) throw new Error('expected a refusal');
    expectNoEnglishSentence(r.error.messageHu);
    expect(r.error.messageHu).not.toMatch(/already exists/);
  });
});

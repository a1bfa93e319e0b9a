// A csv write-back reads its input once: the encoding, the survey of its columns and the rewrite share the bytes
// (each read the file again, three reads after the last answer of an upload).
import type * as Fs from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const reads = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  const createReadStream: typeof fs.createReadStream = (file, options) => {
    reads.paths.push(String(file));
    return fs.createReadStream(file, options);
  };
  return { ...fs, default: { ...fs, createReadStream }, createReadStream };
});

const temp = useTempFolderPerTest('wb-csv-once-');

describe('a csv write-back', () => {
  it('reads its input once and writes the same results as before', async () => {
    const input = path.join(temp.dir, 'sellers.csv');
    const rows = Array.from({ length: 3000 }, (_, i) => `Eladó ${i + 1};+36 1 555 ${String(i).padStart(4, '0')}`);
    await writeFile(input, `\ufeffNév;Telefon\r\n${rows.join('\r\n')}\r\n`);
    const output = path.join(temp.dir, 'out.csv');
    reads.paths = [];
    const results = [{ row: 2, status: 'created' as const, serviceId: 7 }];
    const r = await writeResults({ input, output, sheets: [{ sheet: 'sellers', headerRow: 1, notes: [], results }] });
    expect(r.ok).toBe(true);
    expect(reads.paths.filter((p) => p === input)).toHaveLength(1);
    const lines = (await readFile(output, 'utf8')).split('\r\n');
    expect(lines[1]).toBe('Eladó 1;+36 1 555 0000;létrehozva;7;;;;');
    expect(lines[3000]).toBe('Eladó 3000;+36 1 555 2999');
  });
});

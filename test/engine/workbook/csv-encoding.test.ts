// How a CSV file's encoding is judged from all of its bytes (docs/reader.md, "CSV text encodings").
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCsvText, probeCsv } from '../../../src/engine/workbook/csv-encoding';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'csv-encoding-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let n = 0;
async function probe(bytes: Buffer): Promise<Awaited<ReturnType<typeof probeCsv>>> {
  const file = path.join(dir, `f${++n}.csv`);
  await writeFile(file, bytes);
  return probeCsv(file);
}

const MB = 1024 * 1024;

describe('the encoding of a CSV file', () => {
  it('is UTF-8 when a letter of two or four bytes falls across the megabyte reads', async () => {
    for (const letter of ['ő', '😀']) {
      const bytes = Buffer.concat([Buffer.from('a;b\n'), Buffer.alloc(MB - 5, 0x61), Buffer.from(`${letter};x\n`)]);
      expect((await probe(bytes)).encoding).toBe('utf-8');
    }
  });

  it('is Windows-1250 when the only byte that is not UTF-8 comes after the first megabyte', async () => {
    const bytes = Buffer.concat([Buffer.from('a;b\n'), Buffer.alloc(2 * MB, 0x61), Buffer.from([0x84, 0x3b, 0x0a])]);
    expect(await probe(bytes)).toMatchObject({ encoding: 'windows-1250', alike: false, separator: ';' });
  });

  it('is ISO-8859-2 with a byte only it reads as a letter (Š 0xA9) and no byte 0x80-0x9F', async () => {
    expect((await probe(Buffer.from([0x61, 0x3b, 0xa9, 0x0a]))).encoding).toBe('iso-8859-2');
  });

  it('is Windows-1250, read alike by ISO-8859-2, with only the letters both share', async () => {
    expect(await probe(Buffer.from([0x61, 0x3b, 0xf5, 0xfb, 0x0a]))).toMatchObject({
      encoding: 'windows-1250',
      alike: true,
    });
  });

  it('is a mix when UTF-8 letters stand beside bytes that are not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('Cím;Ár\n', 'utf8'), Buffer.from([0xf5, 0x3b, 0x0a])]);
    expect((await probe(bytes)).mixed).toBe(true);
  });
});

describe('text written in a one-byte encoding', () => {
  it('keeps every Hungarian letter and writes "?" for a character the encoding lacks, listing it', () => {
    const missing = new Set<string>();
    const bytes = encodeCsvText('őű ŐŰ „x” ≥ 😀', 'iso-8859-2', missing);
    expect(new TextDecoder('iso-8859-2').decode(bytes)).toBe('őű ŐŰ ?x? ? ?');
    expect([...missing]).toEqual(['„', '”', '≥', '😀']);
  });

  it('writes into a file both one-byte encodings read alike only what both write alike', () => {
    const missing = new Set<string>();
    const bytes = encodeCsvText('őű „x” – Š', 'windows-1250', missing, true);
    expect(bytes.toString('latin1')).toBe('\xf5\xfb ?x? ? ?');
    expect([...missing]).toEqual(['„', '”', '–', 'Š']);
  });
});

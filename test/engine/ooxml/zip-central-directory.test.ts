// The zip code the reader and write-back share: end-record search, zip64, entry spans and the declared-size stop.
import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readerLimits } from '../../../src/engine/ooxml/reader-options';
import { WorkbookReadError } from '../../../src/engine/model/workbook-error';
import { readZipDirectory } from '../../../src/engine/ooxml/zip-central-directory';
import { locateEntry, streamEntry } from '../../../src/engine/ooxml/zip-entry-data';
import { buildZip } from '../../support/test-zips';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('zip-dir-');

/** `zip` with `comment` appended as its archive comment. */
function withComment(zip: Buffer, comment: Buffer): Buffer {
  const out = Buffer.concat([zip, comment]);
  out.writeUInt16LE(comment.length, zip.length - 2);
  return out;
}

async function directoryOf(bytes: Buffer): Promise<Awaited<ReturnType<typeof readZipDirectory>>> {
  const file = path.join(temp.dir, 'a.zip');
  await writeFile(file, bytes);
  const fh = await open(file, 'r');
  try {
    return await readZipDirectory(fh);
  } finally {
    await fh.close();
  }
}

describe('shared zip directory', () => {
  it('keeps every entry in order, raw records and the comment; a stray end signature in the comment is not the end', async () => {
    const stray = Buffer.alloc(30, 0x20);
    stray.writeUInt32LE(0x06054b50, 4);
    stray.writeUInt16LE(500, 24);
    const zip = withComment(
      buildZip([
        { name: 'a.xml', data: 'aaa' },
        { name: '/B.xml', data: 'bbb', stored: true },
      ]),
      stray,
    );
    const result = await directoryOf(zip);
    if (!result.ok) throw new Error(result.error.message);
    const d = result.value;
    expect(d.entries.map((e) => e.name)).toEqual(['a.xml', 'B.xml']);
    expect(d.byName.get('b.xml')?.method).toBe(0);
    expect(d.end.comment.equals(stray)).toBe(true);
    expect(d.end.commentComplete).toBe(true);
    expect(d.entries.every((e) => e.centralRecord.readUInt32LE(0) === 0x02014b50 && !e.zip64)).toBe(true);
  });

  it('follows zip64 records and marks the end record saturated', async () => {
    const result = await directoryOf(buildZip([{ name: 'a.xml', data: 'aaa' }], { zip64: true }));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.entries.map((e) => e.name)).toEqual(['a.xml']);
    expect(result.value.end.saturated).toBe(true);
    expect(result.value.end.zip64RecordOffset).not.toBeNull();
  });

  it('spans an entry from its local header to the end of its data, and stops at the declared size only when asked', async () => {
    const body = 'x'.repeat(100_000);
    const file = path.join(temp.dir, 'liar.zip');
    await writeFile(file, buildZip([{ name: 'a.xml', data: body, declaredSize: 10 }]));
    const fh = await open(file, 'r');
    try {
      const d = await readZipDirectory(fh);
      if (!d.ok) throw new Error(d.error.message);
      const entry = d.value.entries[0];
      if (entry === undefined) throw new Error('no entry');
      const span = await locateEntry(fh, entry, d.value.centralDirectoryOffset);
      if (!span.ok) throw new Error(span.error.message);
      expect(span.value).toMatchObject({
        start: 0,
        dataStart: 30 + 'a.xml'.length,
        end: d.value.centralDirectoryOffset,
      });
      const drain = async (stop: boolean): Promise<unknown> => {
        try {
          for await (const chunk of streamEntry(
            fh,
            d.value.centralDirectoryOffset,
            entry,
            readerLimits({ stopAtDeclaredSize: stop, readChunkBytes: 64 }),
          ))
            void chunk;
          return null;
        } catch (e) {
          return e instanceof WorkbookReadError ? e.detail.message : e;
        }
      };
      expect(await drain(true)).toContain('expands past the 10 bytes it declares');
      expect(await drain(false)).toContain('fails its checksum');
    } finally {
      await fh.close();
    }
  });
});

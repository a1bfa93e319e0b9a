// A written workbook's zip parts as their bytes inflate to, read by the engine's own zip reader: for tests that
// compare what two writes hold, whatever their compression.
import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { readAt, readZipDirectory, type ZipEntry } from '../../src/engine/ooxml/zip-central-directory';
import { locateEntry } from '../../src/engine/ooxml/zip-entry-data';

export interface ZipPart {
  readonly entry: ZipEntry;
  /** The part's bytes, inflated when deflated. */
  readonly bytes: Buffer;
}

/** Every part of the zip `file`, by name, in the directory's order. */
export async function zipParts(file: string): Promise<ReadonlyMap<string, ZipPart>> {
  const fh = await open(file, 'r');
  try {
    const dir = await readZipDirectory(fh);
    if (!dir.ok) throw new Error(`${file} is not a zip`);
    const parts = new Map<string, ZipPart>();
    for (const entry of dir.value.entries) {
      const span = await locateEntry(fh, entry, dir.value.centralDirectoryOffset);
      if (!span.ok) throw new Error(`no data for ${entry.name}`);
      const raw = await readAt(fh, span.value.dataStart, entry.compressedSize);
      parts.set(entry.name, { entry, bytes: entry.method === 8 ? inflateRawSync(raw) : raw });
    }
    return parts;
  } finally {
    await fh.close();
  }
}

// The parts a write-back changes (rewritten, added, left out), the content types as they end up, and the output zip
// written from them.
import type { FileHandle } from 'node:fs/promises';
import { escapeXml } from './xlsx-write-back-xml';
import { ZipWriter, deflateSmall, type DeflatedData } from '../ooxml/zip-writer';
import type { Package } from './xlsx-write-back-package';

/** The parts the write changes (rewritten in place, added, left out) and the content types as they end up. */
export class PartChanges {
  readonly replaced = new Map<string, DeflatedData>();
  readonly added = new Map<string, DeflatedData>();
  readonly dropped = new Set<string>();
  /** Names given to added parts (lower case), so two new parts never share one. */
  readonly newNames = new Set<string>();
  /** The VML shape-id blocks in use, collected when the first notes are written. */
  usedBlocks: Set<number> | null = null;

  constructor(public contentTypesXml: string) {}

  /** Replaces a part, under its name as the zip spells it. */
  replace(pkg: Package, name: string, xml: string): void {
    this.replaced.set(pkg.entry(name)?.name ?? name, deflateSmall(Buffer.from(xml, 'utf8')));
  }
}

/** The first name `make` gives that neither the package nor an added part has. */
export function freePartName(pkg: Package, taken: Set<string>, make: (n: number) => string): string {
  for (let n = 1; ; n++) {
    const name = make(n);
    if (!pkg.has(name) && !taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** The content types with an override for the part, unless it has one. */
export function addOverride(xml: string, partName: string, contentType: string): string {
  if (new RegExp(`PartName\\s*=\\s*["']${partName.replace(/[.[\]/]/g, '\\$&')}["']`, 'i').test(xml)) return xml;
  return xml.replace(
    /<\/((?:[\w.-]+:)?)Types>\s*$/,
    `<$1Override PartName="${escapeXml(partName)}" ContentType="${contentType}"/></$1Types>`,
  );
}

/** The output zip: every part in the input's order, copied byte for byte unless replaced, then the new parts. */
export async function writeParts(pkg: Package, out: FileHandle, changes: PartChanges): Promise<number> {
  const writer = new ZipWriter(out);
  let copied = 0;
  for (const entry of pkg.dir.entries) {
    if (changes.dropped.has(entry.name)) continue;
    const data = changes.replaced.get(entry.name);
    if (data !== undefined) await writer.writeEntry({ original: entry }, data);
    else {
      await writer.copyRaw(pkg.file, entry, await pkg.span(entry));
      copied++;
    }
  }
  for (const [name, data] of changes.added) await writer.writeEntry({ name }, data);
  await writer.finish(pkg.dir.end.comment);
  return copied;
}

// Opening the workbook for write-back: its main part, relationships and sheets, read with the reader's own parsers.
import type { FileHandle } from 'node:fs/promises';
import { parseRelationships, relationshipIs, relationshipsPartName, type Relationship } from '../ooxml/relationships';
import { parseWorkbook } from '../ooxml/workbook-parts';
import { WriteBackFailure } from './xlsx-write-back-failure';
import { Package, readCopyableDirectory } from './xlsx-write-back-package';
import type { SheetKeeper } from './xlsx-write-back-kept-sheets';

/** Transitional and strict OOXML namespaces; new parts and relationships follow the package's own flavour. */
const NAMESPACES = {
  transitional: {
    relationships: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
    main: 'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  },
  strict: {
    relationships: 'http://purl.oclc.org/ooxml/officeDocument/relationships',
    main: 'http://purl.oclc.org/ooxml/spreadsheetml/main',
  },
} as const;

type Namespaces = (typeof NAMESPACES)[keyof typeof NAMESPACES];

/** The opened package: the workbook part, its relationships and sheets, as the reader's parsers read them. */
export interface OpenedWorkbook {
  readonly pkg: Package;
  readonly contentTypes: string;
  readonly workbookPart: string;
  readonly workbookXml: string;
  readonly workbookRelsXml: string;
  readonly workbookRels: readonly Relationship[];
  /** The package's flavour (transitional or strict), which new parts and relationships follow. */
  readonly ns: Namespaces;
  readonly date1904: boolean;
  /** Each sheet's relationship by sheet name, in tab order; undefined when the workbook names a missing one. */
  readonly sheetParts: ReadonlyMap<string, Relationship | undefined>;
}

/** Opens the package: the copyable zip directory, its main workbook part, that part's relationships and sheets. */
export async function openPackage(src: FileHandle, keeper: SheetKeeper | null = null): Promise<OpenedWorkbook> {
  const pkg = new Package(src, await readCopyableDirectory(src), keeper);
  const contentTypes = await pkg.text('[Content_Types].xml');
  const rootRels = await pkg.text('_rels/.rels');
  if (contentTypes === null || rootRels === null)
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: 'The file is a zip but not an Excel workbook (no [Content_Types].xml or _rels/.rels).',
    });
  const officeDocument = parseRelationships(rootRels, '').find((r) => relationshipIs(r, 'officeDocument'));
  if (officeDocument === undefined)
    throw new WriteBackFailure({ kind: 'corrupt', message: 'The workbook package names no main workbook part.' });
  const workbookPart = officeDocument.target;
  const workbookXml = await pkg.text(workbookPart);
  const workbookRelsXml = await pkg.text(relationshipsPartName(workbookPart));
  if (workbookXml === null || workbookRelsXml === null)
    throw new WriteBackFailure({
      kind: 'corrupt',
      message: `The workbook part "${workbookPart}" or its relationships are missing.`,
    });
  if (/<[\w.-]*:?fileVersion\b[^>]*>/.test(workbookXml) && workbookPart.endsWith('.bin')) {
    throw new WriteBackFailure({
      kind: 'unsupported_format',
      message: 'Binary workbooks (.xlsb) are not supported; save as .xlsx.',
    });
  }
  const workbookRels = parseRelationships(workbookRelsXml, workbookPart);
  const { sheets, date1904 } = parseWorkbook(workbookXml);
  const sheetParts = new Map<string, Relationship | undefined>();
  for (const s of sheets)
    sheetParts.set(
      s.name,
      workbookRels.find((r) => r.id === s.relationshipId),
    );
  const ns = workbookXml.includes(NAMESPACES.strict.main) ? NAMESPACES.strict : NAMESPACES.transitional;
  return { pkg, contentTypes, workbookPart, workbookXml, workbookRelsXml, workbookRels, ns, date1904, sheetParts };
}

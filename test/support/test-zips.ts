// Builds small zips and minimal xlsx packages byte by byte, so tests can make files no spreadsheet program would.
import zlib from 'node:zlib';

export interface TestZipEntry {
  readonly name: string;
  readonly data: Buffer | string;
  /** Store instead of deflate. */
  readonly stored?: boolean;
  /** Lie about the uncompressed size in the central directory (zip bombs do). */
  readonly declaredSize?: number;
}

/** `zip64`: end the archive with zip64 records and saturated classic fields, as large archives do. */
export function buildZip(entries: readonly TestZipEntry[], options: { zip64?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const body = entry.stored === true ? data : zlib.deflateRawSync(data, { level: 9 });
    const name = Buffer.from(entry.name, 'utf8');
    const crc = zlib.crc32(data);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(entry.stored === true ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(entry.stored === true ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  if (options.zip64 !== true) {
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, directory, end]);
  }
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(entries.length), 24);
  record.writeBigUInt64LE(BigInt(entries.length), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...locals, directory, record, locator, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface TestSheet {
  readonly name: string;
  /** Everything inside `<worksheet>`, e.g. `<sheetData>…</sheetData>`. */
  readonly body: string | Buffer;
  readonly hidden?: boolean;
  readonly declaredSize?: number;
}

const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Content types declaring every part, as Excel writes them (openpyxl finds the shared strings only this way). */
function declaredContentTypes(sheets: number, sharedStrings: boolean, styles: boolean): string {
  const overrides = Array.from(
    { length: sheets },
    (_v, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SML}.worksheet+xml"/>`,
  );
  if (sharedStrings)
    overrides.push(`<Override PartName="/xl/sharedStrings.xml" ContentType="${SML}.sharedStrings+xml"/>`);
  if (styles) overrides.push(`<Override PartName="/xl/styles.xml" ContentType="${SML}.styles+xml"/>`);
  return CONTENT_TYPES.replace('</Types>', `${overrides.join('')}</Types>`);
}

export interface BuildXlsxOptions {
  readonly sharedStrings?: readonly string[];
  readonly styles?: string;
  readonly date1904?: boolean;
  readonly zip64?: boolean;
  readonly stored?: boolean;
  /** Declare the sheets, shared strings and styles in `[Content_Types].xml` too (only the workbook otherwise). */
  readonly declareParts?: boolean;
}

/** A minimal xlsx package around raw sheet XML, optionally with shared strings, styles and the 1904 date system. */
export function buildXlsx(sheets: readonly TestSheet[], options: BuildXlsxOptions = {}): Buffer {
  const sheetTags = sheets
    .map(
      (s, i) =>
        `<sheet name="${s.name}" sheetId="${i + 1}"${s.hidden === true ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`,
    )
    .join('');
  const workbook = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}">${options.date1904 === true ? '<workbookPr date1904="1"/>' : ''}<sheets>${sheetTags}</sheets></workbook>`;
  const rels = sheets.map(
    (_s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  if (options.sharedStrings)
    rels.push(`<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
  if (options.styles !== undefined) rels.push(`<Relationship Id="rIdT" Type="${REL}/styles" Target="styles.xml"/>`);
  const entries: TestZipEntry[] = [
    {
      name: '[Content_Types].xml',
      data:
        options.declareParts === true
          ? declaredContentTypes(sheets.length, options.sharedStrings !== undefined, options.styles !== undefined)
          : CONTENT_TYPES,
    },
    { name: '_rels/.rels', data: ROOT_RELS },
    { name: 'xl/workbook.xml', data: workbook },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    },
  ];
  sheets.forEach((s, i) => {
    const head = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    );
    const body = typeof s.body === 'string' ? Buffer.from(s.body, 'utf8') : s.body;
    entries.push({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data: Buffer.concat([head, body, Buffer.from('</worksheet>')]),
      declaredSize: s.declaredSize,
      stored: options.stored,
    });
  });
  if (options.sharedStrings) {
    const items = options.sharedStrings
      .map((t) => (t.startsWith('<') ? `<si>${t}</si>` : `<si><t>${t}</t></si>`))
      .join('');
    entries.push({
      name: 'xl/sharedStrings.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${items}</sst>`,
    });
  }
  if (options.styles !== undefined) entries.push({ name: 'xl/styles.xml', data: options.styles });
  return buildZip(entries, { zip64: options.zip64 });
}

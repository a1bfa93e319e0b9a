// A small separate workbook holding the results (row numbers, statuses, ids, messages) when the user's workbook has no
// safe room for them: the results are never lost, and the user's workbook is never written over.
import { constants } from 'node:fs';
import { open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { placeFile, syncFolder, tempPathBeside } from '../fs/durable-write';
import { RESULT_HEADER_KEYS, resultHeaders, resultMessageText, resultStatusText } from '../model/result-headers';
import { type SheetResults } from '../model/sheet-results';
import { columnLetter } from '../model/column-letter';
import { cellXml, type CellContent } from './xlsx-write-back-cells';
import { WRITE_BACK_MESSAGES } from './write-back-messages';
import type { Lang } from '../../catalog';
import { formatBoth, localTimestamp } from '../../catalog';
import { deflateSmall, ZipWriter } from '../ooxml/zip-writer';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Style 1 is bold (headers), style 2 a date and time. */
const STYLES =
  `${DECLARATION}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** The refusal when a sheet has no safe columns left; write-back adds where the results went instead. */
export function noRoomError(
  sheet: string,
  needed: number,
  free: number,
  lang: Lang,
): { kind: 'no_room'; message: string; messageHu: string; lang: Lang } {
  const text = formatBoth(WRITE_BACK_MESSAGES.noRoom, { sheet, count: needed, free });
  return { kind: 'no_room', lang, message: text.en, messageHu: text.hu };
}

type Cell = Exclude<CellContent, { kind: 'remove' | 'clear' }> | null;

interface Table {
  readonly name: string;
  readonly widths: readonly number[];
  readonly rows: readonly (readonly Cell[])[];
}

/** The sheet names and headers of the results workbook, in the language of the sheet it stands in for. */
type TableWord = 'results' | 'notes' | 'edits' | 'sheet' | 'row' | 'cell' | 'note' | 'corrected';
const TABLE_WORDS: Readonly<Record<Lang, Readonly<Record<TableWord, string>>>> = {
  en: {
    results: 'Results',
    notes: 'Notes',
    edits: 'Edits',
    sheet: 'Sheet',
    row: 'Row',
    cell: 'Cell',
    note: 'Note',
    corrected: 'Corrected value',
  },
  hu: {
    results: 'Eredmények',
    notes: 'Megjegyzések',
    edits: 'Javítások',
    sheet: 'Munkalap',
    row: 'Sor',
    cell: 'Cella',
    note: 'Megjegyzés',
    corrected: 'Javított érték',
  },
};

const text = (t: string, style: number | null = null): Cell => ({ kind: 'text', text: t, style });
const num = (n: number, style: number | null = null): Cell => ({ kind: 'number', value: n, style });
const textOrNull = (t: string | undefined): Cell => (t === undefined ? null : text(t));

/** The file name beside `output` that the results go to: `<name>-results-only.xlsx`, numbered when taken. */
export async function resultsOnlyPath(output: string): Promise<string> {
  const stem = path.basename(output, path.extname(output));
  for (let n = 1; ; n++) {
    const candidate = path.join(path.dirname(output), `${stem}-results-only${n === 1 ? '' : `-${n}`}.xlsx`);
    if (
      !(await stat(candidate).then(
        () => true,
        () => false,
      ))
    )
      return candidate;
  }
}

/**
 * Writes the results workbook durably under a fresh name beside `output`, in the language of the sheet that had no
 * room (docs/write-back.md, "The workbook's language"); returns its path. It gets the permissions of `input`, the
 * workbook whose results it holds, as the results copy does; a workbook that cannot be read leaves it 0600.
 */
export async function writeResultsOnlyWorkbook(
  input: string,
  output: string,
  sheets: readonly SheetResults[],
  lang: Lang,
): Promise<string> {
  const tables = resultTables(sheets, lang);
  const mode = await stat(input).then(
    (s) => s.mode & 0o777,
    () => 0o600,
  );
  for (;;) {
    const file = await resultsOnlyPath(output);
    const temp = tempPathBeside(file);
    // A 0600 temp until complete: it holds the office's results (docs/security.md, "Temporary files").
    const fh = await open(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
    let placed = false;
    try {
      try {
        await writePackage(new ZipWriter(fh), tables);
        await fh.chmod(mode).catch(() => undefined);
        await fh.sync();
      } finally {
        await fh.close();
      }
      try {
        await placeFile(temp, file, true);
      } catch (e) {
        // Another file took the name meanwhile: pick the next one.
        if (typeof e === 'object' && e !== null && 'code' in e && e.code === 'EEXIST') continue;
        throw e;
      }
      placed = true;
      await syncFolder(path.dirname(file));
      return file;
    } finally {
      if (!placed) await unlink(temp).catch(() => undefined);
    }
  }
}

function resultTables(sheets: readonly SheetResults[], lang: Lang): Table[] {
  const words = TABLE_WORDS[lang];
  const header = (titles: readonly string[]): Cell[] => titles.map((t) => text(t, 1));
  const results: Cell[][] = [
    header([words.sheet, words.row, ...RESULT_HEADER_KEYS.map((k) => resultHeaders(lang)[k])]),
  ];
  const notes: Cell[][] = [header([words.sheet, words.cell, words.note])];
  const edits: Cell[][] = [header([words.sheet, words.cell, words.corrected])];
  for (const s of sheets) {
    for (const r of [...s.results].sort((a, b) => a.row - b.row)) {
      results.push([
        text(s.sheet),
        num(r.row),
        textOrNull(resultStatusText(r, lang) ?? undefined),
        r.serviceId === undefined ? null : num(r.serviceId),
        r.errorCode === undefined ? null : num(r.errorCode),
        textOrNull(resultMessageText(r, lang)),
        r.importedAt === undefined ? null : text(localTimestamp(r.importedAt)),
        r.fingerprint === undefined ? null : text(r.fingerprint),
      ]);
    }
    for (const n of s.notes) notes.push([text(s.sheet), text(`${columnLetter(n.column)}${n.row}`), text(n.message)]);
    for (const e of s.edits ?? []) {
      const v = e.value;
      const value: Cell =
        v === null
          ? null
          : typeof v === 'number'
            ? num(v)
            : typeof v === 'boolean'
              ? { kind: 'boolean', value: v, style: null }
              : text(v);
      edits.push([text(s.sheet), text(`${columnLetter(e.column)}${e.row}`), value]);
    }
  }
  const tables: Table[] = [{ name: words.results, widths: [20, 8, 14, 12, 10, 60, 18, 24], rows: results }];
  if (notes.length > 1) tables.push({ name: words.notes, widths: [20, 8, 60], rows: notes });
  if (edits.length > 1) tables.push({ name: words.edits, widths: [20, 8, 40], rows: edits });
  return tables;
}

async function writePackage(zip: ZipWriter, tables: readonly Table[]): Promise<void> {
  const put = (name: string, xml: string): Promise<void> =>
    zip.writeEntry({ name }, deflateSmall(Buffer.from(xml, 'utf8')));
  const sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
  await put(
    '[Content_Types].xml',
    `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
      tables
        .map((_t, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${sheetType}"/>`)
        .join('') +
      '</Types>',
  );
  await put(
    '_rels/.rels',
    `${DECLARATION}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  await put(
    'xl/workbook.xml',
    `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
      tables.map((t, i) => `<sheet name="${t.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
      '</sheets></workbook>',
  );
  await put(
    'xl/_rels/workbook.xml.rels',
    `${DECLARATION}<Relationships xmlns="${PKG_REL}">` +
      tables
        .map(
          (_t, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join('') +
      `<Relationship Id="rId${tables.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  );
  await put('xl/styles.xml', STYLES);
  for (const [i, t] of tables.entries()) await put(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(t));
  await zip.finish(Buffer.alloc(0));
}

function sheetXml(t: Table): string {
  const cols = t.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  const rows = t.rows
    .map((cells, i) => {
      const row = i + 1;
      const xml = cells.map((c, col) => (c === null ? '' : cellXml('', col, row, c, c.style))).join('');
      return `<row r="${row}">${xml}</row>`;
    })
    .join('');
  const view =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
  return `${DECLARATION}<worksheet xmlns="${MAIN}">${view}<cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

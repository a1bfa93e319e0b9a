// The rewritten sheet deflated in segments (xlsx-write-back-pass.ts): the segments of the walk and the small ones its
// tail is split into join into one deflate stream that inflates to the rewrite's own bytes, with their CRC and size;
// stored (a trial's copy, removed at once) the same, uncompressed.
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import { sheetPass } from '../../../src/engine/write-back/xlsx-write-back-pass';
import { SheetRewriter } from '../../../src/engine/write-back/xlsx-write-back-sheet';
import { StylePlan } from '../../../src/engine/write-back/xlsx-write-back-styles';

const STYLES =
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>';

function rewriter(rows: number): SheetRewriter {
  const styles = StylePlan.parse(STYLES);
  if (typeof styles === 'string') throw new Error(styles);
  const results = new Map<number, RowResult>();
  for (let row = 2; row <= rows; row += 3)
    results.set(row, { row, status: 'created', serviceId: row, fingerprint: `fp ${row} ${'x'.repeat(row % 500)}` });
  return new SheetRewriter({
    headerRow: 1,
    columns: { status: 3, serviceId: 4, errorCode: 5, errorMessage: 6, importedAt: 7, fingerprint: 8 },
    headerCells: new Map([[3, 'Import status']]),
    results,
    notes: new Map(),
    edits: new Map(),
    styles,
    date1904: false,
    newLegacyDrawingRelId: null,
    newColumnWidths: new Map(),
    relationshipsNamespace: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  });
}

/** A sheet of `rows` rows of three cells, about 150 bytes a row. */
function sheetXml(rows: number): Buffer {
  const parts = ['<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'];
  for (let r = 1; r <= rows; r++)
    parts.push(
      `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Név ${r}</t></is></c><c r="B${r}"><v>${r * 7}</v></c><c r="C${r}"><v>${r % 13}.5</v></c></row>`,
    );
  parts.push('</sheetData></worksheet>');
  return Buffer.from(parts.join(''), 'utf8');
}

async function* chunksOf(bytes: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += 512 * 1024) yield bytes.subarray(i, i + 512 * 1024);
}

describe('the rewritten sheet deflated in segments', () => {
  it.each([
    ['a sheet smaller than one tail segment', 100],
    ['a sheet of several full segments and a tail of several small ones', 60_000],
  ])('%s inflates to the rewrite, with its CRC and size', async (_name, rows) => {
    const xml = sheetXml(rows);
    const alone = rewriter(rows);
    const expected = Buffer.concat([...alone.push(xml), ...alone.end().chunks]);
    const pass = await sheetPass(chunksOf(xml), null, rewriter(rows));
    const written = pass.rewrite;
    if (written === null || 'error' in written) throw new Error('no rewrite');
    const deflated = Buffer.concat(written.data.chunks);
    expect(inflateRawSync(deflated).equals(expected)).toBe(true);
    expect(written.data.crc32).toBe(crc32(expected) >>> 0);
    expect(written.data.uncompressedSize).toBe(expected.length);
    expect(written.data.compressedSize).toBe(deflated.length);
  });

  it.each([
    ['a sheet smaller than one tail segment', 100],
    ['a sheet of several full segments and a tail of several small ones', 60_000],
  ])('%s, stored, inflates to the same rewrite, uncompressed', async (_name, rows) => {
    const xml = sheetXml(rows);
    const deflated = await sheetPass(chunksOf(xml), null, rewriter(rows));
    const stored = await sheetPass(chunksOf(xml), null, rewriter(rows), { stored: true });
    if (deflated.rewrite === null || 'error' in deflated.rewrite) throw new Error('no rewrite');
    if (stored.rewrite === null || 'error' in stored.rewrite) throw new Error('no stored rewrite');
    const bytes = Buffer.concat(stored.rewrite.data.chunks);
    expect(inflateRawSync(bytes).equals(inflateRawSync(Buffer.concat(deflated.rewrite.data.chunks)))).toBe(true);
    expect(stored.rewrite.data.crc32).toBe(deflated.rewrite.data.crc32);
    expect(stored.rewrite.data.compressedSize).toBe(bytes.length);
    expect(bytes.length).toBeGreaterThanOrEqual(stored.rewrite.data.uncompressedSize);
  });
});

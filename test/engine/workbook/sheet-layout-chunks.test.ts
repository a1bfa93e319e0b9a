// The layout scanner finds merges after the sheet data however the sheet's bytes are cut into chunks: the end of the
// sheet data is looked for after a chunk's last row end, so every cut around `</row>` and `</sheetData>` is tried.
import { describe, expect, it } from 'vitest';
import { SheetLayoutScanner } from '../../../src/engine/workbook/sheet-layout-scanner';
import type { SheetLayout } from '../../../src/engine/model/workbook-source';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

function sheet(prefix: string, rows: number): string {
  const p = prefix === '' ? '' : `${prefix}:`;
  const xmlns = prefix === '' ? `xmlns="${MAIN}"` : `xmlns:${prefix}="${MAIN}"`;
  const body = Array.from(
    { length: rows },
    (_, i) =>
      `<${p}row r="${i + 1}"><${p}c r="A${i + 1}" t="inlineStr"><${p}is><${p}t>row ${i}</${p}t></${p}is></${p}c></${p}row>`,
  ).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><${p}worksheet ${xmlns}><${p}cols><${p}col min="2" max="3" hidden="1"/></${p}cols>` +
    `<${p}sheetData>${body}</${p}sheetData><${p}mergeCells count="2"><${p}mergeCell ref="A1:B1"/>` +
    `<${p}mergeCell ref="c4:d5"/></${p}mergeCells></${p}worksheet>`
  );
}

function scan(bytes: Buffer, cuts: readonly number[]): SheetLayout {
  const scanner = new SheetLayoutScanner();
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    scanner.push(bytes.subarray(from, cut));
    from = cut;
  }
  return scanner.result();
}

const EXPECTED = { hiddenColumns: new Set([1, 2]), merges: ['A1:B1', 'C4:D5'] };

describe('sheet layout across chunk boundaries', () => {
  for (const prefix of ['', 'x']) {
    it(`finds the merges with every cut around the sheet data's end${prefix === '' ? '' : ' (prefixed)'}`, () => {
      const bytes = Buffer.from(sheet(prefix, 40));
      const end = bytes.indexOf(prefix === '' ? '</sheetData>' : `</${prefix}:sheetData>`);
      // A first cut inside the rows, then a second anywhere from the last row's end to past the merges.
      for (let cut = end - 40; cut < bytes.length; cut++) {
        expect(scan(bytes, [end - 200, cut])).toEqual(EXPECTED);
      }
    });

    it(`finds the merges in chunks of 1 to 64 bytes${prefix === '' ? '' : ' (prefixed)'}`, () => {
      const bytes = Buffer.from(sheet(prefix, 30));
      for (let size = 1; size <= 64; size++) {
        const cuts: number[] = [];
        for (let at = size; at < bytes.length; at += size) cuts.push(at);
        expect(scan(bytes, cuts)).toEqual(EXPECTED);
      }
    });
  }
});

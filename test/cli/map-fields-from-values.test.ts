// `map` on the command line proposes, as the app does, a column whose unknown header holds only deal words for the
// deal, and says it was found from the values.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';

let dir: string;
let book: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cli-map-values-'));
  book = path.join(dir, 'ingatlanok.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Típus', 'Település', 'Ár', 'Mi legyen vele']);
  ws.addRow(['P-1', 'lakás', 'Budapest', 45_000_000, 'eladó']);
  ws.addRow(['P-2', 'lakás', 'Budapest', 250_000, 'kiadó']);
  await wb.xlsx.writeFile(book);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('map: columns recognised by their values', () => {
  it('proposes the column of deal words for the deal, found from its values', async () => {
    const out: string[] = [];
    expect(await runMapCommand(book, {}, { log: (s) => out.push(s), error: (s) => out.push(s) })).toBe(0);
    expect(out.join('\n')).toMatch(/Mi legyen vele\s+→ property\.action\s+\d+% \(from its values\)/);
  });
});

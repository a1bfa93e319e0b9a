// Two columns with the same header: the mapping can give a field to one of them only, so the table says so.
import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { openWorkbook } from '../../src/engine/workbook/open-workbook';
import { openTable, readTable } from '../../src/engine/workbook/read-table';
import { captureIo } from '../support/cli-io-kit';
import { buildXlsx } from '../support/test-zips';

function inlineRow(row: number, texts: readonly (string | null)[]): string {
  const cells = texts.map((t, i) =>
    t === null ? '' : `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${t}</t></is></c>`,
  );
  return `<row r="${row}">${cells.join('')}</row>`;
}

/** Ár in B and E (one written "ár  "), Megjegyzés merged over F:G (a layout, not a duplicate). */
const BODY =
  `<sheetData>${inlineRow(1, ['Cím', 'Ár', 'Település', 'Emelet', 'ár  ', 'Megjegyzés', null])}` +
  `${inlineRow(2, ['Váci út 1.', '100', 'Budapest', '2', '120', 'x', 'y'])}</sheetData><mergeCells><mergeCell ref="F1:G1"/></mergeCells>`;

async function workbook(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dup-headers-'));
  const p = path.join(dir, 'ingatlanok.xlsx');
  await writeFile(p, buildXlsx([{ name: 'Ingatlanok', body: BODY }]));
  return p;
}

const EN =
  'Sheet "Ingatlanok": columns B and E have the same header "Ár". Only one column can give a field its value, so column E is not imported unless you rename the headers or map it to another field.';

describe('duplicate header columns', () => {
  it('are named in a warning of the table, in English and Hungarian, by readTable and openTable alike', async () => {
    const opened = await openWorkbook(await workbook());
    if (!opened.ok) throw new Error(opened.error.message);
    const table = await readTable(opened.value, 'Ingatlanok');
    const stream = await openTable(opened.value, 'Ingatlanok');
    await opened.value.close();
    if (!table.ok || !stream.ok) throw new Error('not read');
    expect(table.value.warnings).toEqual([
      {
        kind: 'duplicate_header',
        sheet: 'Ingatlanok',
        columns: ['B', 'E'],
        header: 'Ár',
        en: EN,
        hu: '„Ingatlanok” munkalap: a(z) B és E oszlop fejléce ugyanaz („Ár”). Egy mező értékét csak egy oszlop adhatja, ezért a(z) E oszlop nem kerül importálásra, hacsak át nem nevezi a fejléceket, vagy másik mezőhöz nem rendeli.',
      },
    ]);
    expect(stream.value.warnings).toEqual(table.value.warnings);
  });

  it('are shown by the CLI map command, as text and as JSON', async () => {
    const p = await workbook();
    const text = captureIo();
    expect(await runMapCommand(p, {}, text.io)).toBe(0);
    expect(text.out).toContain(`  warning: ${EN}`);
    const json = captureIo();
    expect(await runMapCommand(p, { json: true }, json.io)).toBe(0);
    const parsed = JSON.parse(json.out.join('\n')) as { sheets: { warnings: string[] }[] };
    expect(parsed.sheets[0]?.warnings).toEqual([EN]);
  });

  it('are shown by the CLI validate command, as text and in the JSON summary', async () => {
    const p = await workbook();
    const text = captureIo();
    await runValidateCommand(p, { officeId: '1' }, text.io);
    expect(text.out).toContain(`warning: ${EN}`);
    const json = captureIo();
    await runValidateCommand(p, { officeId: '1', json: true }, json.io);
    const parsed = JSON.parse(json.out.join('\n')) as { summary: { warnings?: string[] } };
    expect(parsed.summary.warnings).toEqual([EN]);
  });
});

describe('sheets that are not read', () => {
  it('are listed by the CLI map command with the reason', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'skipped-sheets-'));
    const p = path.join(dir, 'diagram.xlsx');
    const script =
      'import sys, openpyxl\nwb = openpyxl.Workbook(); ws = wb.active; ws.title = "Ingatlanok"\n' +
      'ws.append(["Cím", "Ár"]); ws.append(["Váci út 1.", 100]); wb.create_chartsheet("Grafikon"); wb.save(sys.argv[1])';
    expect(spawnSync('/usr/bin/python3', ['-c', script, p], { encoding: 'utf8' }).stderr).toBe('');
    const text = captureIo();
    expect(await runMapCommand(p, {}, text.io)).toBe(0);
    expect(text.out).toContain(
      'Grafikon (not imported): Sheet "Grafikon" is not read: a chart sheet: it holds a chart, no cells.',
    );
  });
});

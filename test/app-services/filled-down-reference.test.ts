import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

// The browser host (these services) once ran out of memory on 30,000 rows sharing one seller reference.
const ROWS = 30_000;
let h: ServicesHarness;

beforeAll(async () => {
  h = await startServices('filled-down-');
});

afterAll(async () => {
  await h.close();
});

it('validates 30,000 rows sharing one reference, each invalid with one short duplicate problem', async () => {
  const path = join(h.dir, 'ertekesitok.xlsx');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path });
  const ws = wb.addWorksheet('Értékesítők');
  ws.addRow(['Értékesítő azonosító', 'Név', 'Telefonszám', 'E-mail']).commit();
  for (let i = 0; i < ROWS; i++) ws.addRow(['S-1', `Eladó ${i}`, '+36 30 123 4567', `s${i}@example.hu`]).commit();
  ws.commit();
  await wb.commit();

  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  const info = await h.call('openWorkbook', { file: { kind: 'path', path } });
  await h.call('configureSheets', {
    sheets: info.sheets.map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
  });
  const summary = await h.call('validate', {});
  expect(summary.counts).toMatchObject({ total: ROWS, invalid: ROWS, valid: 0 });
  const page = await h.call('getRows', { sheet: 'Értékesítők', offset: ROWS - 10, limit: 10, filter: 'invalid' });
  for (const row of page.rows) {
    const problems = [...row.rowProblems, ...row.cells.flatMap((c) => c.problems)];
    expect(problems).toHaveLength(1);
    expect(problems[0]?.length).toBeLessThan(300);
    expect(problems[0]).toContain('29994');
  }
}, 120_000);

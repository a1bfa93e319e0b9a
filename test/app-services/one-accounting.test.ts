// One accounting: every row in exactly one bucket in the dry run and after the upload, adding up to the rows of the
// workbook; a listing whose seller row is invalid waits for it and says which row.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeEach, expect, it } from 'vitest';
import type { Buckets } from '../../src/shared/contract';
import { writeOfficeWorkbook } from '../e2e/support/office-workbook';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-accounting-');

beforeEach(async () => {
  await h.call('testConnection', { profileId: 'sandbox' });
  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  const file = join(h.dir, 'iroda.xlsx');
  await writeOfficeWorkbook(file);
  // Seller E02 gets an e-mail address the service would refuse: its four listings cannot go before it.
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sellers = wb.getWorksheet('Értékesítők');
  if (!sellers) throw new Error('no sellers sheet');
  sellers.getCell('D3').value = 'nem-email-cim';
  await wb.xlsx.writeFile(file);
  const info = await h.call('openWorkbook', { file: { kind: 'path', path: file } });
  await h.call('configureSheets', {
    sheets: info.sheets.map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
  });
});

function sum(b: Buckets | undefined): number {
  return b ? b.create + b.update + b.unchanged + b.invalid + b.blocked + b.failed + b.notSent : -1;
}

it('puts every row in one bucket in the dry run and after the upload, and a waiting listing names the row it waits for', async () => {
  const summary = await h.call('validate', {});
  expect(summary.counts).toMatchObject({ total: 15, invalid: 1, blocked: 4 });
  const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 20, filter: 'invalid' });
  expect(page.rows).toHaveLength(4);
  expect(page.rows.every((r) => r.status === 'blocked')).toBe(true);
  expect(page.rows[0]?.rowProblems.join(' ')).toMatch(/row 3 of Értékesítők/);

  const dry = await h.call('startUpload', { dryRun: true });
  expect(dry.buckets).toMatchObject({ total: 15, create: 10, invalid: 1, blocked: 4 });
  // The blocked rows name the row they wait for, as the upload's count of held-back rows does.
  expect(dry.buckets?.waitFor).toEqual([{ sheet: 'Értékesítők', row: 3 }]);
  expect(sum(dry.buckets)).toBe(15);

  const run = await h.call('startUpload', { dryRun: false });
  expect(run.buckets).toMatchObject({ total: 15, create: 10, invalid: 1, blocked: 4 });
  expect(sum(run.buckets)).toBe(15);
  const results = await h.call('getResults', {});
  expect(results.pendingRows).toBe(0);
});

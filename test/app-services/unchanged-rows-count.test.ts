// Rows that carry a result and are unchanged since (an export opened for editing, a results workbook opened again)
// count as done in Review and Upload, by the upload's own rule: the upload skips them, so they are not "ready to send".
import { expect, it } from 'vitest';
import { openAsProposed, useServices } from '../support/app-session-kit';

const h = useServices('li-unchanged-count-');

/** Exports the sandbox office in Hungarian and opens the export for editing with its proposed sheet roles. */
async function openExport(): Promise<{ readonly rows: number; readonly properties: string }> {
  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  const r = await h.call('exportWorkbook', { language: 'hu' });
  const { mapping } = await openAsProposed(h, { kind: 'export', exportId: r.exportId });
  const properties = mapping.sheets.find((s) => s.role === 'properties')?.sheet ?? '';
  return { rows: r.properties + r.sellers, properties };
}

it('an export opened unedited has no row to send; one edited row is the one to send', async () => {
  const { rows, properties } = await openExport();
  const summary = await h.call('validate', {});
  expect(summary.counts).toMatchObject({ total: rows, valid: 0, invalid: 0, failed: 0, done: rows });

  const page = await h.call('getRows', { sheet: properties, offset: 0, limit: 5, filter: 'all' });
  const price = page.columns.find((c) => c.field === 'price.price');
  const row = page.rows[0];
  if (!price || !row) throw new Error('the export has no price column or no listing');
  const edited = await h.call('editCell', {
    sheet: properties,
    row: row.row,
    index: price.index,
    value: '123 456 789',
  });
  // The sheet's counts: the edited listing is the one to send.
  expect(edited.counts).toMatchObject({ valid: 1, invalid: 0 });
  const dry = await h.call('startUpload', { dryRun: true });
  expect(dry.buckets).toMatchObject({ update: 1, unchanged: rows - 1 });
});

// An edit made in Review while a validation of the whole workbook runs (the Upload step's check on arrival, left at
// once with Back) is kept: in the workbook's cells, in the row's validity once the validation ends, and in what the
// upload then sends (docs/wizard.md, "An edit during a validation").
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MethodResult } from '../../src/shared/contract';
import { HEADERS, writeListingRows } from '../e2e/support/listing-workbook';
import { useAppSession } from '../support/app-session-kit';
import type { ServicesHarness } from './services-harness';

/** Five slices of the engine's preparation (1,000 rows each), so the validation yields between them. */
const ROWS = 5_000;
/** The one row with a price no number can be read from (row 1 holds the headers). */
const BAD_ROW = 2_501;
const PRICE = HEADERS.indexOf('Ár');
const SHEET = 'Ingatlanok';

const session = useAppSession('li-edit-during-validation-');

async function openValidated(h: ServicesHarness): Promise<void> {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `V-${i + 1}`,
    'lakás',
    'eladó',
    'Budapest',
    i + 2 === BAD_ROW ? 'sok pénz' : 40_000_000 + i,
    'Ft',
    'nem',
    40 + (i % 90),
    null,
  ]);
  const path = await writeListingRows(join(h.dir, 'hirdetesek.xlsx'), rows);
  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  await h.call('configureSheets', { sheets: [{ name: SHEET, role: 'properties', headerRow: 1 }] });
  const first = await h.call('validate', {});
  expect(first.counts).toMatchObject({ total: ROWS, invalid: 1 });
}

/**
 * Starts a validation and, once it has taken the rows as they were (its first progress event), fixes the bad row's
 * price; both answers.
 */
async function editWhileValidating(
  h: ServicesHarness,
): Promise<{ validated: MethodResult<'validate'>; edited: MethodResult<'editCell'> }> {
  let edit: Promise<MethodResult<'editCell'>> | null = null;
  const stop = h.onProgress((p) => {
    if (p.kind !== 'validate' || edit !== null) return;
    stop();
    edit = h.call('editCell', { sheet: SHEET, row: BAD_ROW, index: PRICE, value: '45 000 000' });
  });
  const validated = await h.call('validate', {}).finally(stop);
  if (edit === null) throw new Error('the validation sent no progress');
  return { validated, edited: await edit };
}

async function badRow(h: ServicesHarness): Promise<MethodResult<'getRows'>['rows'][number] | undefined> {
  const page = await h.call('getRows', { sheet: SHEET, offset: 0, limit: 1, filter: 'all', rows: [BAD_ROW] });
  return page.rows[0];
}

describe('an edit made while a validation runs', () => {
  it('is kept in the cell and in the row’s validity once the validation ends', async () => {
    const h = session.h;
    await openValidated(h);

    const { validated, edited } = await editWhileValidating(h);

    expect(edited.row.status).toBe('valid');
    const row = await badRow(h);
    expect(row?.cells[PRICE]).toMatchObject({ text: '45 000 000', edited: true, problems: [] });
    expect(row?.status).toBe('valid');
    expect(validated.counts).toMatchObject({ total: ROWS, invalid: 0, valid: ROWS });
    const all = await h.call('getRows', { sheet: SHEET, offset: 0, limit: 1, filter: 'invalid' });
    expect(all.total).toBe(0);
  });

  it('is in what an upload asked meanwhile sends', async () => {
    const h = session.h;
    await openValidated(h);

    let dry: Promise<MethodResult<'startUpload'>> | null = null;
    const stop = h.onProgress((p) => {
      if (p.kind !== 'validate' || dry !== null) return;
      stop();
      void h.call('editCell', { sheet: SHEET, row: BAD_ROW, index: PRICE, value: '45 000 000' });
      // Upload asked while the validation still runs: it waits for that validation's rows.
      dry = h.call('startUpload', { dryRun: true });
    });
    await h.call('validate', {}).finally(stop);
    if (dry === null) throw new Error('the validation sent no progress');

    expect(await dry).toMatchObject({ created: ROWS, invalid: 0, failed: 0 });
  });
});

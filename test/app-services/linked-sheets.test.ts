// Linked sheets that cannot dead-end: the sellers' ID column proposed from the values, the mapping blocked without
// it, listings whose seller exists nowhere marked before upload, and recovery after a run without the link.
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { officeListings, writeOfficeWorkbook } from '../e2e/support/office-workbook';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-linked-');

beforeEach(async () => {
  await h.call('testConnection', { profileId: 'sandbox' });
  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
});

async function openOffice(listings = officeListings(12)) {
  const file = join(h.dir, 'iroda.xlsx');
  await writeOfficeWorkbook(file, listings);
  const info = await h.call('openWorkbook', { file: { kind: 'path', path: file } });
  return h.call('configureSheets', {
    sheets: info.sheets.map((s) => ({ name: s.name, role: s.role, headerRow: s.headerRow })),
  });
}

describe('linked sheets', () => {
  it("proposes the Sellers sheet column whose values the listings refer to as the sellers' ID", async () => {
    const m = await openOffice();
    const kod = m.sheets.find((s) => s.role === 'sellers')?.columns.find((c) => c.header === 'Kód');
    expect(kod).toMatchObject({ field: 'id.transfer_id', source: 'values' });
    expect(m.sheets.every((s) => s.unlinked === null)).toBe(true);
  });

  it('says which references nothing identifies once that column is skipped', async () => {
    await openOffice();
    const m = await h.call('setColumnMapping', { columns: [{ sheet: 'Értékesítők', index: 0, field: null }] });
    expect(m.sheets.find((s) => s.role === 'properties')?.unlinked).toEqual({
      sellersSheet: 'Értékesítők',
      count: 12,
      refs: ['E01', 'E02', 'E07'],
    });
  });

  it('marks a listing whose seller is neither in the workbook nor on the service, before any upload', async () => {
    const rows = officeListings(6);
    const lost = rows[2];
    if (lost) lost[1] = 'E09';
    await openOffice(rows);
    const summary = await h.call('validate', {});
    expect(summary.sheets.find((s) => s.role === 'properties')?.counts).toMatchObject({
      total: 6,
      valid: 5,
      invalid: 1,
    });
    const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 10, filter: 'invalid' });
    expect(page.rows.map((r) => r.row)).toEqual([6]);
    expect(page.rows[0]?.cells.flatMap((c) => c.problems).join(' ')).toContain('E09');
  });

  it('recovers after a run without the link: the sellers made then get their ID, and the listings go through', async () => {
    await openOffice();
    await h.call('setColumnMapping', { columns: [{ sheet: 'Értékesítők', index: 0, field: null }] });
    const first = await h.call('startUpload', { dryRun: false });
    expect(first.buckets).toMatchObject({ total: 15, create: 3, invalid: 12 });
    await h.call('setColumnMapping', { columns: [{ sheet: 'Értékesítők', index: 0, field: 'id.transfer_id' }] });
    const second = await h.call('startUpload', { dryRun: false });
    expect(second).toMatchObject({ created: 12, updated: 3, failed: 0 });
    expect(second.buckets).toMatchObject({ total: 15, create: 12, update: 3, invalid: 0, failed: 0, notSent: 0 });
  });
});

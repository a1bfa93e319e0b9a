// Round trip (docs/round-trip.md): an upload sends only the fields edited in the workbook since the export, so a price changed
// on the portal meanwhile stays; a field changed on both sides is sent and reported as a conflict.
import type { ResultHeaderKey } from '../../src/engine/model/result-headers';
import { RESULT_HEADERS, RESULT_HEADERS_HU } from '../../src/engine/model/result-headers';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { valueWords } from '../../src/catalog';
import { useExportOffice } from '../support/export-office-kit';
import { convertWithLibreOffice, libreOfficeProfile, requireLibreOffice } from '../support/resave-kit';
import { editWithOpenpyxl, readSheet, sendAll } from '../support/export-test-kit';

const run = promisify(execFile);
const SHEET = 'Ingatlanok';
const PRICE = 'Ár [price.price]';
const STATUS = 'Állapot (aktív) [property.status]';
const INACTIVE = valueWords('PROPERTY_STATUS', 'inactive').hu;

const office = useExportOffice({
  prefix: 'cli-edited-since-',
  sellers: 3,
  properties: 6,
  exportFirst: true,
  requires: requireLibreOffice,
});

interface ReportRow {
  readonly row: number;
  readonly status: string;
  readonly id?: number;
  readonly error_message?: string;
  readonly changes?: readonly Record<string, unknown>[];
}

const upload = (file: string, extra: Record<string, unknown> = {}) => office.upload(file, extra);

function reportRows(out: readonly string[]): ReportRow[] {
  return (JSON.parse(out.join('\n')) as { rows: ReportRow[] }).rows;
}

async function listing(id: number): Promise<Record<string, Record<string, unknown>>> {
  const r = await office.client.listRecordBodies('property', { id: [id], part: ['id', 'property', 'price'] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const found = r.value[0] as Record<string, Record<string, unknown>> | undefined;
  if (!found) throw new Error(`listing ${id} not found`);
  return found;
}

/**
 * One cell of the row with the Service ID, read with openpyxl (ExcelJS cannot load a sheet with our notes); the result
 * columns are found in either language (a Hungarian export's and workbook's are Hungarian, an English one's English).
 */
async function cellOf(file: string, serviceId: number, header: ResultHeaderKey): Promise<string> {
  const script = `
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])['${SHEET}']
heads = {c.value: c.column for c in ws[1] if c.value is not None}
col = lambda en, hu: heads[en] if en in heads else heads[hu]
ids = col(sys.argv[4], sys.argv[5])
rows = [r for r in range(2, ws.max_row + 1) if ws.cell(r, ids).value == int(sys.argv[2])]
print(ws.cell(rows[0], col(sys.argv[3], sys.argv[6])).value or '', end='')
`;
  const names = [
    RESULT_HEADERS[header],
    RESULT_HEADERS.serviceId,
    RESULT_HEADERS_HU.serviceId,
    RESULT_HEADERS_HU[header],
  ];
  return (await run('/usr/bin/python3', ['-c', script, file, String(serviceId), ...names])).stdout;
}

/**
 * A workbook of new listings, as a user would start one: the export's first `count` active listings with new
 * transfer_ids and external IDs, their sheet alone, without result columns (no Service ID, fingerprint or snapshot).
 */
async function newListingsWorkbook(out: string, count: number, tag: string): Promise<void> {
  const script = `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
for name in wb.sheetnames:
    if name != '${SHEET}': del wb[name]
ws = wb['${SHEET}']
heads = {c.value: c.column for c in ws[1] if c.value is not None}
keep = [r for r in range(2, ws.max_row + 1) if ws.cell(r, heads['${RESULT_HEADERS_HU.serviceId}']).value
        and ws.cell(r, heads[sys.argv[5]]).value != sys.argv[6]
        and ws.cell(r, heads[sys.argv[7]]).value][:int(sys.argv[3])]
for r in range(ws.max_row, 1, -1):
    if r not in keep: ws.delete_rows(r)
for h in [h for h in heads if h.endswith('[id.transfer_id]') or h.endswith('[property.external_id]')]:
    for i in range(2, ws.max_row + 1): ws.cell(i, heads[h]).value = f'{sys.argv[4]}-{i}'
for h in sorted(${JSON.stringify(Object.values(RESULT_HEADERS_HU))}, key=lambda h: -heads.get(h, 0)):
    if h in heads: ws.delete_cols(heads[h])
wb.save(sys.argv[2])
`;
  const args = [office.exported, out, String(count), tag, STATUS, INACTIVE, PRICE];
  await run('/usr/bin/python3', ['-c', script, ...args]);
}

/** A colleague's edit in the portal: straight to the sandbox, not through the relay the tests count. */
async function changeOnPortal(id: number, price: number): Promise<void> {
  await sendAll(office.client, [{ method: 'PUT', uri: `/property?id=${id}`, body: { price: { price } } }]);
}

/** The `n`th active listing with a price in the export: each test edits its own. */
async function activeListing(n: number): Promise<number> {
  const rows = await readSheet(office.exported, SHEET);
  const ids = rows
    .filter((r) => r.get(STATUS) !== INACTIVE && r.get(RESULT_HEADERS_HU.serviceId) && r.get(PRICE))
    .map((r) => Number(r.get(RESULT_HEADERS_HU.serviceId)));
  const id = ids[n];
  if (id === undefined) throw new Error(`the export has fewer than ${n + 1} active listings`);
  return id;
}

describe('fields edited since the export', () => {
  it('the export writes each row a field snapshot after its fingerprint, far below the cell limit', async () => {
    const cells = (await readSheet(office.exported, SHEET)).map((r) => r.get(RESULT_HEADERS_HU.fingerprint) ?? '');
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells)
      expect(cell).toMatch(/^[0-9a-f]{40} S1:([A-Za-z0-9_-]{14})+ I1:\d+\.\d+\.[A-Za-z0-9_-]+$/);
    expect(Math.max(...cells.map((c) => c.length))).toBeLessThan(3000);
  });

  it('a status edited in the workbook is sent alone; the price a colleague changed on the portal stays', async () => {
    const id = await activeListing(0);
    await changeOnPortal(id, 55_500_000);
    const edited = office.file('status.xlsx');
    await editWithOpenpyxl(office.exported, edited, [{ sheet: SHEET, header: STATUS, serviceId: id, value: INACTIVE }]);

    const dry = await upload(edited, { json: true, dryRun: true });
    expect(dry.writes).toEqual([]);
    const planned = reportRows(dry.out).filter((r) => (r.changes ?? []).length > 0);
    expect(planned.map((r) => r.changes)).toEqual([
      [{ field: 'property.status', column: STATUS, kind: 'set', old: 'active', new: 'inactive' }],
    ]);

    const sent = await upload(edited, { json: true, out: office.file('status.results.xlsx') });
    expect(sent.code).toBe(0);
    expect(sent.writes.map((w) => [`${w.method} ${w.uri}`, w.body])).toEqual([
      [`PUT /property?id=${id}`, { property: { status: 'inactive' }, seller: expect.anything() }],
    ]);
    const after = await listing(id);
    expect(after['property']?.['status']).toBe('inactive');
    expect(after['price']?.['price']).toBe(55_500_000);
  });

  it('a price changed on both sides: the dry run and the result name both values, the workbook value is sent', async () => {
    const id = await activeListing(1);
    await changeOnPortal(id, 61_000_000);
    const edited = office.file('both.xlsx');
    await editWithOpenpyxl(office.exported, edited, [
      { sheet: SHEET, header: PRICE, serviceId: id, value: 62_000_000 },
    ]);
    const both = 'changed on the portal since the export too: portal value 61000000, workbook value 62000000';
    const conflict = `${PRICE} ${both}`;

    const dry = await upload(edited, { json: true, dryRun: true });
    const planned = reportRows(dry.out).filter((r) => (r.changes ?? []).length > 0);
    expect(planned.map((r) => r.changes)).toEqual([
      [{ field: 'price.price', column: PRICE, kind: 'set', old: 61_000_000, new: 62_000_000, conflict: true }],
    ]);
    const human = await upload(edited, { dryRun: true });
    expect(human.out.join('\n')).toContain(`${PRICE}: 61000000 → 62000000 (CONFLICT: ${both};`);

    const results = office.file('both.results.xlsx');
    const sent = await upload(edited, { json: true, out: results });
    expect(sent.writes.map((w) => [`${w.method} ${w.uri}`, w.body])).toEqual([
      [`PUT /property?id=${id}`, { price: { price: 62_000_000 }, seller: expect.anything() }],
    ]);
    const row = reportRows(sent.out).find((r) => r.status === 'updated');
    expect(row?.error_message).toContain(conflict);
    expect((await listing(id))['price']?.['price']).toBe(62_000_000);
    // The export is Hungarian, so its result cell is too (the report above speaks English).
    expect(await cellOf(results, id, 'errorMessage')).toContain(
      `${PRICE}: az export óta a portálon is megváltozott, a portálon 61000000, a munkafüzetben 62000000`,
    );
    expect(await cellOf(results, id, 'fingerprint')).toMatch(/^[0-9a-f]{40} S1:/);

    // The results workbook carries a fresh snapshot: uploaded again, it sends nothing.
    const again = await upload(results, { json: true, out: office.file('both-again.results.xlsx') });
    expect(again.writes).toEqual([]);
  });

  it('the export saved again by LibreOffice (Hungarian) keeps every snapshot: a status edit is sent alone', async () => {
    const id = await activeListing(2);
    await changeOnPortal(id, 57_700_000);
    const profile = await libreOfficeProfile(office.file('lo-profile'), 'hu-HU');
    const xlsx = 'xlsx:Calc MS Excel 2007 XML';
    const saved = (await convertWithLibreOffice(profile, office.exported, xlsx, office.dir, 'libreoffice.xlsx')).out;
    const edited = office.file('libreoffice-status.xlsx');
    await editWithOpenpyxl(saved, edited, [{ sheet: SHEET, header: STATUS, serviceId: id, value: INACTIVE }]);

    const sent = await upload(edited, { json: true, out: office.file('libreoffice.results.xlsx') });
    expect(sent.writes.map((w) => [`${w.method} ${w.uri}`, w.body])).toEqual([
      [`PUT /property?id=${id}`, { property: { status: 'inactive' }, seller: expect.anything() }],
    ]);
    expect((await listing(id))['price']?.['price']).toBe(57_700_000);
  }, 120_000);

  it('listings created by an upload carry a snapshot: a status edited in the results is sent alone', async () => {
    const fresh = office.file('new-listings.xlsx');
    await newListingsWorkbook(fresh, 2, 'SNAP-NEW');
    const results = office.file('new-listings.results.xlsx');
    const created = await upload(fresh, { json: true, out: results });
    expect(created.code).toBe(0);
    expect(created.writes.map((w) => w.method)).toEqual(['POST', 'POST']);
    const ids = reportRows(created.out).flatMap((r) => (r.status === 'created' && r.id !== undefined ? [r.id] : []));
    expect(ids).toHaveLength(2);
    for (const newId of ids) {
      expect(await cellOf(results, newId, 'fingerprint')).toMatch(
        /^[0-9a-f]{40} S1:([A-Za-z0-9_-]{14})+ I1:\d+\.\d+\.[A-Za-z0-9_-]+$/,
      );
    }

    const id = ids[0] ?? 0;
    await changeOnPortal(id, 48_800_000);
    const edited = office.file('new-listings-status.xlsx');
    await editWithOpenpyxl(results, edited, [{ sheet: SHEET, header: STATUS, serviceId: id, value: INACTIVE }]);
    const sent = await upload(edited, { json: true, out: office.file('new-listings-status.results.xlsx') });
    expect(sent.code).toBe(0);
    expect(sent.writes.map((w) => [`${w.method} ${w.uri}`, w.body])).toEqual([
      [`PUT /property?id=${id}`, { property: { status: 'inactive' }, seller: expect.anything() }],
    ]);
    const after = await listing(id);
    expect(after['property']?.['status']).toBe('inactive');
    expect(after['price']?.['price']).toBe(48_800_000);
  });
});

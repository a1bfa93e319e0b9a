// Round trip (docs/round-trip.md): an edited export sends only the changed fields, and the dry run shows them old → new.
import { describe, expect, it } from 'vitest';
import { valueWords } from '../../src/catalog';
import { openImport, prepareImport } from '../../src/engine/pipeline';
import { columnHeaders, runUpload } from '../../src/engine/upload';
import { EXPORT_OFFICE as OFFICE, useExportOffice } from '../support/export-office-kit';
import { editWithOpenpyxl, readSheet } from '../support/export-test-kit';

const SHEET = 'Ingatlanok';
const PRICE = 'Ár [price.price]';
const STATUS = 'Állapot (aktív) [property.status]';
const INACTIVE = valueWords('PROPERTY_STATUS', 'inactive').hu;

const office = useExportOffice({ prefix: 'cli-partial-', sellers: 4, properties: 12, exportFirst: true });

interface Change {
  readonly field: string;
  readonly column: string | null;
  readonly kind: string;
  readonly old: unknown;
  readonly new: unknown;
}
interface ReportRow {
  readonly sheet: string;
  readonly row: number;
  readonly status: string;
  readonly error_message?: string;
  readonly changes?: readonly Change[];
}

/** Sets cells (null empties one) of the rows with the given Service IDs, with openpyxl as another program would. */
async function edit(
  file: string,
  out: string,
  edits: readonly { header: string; serviceId: number; value: string | number | null }[],
): Promise<void> {
  await editWithOpenpyxl(
    file,
    out,
    edits.map((e) => ({ sheet: SHEET, ...e })),
  );
}

function reportOf(out: readonly string[]): { summary: Record<string, unknown>; rows: ReportRow[] } {
  return JSON.parse(out.join('\n')) as { summary: Record<string, unknown>; rows: ReportRow[] };
}

async function listed(): Promise<Record<string, Record<string, unknown>>[]> {
  const part = ['id', 'property', 'price', 'descriptions', 'special'];
  const r = await office.client.listRecordBodies('property', { office_id: OFFICE, part });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as Record<string, Record<string, unknown>>[];
}

/** Four active listings and their prices: the rows the tests edit. */
async function fourActive(): Promise<{ id: number; price: number }[]> {
  return (await listed())
    .filter((p) => p['property']?.['status'] === 'active' && p['id']?.['transfer_id'] !== 'DEMO-P1')
    .slice(0, 4)
    .map((p) => ({ id: p['id']?.['id'] as number, price: p['price']?.['price'] as number }));
}

describe('partial updates of an edited export', () => {
  it('re-importing the export unchanged sends no request that changes anything', async () => {
    const { code, writes } = await office.upload(office.exported, {
      json: true,
      out: office.file('unchanged.results.xlsx'),
    });
    expect(code).toBe(0);
    expect(writes).toEqual([]);
  });

  it('compares every exported row field by field with its record and finds no difference', async () => {
    const opened = await openImport(office.exported);
    if (!opened.ok) throw new Error(opened.error.message);
    const regions = await office.client.listRegions();
    if (!regions.ok) throw new Error(JSON.stringify(regions.error));
    const reference = { regions: regions.value, offices: [], fetchedAt: '', source: { baseUrl: '', user: 'demo' } };
    const prepared = prepareImport(opened.value, opened.value.mapping, { officeId: OFFICE, reference });
    // Without their results every row is a modify by its Service ID, so each one is compared.
    const rows = prepared.sheets.flatMap((x) => x.rows).map((r) => ({ ...r, previous: null }));
    const columns = columnHeaders(opened.value.mapping);
    const out = await runUpload({ client: office.client, rows, officeId: OFFICE, dryRun: true, columns });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.value.plan.counts).toMatchObject({ create: 0, modify: 0, invalid: 0, skipped: rows.length });
    const differing = out.value.plan.rows.filter((p) => p.action !== 'skipped' || (p.changes ?? []).length > 0);
    expect(differing).toEqual([]);
  });

  it('3 prices, 1 status: the dry run lists 4 rows old → new, the upload sends 4 PUTs of those fields', async () => {
    const [a, b, c, d] = await fourActive();
    if (!a || !b || !c || !d) throw new Error('the seed has fewer than four active listings');
    const edited = office.file('edited.xlsx');
    await edit(office.exported, edited, [
      { header: PRICE, serviceId: a.id, value: 41_000_000 },
      { header: PRICE, serviceId: b.id, value: 42_000_000 },
      { header: PRICE, serviceId: c.id, value: 43_000_000 },
      { header: STATUS, serviceId: d.id, value: INACTIVE },
    ]);

    const dry = await office.upload(edited, { json: true, dryRun: true });
    expect(dry.code).toBe(0);
    expect(dry.writes).toEqual([]);
    const changed = reportOf(dry.out).rows.filter((r) => (r.changes ?? []).length > 0);
    expect(changed.map((r) => r.changes)).toEqual([
      [{ field: 'price.price', column: PRICE, kind: 'set', old: a.price, new: 41_000_000 }],
      [{ field: 'price.price', column: PRICE, kind: 'set', old: b.price, new: 42_000_000 }],
      [{ field: 'price.price', column: PRICE, kind: 'set', old: c.price, new: 43_000_000 }],
      [{ field: 'property.status', column: STATUS, kind: 'set', old: 'active', new: 'inactive' }],
    ]);
    // One list request by service ID fetched the four records' current state.
    const byId = dry.seen.filter((s) => s.method === 'GET' && /^\/api\/json\/v3\/property\?.*\bid=/.test(s.path));
    expect(byId.length).toBe(1);

    const human = await office.upload(edited, { dryRun: true });
    const text = human.out.join('\n');
    expect(text).toContain(`(Service ID ${a.id}): update\n  ${PRICE}: ${a.price} → 41000000`);
    expect(text).toContain(`(Service ID ${d.id}): update\n  ${STATUS}: active → inactive`);
    expect(text).toContain('compared with the service: 4 rows to update (4 fields)');

    const sent = await office.upload(edited, { json: true, out: office.file('edited.results.xlsx') });
    expect(sent.code).toBe(0);
    expect(sent.writes.map((w) => `${w.method} ${w.uri}`).sort()).toEqual(
      [a, b, c, d].map((x) => `PUT /property?id=${x.id}`).sort(),
    );
    const bodies = new Map(sent.writes.map((w) => [w.uri, w.body]));
    // Each listing PUT also names its seller: the spec says a PUT without one makes the administrator advertise it.
    const seller = expect.objectContaining({});
    expect(bodies.get(`/property?id=${a.id}`)).toEqual({ price: { price: 41_000_000 }, seller });
    expect(bodies.get(`/property?id=${b.id}`)).toEqual({ price: { price: 42_000_000 }, seller });
    expect(bodies.get(`/property?id=${c.id}`)).toEqual({ price: { price: 43_000_000 }, seller });
    expect(bodies.get(`/property?id=${d.id}`)).toEqual({ property: { status: 'inactive' }, seller });
    const after = new Map((await listed()).map((p) => [p['id']?.['id'], p]));
    expect(after.get(a.id)?.['price']?.['price']).toBe(41_000_000);
    expect(after.get(d.id)?.['property']?.['status']).toBe('inactive');

    // The same edited workbook once more: its fingerprints are the export's, but the service now holds the edits.
    const again = await office.upload(edited, { json: true, out: office.file('edited-again.results.xlsx') });
    expect(again.writes).toEqual([]);
    expect(reportOf(again.out).rows.filter((r) => r.status !== 'skipped')).toEqual([]);
  });

  it('an emptied cell is removed where the API allows it and reported as kept where it does not', async () => {
    // A fresh export: the one above predates the edits of the test before, which this workbook would undo.
    const fresh = await office.exportTo();
    const rows = await readSheet(fresh, SHEET);
    const headers = [...new Set(rows.flatMap((r) => [...r.keys()]))];
    const header = (key: string): string => headers.find((h) => h.endsWith(`[${key}]`)) ?? key;
    const target = rows.find((r) => r.get(header('property.orientation')) && r.get(header('descriptions.hu')));
    const area = rows.find((r) => r !== target && r.get(header('location.area_id')));
    if (!target || !area) throw new Error('no row with an orientation and a description');
    const id = Number(target.get('Szolgáltatói azonosító'));
    const areaId = Number(area.get('Szolgáltatói azonosító'));
    const emptied = office.file('emptied.xlsx');
    await edit(fresh, emptied, [
      { header: header('property.orientation'), serviceId: id, value: null },
      { header: header('descriptions.hu'), serviceId: id, value: null },
      { header: header('location.area_id'), serviceId: areaId, value: null },
    ]);
    const sent = await office.upload(emptied, { json: true, out: office.file('emptied.results.xlsx') });
    expect(sent.writes.map((w) => [w.uri, w.body])).toEqual([
      [`/property?id=${id}`, { property: { orientation: null }, descriptions: { hu: '' }, seller: expect.anything() }],
    ]);
    const report = reportOf(sent.out).rows;
    const kept = report.find((r) => (r.changes ?? []).some((c) => c.kind === 'kept'));
    expect(kept?.status).toBe('skipped');
    expect(kept?.changes).toEqual([
      {
        field: 'location.area_id',
        column: header('location.area_id'),
        kind: 'kept',
        old: expect.any(Number),
        new: null,
      },
    ]);
    expect(kept?.error_message).toContain('the service keeps');
  });
});

// Per-type template sheets filled by openpyxl with the type column left empty: the sheet's name gives every row its
// type.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { valueWords } from '../../../src/catalog';
import { unmappedRequiredFields } from '../../../src/engine/mapping';
import { buildTemplate } from '../../../src/engine/template';
import { runUpload } from '../../../src/engine/upload';
import { prepareWorkbook } from '../../../src/engine/validation';
import type { SheetInput } from '../../../src/engine/validation';
import { DEMO } from '../../../src/sandbox';
import { demoService, python, templateSheets, tempDir } from './template-helpers';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** English template; `property.type` is never filled, except one office row that says it is an apartment. */
const FILL = {
  'Properties – apartment': {
    rows: 2,
    values: {
      'id.transfer_id': ['DT-A1', 'DT-A2'],
      'seller.transfer_id': 'DEMO-S1',
      'property.action': valueWords('PROPERTY_ACTION', 'sale').en,
      'location.region_id': 'Budapest',
      'price.price': [45_000_000, 52_000_000],
      'price.price_currency': valueWords('CURRENCY', 'huf').en,
      'special.floor_area': '@pick',
      'special.has_elevator': '@pick',
    },
  },
  'Properties – office': {
    rows: 2,
    values: {
      'id.transfer_id': ['DT-O1', 'DT-O2'],
      'seller.transfer_id': 'DEMO-S1',
      'property.type': ['', valueWords('PROPERTY_TYPE', 'apartment').en],
      'property.action': valueWords('PROPERTY_ACTION', 'sale').en,
      'location.region_id': 'Budapest',
      'price.price': 80_000_000,
      'price.price_currency': valueWords('CURRENCY', 'huf').en,
    },
  },
};

async function sheetsOf(file: string): Promise<SheetInput[]> {
  const { sheets, close } = await templateSheets(file);
  open.push({ close });
  return sheets;
}

describe('per-type template sheets without a type in the rows', () => {
  it("validate clean and upload with the sheet's type; a row naming another type keeps it", async () => {
    const service = await demoService();
    open.push(service);
    const { sandbox, client, reference } = service;

    const dir = await tempDir();
    const built = await buildTemplate({
      lang: 'en',
      types: ['apartment', 'office'],
      reference,
      out: path.join(dir, 'template.xlsx'),
    });
    if (!built.ok) throw new Error(built.error.message);
    const filled = path.join(dir, 'filled.xlsx');
    await python('openpyxl_fill.py', [built.value.path, filled, JSON.stringify(FILL)]);

    const sheets = await sheetsOf(filled);
    const properties = sheets.filter((s) => s.mapping.role === 'properties');
    expect(properties.map((s) => [s.mapping.sheet, s.mapping.defaultPropertyType])).toEqual([
      ['Properties – apartment', 'apartment'],
      ['Properties – office', 'office'],
    ]);
    for (const s of properties)
      expect(unmappedRequiredFields(s.mapping).map((f) => f.key)).not.toContain('property.type');
    // The template has a type column, and the apartment rows left it empty.
    const apartmentSheet = properties[0];
    const typeColumn = apartmentSheet?.mapping.columns.find((c) => c.field === 'property.type')?.index ?? -1;
    expect(typeColumn).toBeGreaterThanOrEqual(0);
    expect(Array.from(apartmentSheet?.rows ?? [], (r) => r.cells[typeColumn] ?? null).slice(0, 2)).toEqual([
      null,
      null,
    ]);

    const prepared = prepareWorkbook(sheets, { officeId: DEMO.offices.budapest, reference });
    const rows = prepared.sheets.flatMap((s) => s.rows);
    expect(rows.map((r) => r.transferId)).toEqual(['DT-A1', 'DT-A2', 'DT-O1', 'DT-O2']);
    expect(rows.flatMap((r) => r.problems.map((p) => `${r.sheet}!${r.row} ${p.message}`))).toEqual([]);
    const typeOf = (id: string): unknown =>
      (rows.find((r) => r.transferId === id)?.body as { property?: { type?: unknown } } | undefined)?.property?.type;
    expect(['DT-A1', 'DT-A2', 'DT-O1', 'DT-O2'].map(typeOf)).toEqual(['apartment', 'apartment', 'office', 'apartment']);
    expect(rows.find((r) => r.transferId === 'DT-A1')?.body).toHaveProperty('special.apartment');

    const outcome = await runUpload({ client, rows, officeId: DEMO.offices.budapest });
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(
      outcome.value.results.map((r) => `${r.row}:${r.status}${r.errorMessage ? ` ${r.errorMessage}` : ''}`),
    ).toEqual(rows.map((r) => `${r.row}:created`));
    // What the service stored, read back with the API's own list.
    const ids = outcome.value.results.map((r) => r.serviceId).join(',');
    const auth = Buffer.from(`${DEMO.users.demo.username}:${DEMO.users.demo.password}`).toString('base64');
    const answer = await fetch(`${sandbox.baseUrl}/property?part=id,property&id=${ids}`, {
      headers: { authorization: `Basic ${auth}` },
    });
    const stored = (await answer.json()) as { id: { transfer_id: string }; property: { type: string } }[];
    expect(Object.fromEntries(stored.map((p) => [p.id.transfer_id, p.property.type]))).toEqual({
      'DT-A1': 'apartment',
      'DT-A2': 'apartment',
      'DT-O1': 'office',
      'DT-O2': 'apartment',
    });
  });
});

// The values an export seals into its rows (status, Service ID, the hidden `Import fingerprint` cell with the row's
// snapshot and identity binding) on a 10,000-listing export, checked against an independent computation: the written
// workbook read back with the importer's own reader, mapping and preparation, and each row's cell recomputed as the
// sealing did it by reading the draft back (docs/round-trip.md, "Export" and "The exported status";
// docs/performance.md, "Export").
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { createApiClient } from '../../../src/engine/api';
import { runExport } from '../../../src/engine/export';
import { openImport, prepareImport } from '../../../src/engine/pipeline';
import { readRecordedScope } from '../../../src/engine/upload/recorded-scope';
import { encodeSnapshot } from '../../../src/engine/upload/row-snapshot';
import { unchangedSinceResult } from '../../../src/engine/model/unchanged-since-result';
import { fingerprintCell } from '../../../src/engine/validation/fingerprint-cell';
import { encodeBinding } from '../../../src/engine/validation/identity-binding';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { seedOffice } from '../../support/export-test-kit';

// Types by what the functions take and give, so the test does not follow the engine's files as they move.
type ReferenceData = NonNullable<Parameters<typeof runExport>[0]['reference']>;
type PreparedRow = ReturnType<typeof prepareImport>['sheets'][number]['rows'][number];
type SheetTable = Extract<Awaited<ReturnType<typeof openImport>>, { ok: true }>['value']['tables'][number];

/**
 * The result columns' headers, part of the product's promise, in the Hungarian export's language (docs/write-back.md,
 * "The workbook's language").
 */
const RESULT_HEADERS = {
  status: 'Importálás állapota',
  serviceId: 'Szolgáltatói azonosító',
  fingerprint: 'Importálási ujjlenyomat',
};
const OFFICE = DEMO.offices.budapest;
/** The export's data sheets (Hungarian); the Help, Regions and Lists sheets hold no rows to seal. */
const DATA_SHEETS = ['Értékesítők', 'Ingatlanok', 'Ingatlan képek', 'Értékesítő képek'];
const LISTINGS = 10_000;
const SELLERS = 200;

let dir: string;
let sandbox: RunningSandbox;
let client: ApiClient;
let file: string;
let reference: ReferenceData;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-seal-'));
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  const made = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: 'demo' });
  if (!made.ok) throw new Error(made.error.en);
  client = made.value;
  await seedOffice(client, SELLERS, LISTINGS);
  const regions = await client.listRegions();
  if (!regions.ok) throw new Error(JSON.stringify(regions.error));
  const source = { baseUrl: sandbox.baseUrl, user: 'demo' };
  reference = { regions: regions.value, offices: [], fetchedAt: '2026-11-29T00:00:00Z', source };
  file = path.join(dir, 'export.xlsx');
  const query = { officeIds: [OFFICE], types: [], status: null, updatedAfter: null, lang: 'hu' as const };
  const done = await runExport({ client, reference, out: file, overwrite: false, query });
  if (!done.ok) throw new Error(JSON.stringify(done.error));
}, 300_000);

afterAll(async () => {
  await client.close();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * The result cells of a row as the sealing computed them from the draft read back: the old way, kept here; the status
 * is the export's own word, `exportálva`, no longer `frissítve` (nothing was updated).
 */
function expectedCells(row: PreparedRow, mapped: readonly string[]): readonly (string | number | null)[] {
  const id = row.serviceId;
  if (row.problems.length > 0) return ['hibás', id, null];
  const snapshot =
    row.role === 'sellers' || row.role === 'properties' ? encodeSnapshot(row.role, row.body, mapped) : null;
  const binding = snapshot === null || id === null ? null : encodeBinding(id, row.officeId ?? OFFICE, row.transferId);
  return ['exportálva', id, fingerprintCell(row.fingerprint, snapshot, binding)];
}

function columnOf(table: SheetTable, header: string): number {
  const column = table.columns.find((c) => c.header === header);
  if (column === undefined) throw new Error(`${table.sheet} has no column ${header}`);
  return column.index;
}

it('seals every row of a 10,000-listing export with the status, Service ID and fingerprint cell a re-read gives', async () => {
  const opened = await openImport(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const prepared = prepareImport(opened.value, opened.value.mapping, { officeId: OFFICE, reference });
  let compared = 0;
  expect(DATA_SHEETS.filter((name) => prepared.sheets.some((s) => s.sheet === name))).toEqual(DATA_SHEETS);
  for (const sheet of prepared.sheets.filter((s) => DATA_SHEETS.includes(s.sheet))) {
    const table = opened.value.tables.find((t) => t.sheet === sheet.sheet);
    const mapping = opened.value.mapping.sheets.find((s) => s.sheet === sheet.sheet);
    if (table === undefined || mapping === undefined) throw new Error(`no table for ${sheet.sheet}`);
    const mapped = [...new Set(mapping.columns.flatMap((c) => (c.field === null ? [] : [c.field])))];
    const at = [RESULT_HEADERS.status, RESULT_HEADERS.serviceId, RESULT_HEADERS.fingerprint].map((h) =>
      columnOf(table, h),
    );
    expect(table.columns.find((c) => c.header === RESULT_HEADERS.fingerprint)?.hidden).toBe(true);
    const cells = new Map(table.rows.map((r) => [r.number, at.map((i) => r.cells[i] ?? null)] as const));
    const got = sheet.rows.map((r) => [r.row, ...(cells.get(r.row) ?? [])]);
    const want = sheet.rows.map((r) => [r.row, ...expectedCells(r, mapped)]);
    expect(got).toEqual(want);
    // Read back, every row the importer accepts is on the portal and unchanged: a re-import sends none of them.
    expect(sheet.rows.filter((r) => r.problems.length === 0 && !unchangedSinceResult(r)).map((r) => r.row)).toEqual([]);
    compared += sheet.rows.length;
  }
  // The demo office's own two sellers and one listing come with the seeded ones.
  expect(compared).toBe(SELLERS + 2 + LISTINGS + 1);
  const listings = prepared.sheets.find((s) => s.role === 'properties')?.rows ?? [];
  expect(listings.filter((r) => r.problems.length === 0)).toHaveLength(LISTINGS + 1);
}, 300_000);

it('leaves the sheets without rows to seal as the template has them: no result columns', async () => {
  const opened = await openImport(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const others = opened.value.tables.filter((t) => !DATA_SHEETS.includes(t.sheet));
  expect(others.map((t) => t.sheet)).toEqual(['Súgó', 'Települések', 'Listák']);
  const results = Object.values(RESULT_HEADERS);
  expect(others.flatMap((t) => t.columns.filter((c) => results.includes(c.header)))).toEqual([]);
}, 60_000);

it('records the listings the export holds on its Help sheet', async () => {
  const scope = { officeIds: [OFFICE], types: [], status: null, updatedAfter: null };
  expect(await readRecordedScope(file)).toEqual({ kind: 'found', scope });
});

// A run to undo against the sandbox: an office as it was before (run A), a wrong upload over it (run B: creates,
// price and status modifies, withdraws, a delete, images created and modified), and the office's records to compare.
import type { WriteBody } from '../../../src/catalog';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { markWritten, runUpload } from '../../../src/engine/upload';
import { OFFICE, fingerprintOf, imageRow, propertyRow, sellerRow } from '../upload/upload-test-kit';

export interface ScenarioSize {
  readonly created: number;
  readonly modified: number;
  readonly withdrawn: number;
  /** Of the modified listings, how many the wrong sheet also sets inactive (a status modify). */
  readonly inactive: number;
  readonly createdSellers: number;
  /** Images created on created listings and on existing ones, images of run A modified. */
  readonly images: number;
}

export const FULL: ScenarioSize = {
  created: 200,
  modified: 50,
  withdrawn: 5,
  inactive: 10,
  createdSellers: 5,
  images: 5,
};
export const SMALL: ScenarioSize = { created: 6, modified: 4, withdrawn: 2, inactive: 1, createdSellers: 2, images: 2 };

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function on(sheet: string, row: PreparedRow, patch: (body: Record<string, unknown>) => void = () => {}): PreparedRow {
  const body = structuredClone(row.body) as Record<string, unknown>;
  patch(body);
  return { ...row, sheet, body: body as WriteBody, fingerprint: fingerprintOf(body) };
}

function block(body: Record<string, unknown>, name: string): Record<string, unknown> {
  return body[name] as Record<string, unknown>;
}

/** The row featuring its listing (on a sheet of its own). */
export function featured(row: PreparedRow): PreparedRow {
  return on('Featured', row, (b) => (block(b, 'property')['is_featured'] = true));
}

/** Run A: the office before the wrong upload (existing listings P-*, seller S-1, images IMG-A-*). */
export function beforeRows(size: ScenarioSize): PreparedRow[] {
  const listings = size.modified + size.withdrawn + 1;
  return [
    sellerRow(1, { tag: 'S' }),
    ...Array.from({ length: listings }, (_, i) => propertyRow(i + 1, 'S-1')),
    ...Array.from({ length: size.images }, (_, i) => on('ImagesA', imageRow(i + 1, `P-${i + 1}`, `IMG-A-${i + 1}`))),
  ];
}

/** Run B: the wrong sheet. */
export function wrongRows(size: ScenarioSize): PreparedRow[] {
  const sellers = Array.from({ length: size.createdSellers }, (_, i) => sellerRow(i + 1, { tag: 'NS' }));
  const created = Array.from({ length: size.created }, (_, i) =>
    propertyRow(i + 1, `NS-${1 + (i % size.createdSellers)}`, { tag: 'N' }),
  );
  const modified = Array.from({ length: size.modified }, (_, i) =>
    on('Modified', propertyRow(i + 1, 'S-1', { price: 1_000 + i }), (b) => {
      if (i < size.inactive) block(b, 'property')['status'] = 'inactive';
    }),
  );
  const withdrawn = Array.from({ length: size.withdrawn }, (_, i) => ({
    ...on('Withdrawn', propertyRow(size.modified + i + 1, 'S-1')),
    action: 'withdraw' as const,
  }));
  const deleted = {
    ...on('Deleted', propertyRow(size.modified + size.withdrawn + 1, 'S-1')),
    action: 'delete' as const,
  };
  const images = [
    ...Array.from({ length: size.images }, (_, i) => on('ImagesNew', imageRow(i + 1, `N-${i + 1}`, `IMG-N-${i + 1}`))),
    ...Array.from({ length: size.images }, (_, i) => on('ImagesOld', imageRow(i + 1, `P-${i + 1}`, `IMG-P-${i + 1}`))),
    ...Array.from({ length: size.images }, (_, i) =>
      on('ImagesEdit', imageRow(i + 1, `P-${i + 1}`, `IMG-A-${i + 1}`), (b) => {
        block(b, 'image')['url'] = `https://example.hu/edited/${i + 1}.jpg`;
      }),
    ),
  ];
  return [...sellers, ...created, ...modified, ...withdrawn, deleted, ...images];
}

/** The corrected sheet: the same listings, with the right prices (what staff upload after the undo). */
export function correctedRows(size: ScenarioSize): PreparedRow[] {
  return wrongRows(size)
    .filter((r) => r.role === 'properties' && r.action === undefined)
    .map((r) => on(r.sheet, r, (b) => (block(b, 'price')['price'] = 45_000_000 + r.row)));
}

/** Every seller and listing of the office with every block and its images, by `seller#id` / `property#id`. */
export async function officeRecords(c: ApiClient): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  const parts = {
    seller: ['id', 'seller', 'images.id', 'images.image'],
    property: ['id', 'property', 'seller', 'location', 'price', 'descriptions', 'map', 'special'].concat([
      'images.id',
      'images.image',
    ]),
  };
  for (const resource of ['seller', 'property'] as const) {
    const listed = unwrap(await c.listRecordBodies(resource, { office_id: OFFICE, part: parts[resource] }));
    for (const item of listed) out.set(`${resource}#${String((item as { id: { id: number } }).id.id)}`, item);
  }
  return out;
}

/** `transfer_id` of a listed record. */
export function refOf(record: unknown): string | null {
  return (record as { id: { transfer_id: string | null } }).id.transfer_id;
}

export interface Scenario {
  readonly before: Map<string, unknown>;
  readonly runId: string;
  readonly journalFile: string;
  readonly deletedId: number;
}

/** Run A, the snapshot, run B (its results marked written, as the CLI does after writing them into the workbook). */
export async function uploadWrongSheet(c: ApiClient, journalDir: string, size: ScenarioSize): Promise<Scenario> {
  const a = unwrap(
    await runUpload({
      client: c,
      officeId: OFFICE,
      rows: beforeRows(size),
      journal: { dir: journalDir, workbookPath: '/books/a.xlsx' },
    }),
  );
  if (a.summary.failed > 0) throw new Error(JSON.stringify(a.results.filter((r) => r.status === 'failed')));
  await markWritten(a.journalFile ?? '');
  const before = await officeRecords(c);
  const b = unwrap(
    await runUpload({
      client: c,
      officeId: OFFICE,
      rows: wrongRows(size),
      confirmDeletes: 1,
      confirmWithdraws: size.withdrawn,
      journal: { dir: journalDir, workbookPath: '/books/wrong.xlsx' },
    }),
  );
  if (b.summary.failed > 0) throw new Error(JSON.stringify(b.results.filter((r) => r.status === 'failed')));
  await markWritten(b.journalFile ?? '');
  const deleted = b.results.find((r) => r.status === 'deleted');
  return { before, runId: b.runId, journalFile: b.journalFile ?? '', deletedId: deleted?.serviceId ?? -1 };
}

// Rows, clients and sandboxes for the upload tests.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { WriteBody } from '../../../src/catalog';
import type { ApiClient } from '../../../src/engine/api';
import { createApiClient } from '../../../src/engine/api';
import type { PreparedRow, PreviousResult } from '../../../src/engine/model/prepared-row';
import { splitFingerprintCell } from '../../../src/engine/validation/fingerprint-cell';
import type { RowResult } from '../../../src/engine/model/row-result';
import { DEMO } from '../../../src/sandbox';

export const OFFICE: number = DEMO.offices.budapest;
export const PASSWORD = 'demo';

export function fingerprintOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
}

export function sellerRow(
  n: number,
  opts: {
    readonly tag?: string;
    readonly previous?: PreviousResult | null;
    readonly name?: string;
    readonly transferId?: string | null;
    readonly office?: number | null;
  } = {},
): PreparedRow {
  const tid = opts.transferId === undefined ? `${opts.tag ?? 'S'}-${n}` : opts.transferId;
  const body: WriteBody = {
    ...(tid !== null ? { id: { transfer_id: tid } } : {}),
    seller: {
      name: opts.name ?? `Eladó Árvíztűrő ${n}`,
      phone: `+36 1 555 ${String(n).padStart(4, '0')}`,
      email: `seller${n}@example.hu`,
    },
  };
  return {
    sheet: 'Sellers',
    row: n + 1,
    role: 'sellers',
    operation: 'create',
    body,
    transferId: tid,
    serviceId: null,
    officeId: opts.office === undefined ? OFFICE : opts.office,
    owner: null,
    fingerprint: fingerprintOf(body),
    previous: opts.previous ?? null,
    problems: [],
  };
}

export function propertyRow(
  n: number,
  sellerTid: string | null,
  opts: { readonly tag?: string; readonly previous?: PreviousResult | null; readonly price?: number } = {},
): PreparedRow {
  const tid = `${opts.tag ?? 'P'}-${n}`;
  const body: WriteBody = {
    id: { transfer_id: tid },
    ...(sellerTid !== null ? { seller: { transfer_id: sellerTid } } : {}),
    property: { type: 'apartment', action: 'sale', status: 'active' },
    location: { region_id: DEMO.regions.budapest, area_id: DEMO.areas.budapestXIII, address: `Váci út ${n}.` },
    price: { price: opts.price ?? 30_000_000 + n, price_currency: 'huf' },
    special: { apartment: { floor_area: 40 + (n % 60) } },
  };
  return {
    sheet: 'Properties',
    row: n + 1,
    role: 'properties',
    operation: 'create',
    body,
    transferId: tid,
    serviceId: null,
    officeId: OFFICE,
    owner: null,
    fingerprint: fingerprintOf(body),
    previous: opts.previous ?? null,
    problems: [],
  };
}

export function imageRow(n: number, ownerTid: string, imageTid: string | null): PreparedRow {
  const body: WriteBody = {
    ...(imageTid !== null ? { id: { transfer_id: imageTid } } : {}),
    image: { url: `https://example.hu/img/${n}.jpg`, order: n },
  };
  return {
    sheet: 'Images',
    row: n + 1,
    role: 'property_images',
    operation: 'create',
    body,
    transferId: imageTid,
    serviceId: null,
    officeId: OFFICE,
    owner: { transferId: ownerTid, id: null },
    fingerprint: fingerprintOf(body),
    previous: null,
    problems: [],
  };
}

/** The row as the workbook would hold it after its result was written back (the cell split as the reader does). */
export function afterWriteBack(row: PreparedRow, result: RowResult): PreparedRow {
  const cell = result.fingerprint === undefined ? null : splitFingerprintCell(result.fingerprint);
  const snapshot = cell?.snapshot ?? null;
  return {
    ...row,
    serviceId: result.serviceId ?? null,
    previous: {
      status: result.status,
      serviceId: result.serviceId ?? null,
      fingerprint: cell?.fingerprint ?? null,
      ...(snapshot !== null ? { snapshot } : {}),
    },
  };
}

export function client(baseUrl: string, password = PASSWORD, user = 'demo'): ApiClient {
  const c = createApiClient({
    baseUrl,
    user,
    password,
    connections: 8,
    headersTimeoutMs: 20_000,
    bodyTimeoutMs: 20_000,
  });
  if (!c.ok) throw new Error(c.error.en);
  return c.value;
}

export async function tempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'upload-test-'));
}

/** Every seller (or property) of the office, as transfer_id → count of records with it. */
export async function countByTransferId(
  c: ApiClient,
  resource: 'seller' | 'property',
  office = OFFICE,
): Promise<Map<string, number>> {
  const r =
    resource === 'seller'
      ? await c.listSellers({ office_id: office, part: ['id'] })
      : await c.listProperties({ office_id: office, part: ['id'] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const counts = new Map<string, number>();
  for (const rec of r.value)
    if (rec.transferId !== null) counts.set(rec.transferId, (counts.get(rec.transferId) ?? 0) + 1);
  return counts;
}

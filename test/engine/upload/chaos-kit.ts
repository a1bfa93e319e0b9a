// A sandbox that can be restarted on its port, a workbook's worth of rows with and without transfer_ids, and the
// exactly-once check (every row once on the service, and its result pointing at that record) for the fault tests.
import type { WriteBody } from '../../../src/catalog';
import type { ApiClient } from '../../../src/engine/api';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { Chaos, RunningSandbox } from '../../../src/sandbox';
import { startSandbox } from '../../../src/sandbox';
import { OFFICE, fingerprintOf, propertyRow, sellerRow } from './upload-test-kit';

export interface RestartingSandbox {
  readonly baseUrl: string;
  /** Closes the sandbox, leaves the port refusing for `downMs`, starts it again on the same data. */
  restart(downMs?: number): Promise<void>;
  readonly restarts: number;
  close(): Promise<void>;
}

export async function restartingSandbox(
  dataDir: string,
  chaos: Chaos | null,
  latencyMs = 0,
): Promise<RestartingSandbox> {
  let current: RunningSandbox = await startSandbox({ port: 0, seed: 'demo', dataDir, chaos, latencyMs });
  const port = current.port;
  let restarts = 0;
  let closed = false;
  // One restart at a time, whoever asks.
  let chain: Promise<void> = Promise.resolve();
  const restartOnce = async (downMs: number): Promise<void> => {
    if (closed) return;
    await current.close();
    await new Promise((r) => setTimeout(r, downMs));
    current = await startSandbox({ port, seed: 'demo', dataDir, chaos, latencyMs });
    restarts += 1;
  };
  return {
    baseUrl: current.baseUrl,
    get restarts() {
      return restarts;
    },
    restart(downMs = 150) {
      chain = chain.then(() => restartOnce(downMs));
      return chain;
    },
    async close() {
      await chain.catch(() => undefined);
      closed = true;
      await current.close();
    },
  };
}

/** A property without its own transfer_id (its seller referenced by one, or none). */
function anonymousProperty(n: number, sellerTid: string | null, tag: string): PreparedRow {
  const base = propertyRow(n, sellerTid, { tag });
  const { id: _id, ...rest } = base.body as Record<string, unknown>;
  const body = { ...rest, location: { ...(rest['location'] as object), address: `${tag} utca ${n}.` } } as WriteBody;
  return { ...base, sheet: 'Properties2', body, transferId: null, fingerprint: fingerprintOf(body) };
}

/**
 * `count` rows in four kinds: sellers with and without transfer_id, properties with and without (referring to the
 * sellers with one). Every row's content is unique, so it can be told apart on the service.
 */
export function mixedRows(count: number, tag: string): PreparedRow[] {
  const quarter = Math.max(1, Math.floor(count / 4));
  const sellers = Array.from({ length: quarter }, (_, i) => sellerRow(i + 1, { tag: `${tag}S` }));
  const anonSellers = Array.from({ length: quarter }, (_, i) => {
    const r = sellerRow(100_000 + i + 1, { transferId: null, name: `Névtelen ${tag} ${i + 1}` });
    return { ...r, sheet: 'Sellers2' };
  });
  const props = Array.from({ length: quarter }, (_, i) =>
    propertyRow(i + 1, `${tag}S-${(i % quarter) + 1}`, { tag: `${tag}P` }),
  );
  const rest = count - 3 * quarter;
  const anonProps = Array.from({ length: rest }, (_, i) =>
    anonymousProperty(i + 1, i % 2 === 0 ? `${tag}S-${(i % quarter) + 1}` : null, tag),
  );
  return [...sellers, ...anonSellers, ...props, ...anonProps];
}

interface Listed {
  readonly id: number;
  readonly body: Record<string, unknown>;
}

async function listAll(c: ApiClient, resource: 'seller' | 'property'): Promise<Listed[]> {
  const parts = resource === 'seller' ? ['id', 'seller'] : ['id', 'property', 'seller', 'location', 'price'];
  const r = await c.listRecordBodies(resource, { office_id: OFFICE, part: parts });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.map((v) => ({ id: (v as { id: { id: number } }).id.id, body: v as Record<string, unknown> }));
}

/** What identifies a row's record on the service: its transfer_id, else its name (sellers) or address (properties). */
function identity(resource: 'seller' | 'property', body: Record<string, unknown>): string {
  const tid = (body['id'] as { transfer_id?: string | null } | undefined)?.transfer_id ?? null;
  if (tid !== null) return `${resource}|tid|${tid}`;
  if (resource === 'seller') return `seller|name|${String((body['seller'] as { name?: string }).name)}`;
  return `property|addr|${String((body['location'] as { address?: string }).address)}`;
}

export interface ExactlyOnce {
  /** Rows whose record is missing on the service. */
  readonly lost: number;
  /** Extra records beyond one per row. */
  readonly duplicates: number;
  /** Rows whose result is not `created` with the ID of their record. */
  readonly wrongResults: number;
}

/** Counts, per row, the records with its identity on the service, and checks its result names the one record. */
export async function checkExactlyOnce(
  c: ApiClient,
  rows: readonly PreparedRow[],
  results: readonly (RowResult | undefined)[],
): Promise<ExactlyOnce> {
  const records = new Map<string, number[]>();
  for (const resource of ['seller', 'property'] as const) {
    for (const rec of await listAll(c, resource)) {
      const k = identity(resource, rec.body);
      records.set(k, [...(records.get(k) ?? []), rec.id]);
    }
  }
  let lost = 0;
  let duplicates = 0;
  let wrongResults = 0;
  rows.forEach((row, i) => {
    const resource = row.role === 'sellers' ? 'seller' : 'property';
    const ids = records.get(identity(resource, row.body as Record<string, unknown>)) ?? [];
    if (ids.length === 0) lost += 1;
    duplicates += Math.max(0, ids.length - 1);
    const r = results[i];
    if (
      r?.status !== 'created' ||
      r.serviceId === undefined ||
      !ids.includes(r.serviceId) ||
      r.importedAt === undefined
    )
      wrongResults += 1;
  });
  return { lost, duplicates, wrongResults };
}

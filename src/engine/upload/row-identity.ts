// A row changes only the record it was exported as (docs/round-trip.md, "Row identity"): before anything is sent,
// each modify, withdraw and delete is checked against the binding in its hidden cell and the record the service
// holds; rows that fail are refused, never sent, and cost no faulty request.
import type { PreparedRow } from '../model/prepared-row';
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { ResultHeaderKey } from '../model/result-headers';
import { RESULT_HEADERS, RESULT_HEADERS_HU } from '../model/result-headers';
import { ROW_IDENTITY_MESSAGES as M } from './row-identity-messages';
import { referenceHash } from '../validation/identity-binding';
import type { CurrentRecords } from './current-records';
import { currentKey } from './current-records';
import type { PortalRecord } from '../model/portal-record';
import { describePortalRecord, describePortalRecordHu, portalRecord } from './portal-record';
import { misalignedSheets } from './row-alignment';
import type { ColumnHeaders } from './column-headers';
import type { PlannedRequest } from '../model/planned-request';
import type { PlannedRow } from '../model/planned-row';
import type { UploadPlan } from '../model/upload-plan';

export interface IdentityOptions {
  /** The mapped columns per sheet: a sheet without a reference column says nothing about references. */
  readonly headers: ColumnHeaders | null;
  /** How many reference changes the user confirmed (`--confirm-reference-changes N`); other numbers refuse them. */
  readonly confirmReferenceChanges: number;
}

type Resource = 'seller' | 'property';
type Sent = { readonly action: 'send'; readonly request: PlannedRequest & { readonly knownId: number } };

interface Refusal {
  readonly message: string;
  readonly messageHu: string;
}

/** A modify, withdraw or delete of a seller or listing addressed by a known Service ID. */
function addressed(p: PlannedRow | undefined): p is Sent {
  return (
    p?.action === 'send' &&
    p.request.knownId !== null &&
    p.request.operation !== 'create' &&
    (p.request.resource === 'seller' || p.request.resource === 'property')
  );
}

function resourceOf(row: PreparedRow): Resource | null {
  return row.role === 'sellers' ? 'seller' : row.role === 'properties' ? 'property' : null;
}

/**
 * Whether a planned row names a record: a send to a known Service ID (not a create), or a row skipped as one. Only
 * these are checked against their binding, counted as twins or looked for as moved (row-alignment.ts).
 */
function namesRecord(p: PlannedRow | undefined): boolean {
  if (p?.action === 'send') return p.request.knownId !== null && p.request.operation !== 'create';
  return p?.action === 'skipped' && p.serviceId !== null;
}

/** The Service ID a row stands for in the plan: the one it sends to, or the one it is skipped as; else null. */
function claimedId(row: PreparedRow, p: PlannedRow | undefined): number | null {
  if (addressed(p)) return p.request.knownId;
  if (p?.action === 'skipped' && row.previous?.status !== 'deleted') return p.serviceId;
  return null;
}

function where(row: PreparedRow): Words {
  return formatBoth(M.where, { sheet: row.sheet, row: row.row });
}

function textOf(row: PreparedRow, block: string, name: string): string | null {
  const b = row.body[block];
  const v = b !== undefined && !Array.isArray(b) ? (b as Readonly<Record<string, unknown>>)[name] : undefined;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** What the row's own cells say it is: its reference and address (a seller: name). */
function rowTitle(row: PreparedRow): Words {
  const title = row.role === 'sellers' ? textOf(row, 'seller', 'name') : textOf(row, 'location', 'address');
  const ref = row.transferId !== null ? formatBoth(M.reference, { ref: row.transferId }) : M.noReference;
  const join = (parts: readonly (string | null)[]): string => parts.filter((p) => p !== null).join(', ');
  return { en: join([ref.en, title]), hu: join([ref.hu, title]) };
}

function named(id: number, record: PortalRecord | null): Words {
  return record === null
    ? formatBoth(M.notListed, { id })
    : { en: describePortalRecord(record), hu: describePortalRecordHu(record) };
}

/** How to make a copied row a new listing, naming the result columns as each language's workbook does. */
const NEW_ROW = formatBoth(M.newRow, {
  serviceId: headerInBoth('serviceId'),
  status: headerInBoth('status'),
  fingerprint: headerInBoth('fingerprint'),
});

function headerInBoth(key: ResultHeaderKey): Words {
  return { en: RESULT_HEADERS[key], hu: RESULT_HEADERS_HU[key] };
}

function refusal(text: Words): Refusal {
  return { message: text.en, messageHu: text.hu };
}

function duplicateRefusal(row: PreparedRow, rowsOfId: readonly PreparedRow[], target: PortalRecord | null, id: number) {
  const numbers = rowsOfId.map((r) => r.row).join(', ');
  const name = named(id, target);
  return refusal(formatBoth(M.duplicate, { where: where(row), numbers, sheet: row.sheet, name, newRow: NEW_ROW }));
}

function movedIdRefusal(
  row: PreparedRow,
  bound: number,
  boundRecord: PortalRecord | null,
  target: Sent,
  to: PortalRecord | null,
): Refusal {
  const was = named(bound, boundRecord);
  const now = named(target.request.knownId, to);
  const serviceId = headerInBoth('serviceId');
  return refusal(formatBoth(M.movedId, { where: where(row), was, now, serviceId, bound, newRow: NEW_ROW }));
}

function officeRefusal(row: PreparedRow, target: Sent, to: PortalRecord | null, office: number): Refusal {
  const now = named(target.request.knownId, to);
  const run = target.request.officeId;
  return refusal(formatBoth(M.otherOffice, { where: where(row), run, now, office }));
}

function referenceRefusal(row: PreparedRow, target: Sent, to: PortalRecord | null): Refusal {
  const own = rowTitle(row);
  const now = named(target.request.knownId, to);
  return refusal(formatBoth(M.otherListing, { where: where(row), own, now, newRow: NEW_ROW }));
}

function unconfirmedReference(row: PreparedRow, target: Sent, to: PortalRecord | null, count: number): Refusal {
  const now = named(target.request.knownId, to);
  const ref = row.transferId ?? '';
  return refusal(formatBoth(M.unconfirmedReference, { where: where(row), now, ref, count, newRow: NEW_ROW }));
}

/** What the row's identity check found; `change`: the row changes its listing's reference on purpose. */
type Verdict = { readonly kind: 'ok' } | { readonly kind: 'change' } | ({ readonly kind: 'refuse' } & Refusal);

const OK: Verdict = { kind: 'ok' };

function recordOf(current: CurrentRecords, resource: Resource, id: number): PortalRecord | null {
  const stored = current.get(currentKey(resource, id));
  return stored === undefined ? null : portalRecord(resource, stored);
}

/**
 * One addressed row against its binding and the service's record. A row without a reference cell (or an empty one)
 * says nothing about references; an unbound row (older workbook) is held to the record alone.
 */
function verdictOf(row: PreparedRow, p: Sent, current: CurrentRecords, headers: ColumnHeaders | null): Verdict {
  const resource: Resource = p.request.resource === 'seller' ? 'seller' : 'property';
  const id = p.request.knownId;
  const to = recordOf(current, resource, id);
  const bound = row.previous?.binding;
  if (bound !== undefined && bound.serviceId !== id) {
    const boundRecord = recordOf(current, resource, bound.serviceId);
    return { kind: 'refuse', ...movedIdRefusal(row, bound.serviceId, boundRecord, p, to) };
  }
  for (const office of [to?.officeId ?? null, bound?.officeId ?? null]) {
    if (office !== null && office !== p.request.officeId)
      return { kind: 'refuse', ...officeRefusal(row, p, to, office) };
  }
  const mapsReference = headers === null || headers.get(row.sheet)?.has('id.transfer_id') === true;
  if (row.transferId === null || !mapsReference) return OK;
  const rowRef = referenceHash(row.transferId);
  const recordRef = to === null ? undefined : referenceHash(to.reference);
  if (bound !== undefined && rowRef === bound.referenceHash) return OK;
  // A record without a reference gains the row's: nothing of it is lost (sellers linked by a reference added later).
  if (recordRef === undefined || recordRef === null || rowRef === recordRef) return OK;
  // The row's reference differs from the record's: a change on purpose only when the row still is its listing.
  if (bound !== undefined && recordRef === bound.referenceHash) return { kind: 'change' };
  return { kind: 'refuse', ...referenceRefusal(row, p, to) };
}

/**
 * Rows naming one Service ID (a copied row with its results), index → the rows of that ID. A row whose binding names
 * another record (`pasted`: the ID was pasted into it) is no one's twin: the row bound to that ID goes on alone. Any
 * other claimant counts, refused or not: two rows that may each be the listing leave none of them sure.
 */
function duplicates(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  pasted: ReadonlySet<number>,
): Map<number, readonly number[]> {
  const byId = new Map<string, number[]>();
  plan.rows.forEach((p, i) => {
    const row = rows[i];
    const resource = row === undefined ? null : resourceOf(row);
    const id = row === undefined || resource === null ? null : claimedId(row, p);
    if (id === null || resource === null || pasted.has(i)) return;
    const key = currentKey(resource, id);
    const list = byId.get(key) ?? [];
    list.push(i);
    byId.set(key, list);
  });
  const out = new Map<number, readonly number[]>();
  for (const list of byId.values()) if (list.length > 1) for (const i of list) out.set(i, list);
  return out;
}

/**
 * The plan with rows refused whose identity fails, and with the portal's record on each withdraw and delete (what
 * their confirmations show). Pure: the records were fetched by the caller (`current`: the addressed rows' records
 * and the records their bindings name).
 */
export function checkRowIdentities(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  current: CurrentRecords,
  options: IdentityOptions,
): UploadPlan {
  // A plan that names no record (creates, invalid and failed rows: a first upload) has nothing to check: one look at
  // each row instead of five passes over them (docs/performance.md, "(sixth round)").
  if (!plan.rows.some(namesRecord)) return { rows: plan.rows.slice(), counts: { ...plan.counts } };
  const counts = { ...plan.counts };
  const refuse = (i: number, p: PlannedRow, r: Refusal): Extract<PlannedRow, { action: 'invalid' }> => {
    if (p.action === 'send') counts[p.request.operation] -= 1;
    else if (p.action === 'skipped') counts.skipped -= 1;
    counts.invalid += 1;
    return { action: 'invalid', message: r.message, messageHu: r.messageHu };
  };
  const verdicts = plan.rows.map((p, i): Verdict => {
    const row = rows[i];
    return row === undefined || !addressed(p) ? OK : verdictOf(row, p, current, options.headers);
  });
  const pasted = new Set<number>();
  plan.rows.forEach((p, i) => {
    const bound = rows[i]?.previous?.binding?.serviceId;
    if (addressed(p) && bound !== undefined && bound !== p.request.knownId) pasted.add(i);
  });
  const twins = duplicates(rows, plan, pasted);
  const changes = verdicts.filter((v) => v.kind === 'change').length;
  const moved = misalignedSheets(rows, plan, options.headers);
  const out = plan.rows.map((p, i): PlannedRow => {
    const row = rows[i];
    if (row === undefined) return p;
    const sheet = moved.get(row.sheet);
    if (sheet !== undefined && p.action === 'send') return refuse(i, p, sheet);
    const v = verdicts[i] ?? OK;
    // A row's own refusal says most; its twins are refused all the same.
    if (v.kind === 'refuse' && addressed(p)) return refuse(i, p, v);
    const twin = twins.get(i);
    if (twin !== undefined && (p.action === 'send' || p.action === 'skipped')) {
      const id = claimedId(row, p) ?? 0;
      const resource = resourceOf(row) ?? 'property';
      const list = twin.flatMap((j) => (rows[j] === undefined ? [] : [rows[j]]));
      return refuse(i, p, duplicateRefusal(row, list, recordOf(current, resource, id), id));
    }
    if (!addressed(p)) return p;
    if (v.kind === 'change' && changes !== options.confirmReferenceChanges) {
      const to = recordOf(current, p.request.resource === 'seller' ? 'seller' : 'property', p.request.knownId);
      const held = refuse(i, p, unconfirmedReference(row, p, to, changes));
      // What the confirmation lists: the listing as the portal holds it, and the reference the row gives it.
      return { ...held, referenceChange: { serviceId: p.request.knownId, to: row.transferId ?? '', portal: to } };
    }
    if (p.request.operation !== 'withdraw' && p.request.operation !== 'delete') return p;
    const portal = recordOf(current, 'property', p.request.knownId);
    return portal === null ? p : { ...p, portal };
  });
  return { rows: out, counts };
}

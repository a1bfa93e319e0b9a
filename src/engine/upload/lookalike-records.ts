// Creates without a reference that look like a record the office already holds (a listing of the same type,
// settlement, address, floor area and price; a seller of the same name and phone): held back unless the user confirms
// their number. What the service holds decides, not the journal: a copied workbook, or a journal lost, truncated or
// garbled, would otherwise create every row again (docs/upload.md, "Uploading the same workbook again").
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Result, Words } from '../../catalog';
import { formatBoth, ok } from '../../catalog';
import { LOOKALIKE_MESSAGES } from './lookalike-messages';
import type { ApiClient, ApiFailure } from '../api';
import type { PreparedRow } from '../model/prepared-row';
import type { Listed } from './lookalike-record-files';
import { blockOf, keyOf, RecordFiles, sameContent } from './lookalike-record-files';
import { readJournal } from './journal';
import type { Settled } from './run-recorder';
import { claimKey } from './sent-record-lookup';
import type { WorkbookHistory } from './upload-history';
import type { UploadPlan } from '../model/upload-plan';

/** A planned create and the record of the office it looks like. */
export interface Lookalike {
  /** Index into the prepared rows. */
  readonly index: number;
  readonly sheet: string;
  readonly row: number;
  readonly resource: 'seller' | 'property';
  /** The record's Service ID, reference and address (listing) or name (seller), as the service holds them. */
  readonly id: number;
  readonly reference: string | null;
  readonly label: string | null;
  /** ISO 8601, when an earlier upload journaled creating it; the service does not say. */
  readonly createdAt: string | null;
}

/** The planned creates without a reference of one office and resource, in row order: their indexes and bodies. */
interface Creates {
  readonly resource: 'seller' | 'property';
  readonly officeId: number;
  readonly indexes: number[];
  readonly bodies: unknown[];
}

/** The creates without a reference that may look like a record, grouped by the list of records they are compared to. */
function createsByList(rows: readonly PreparedRow[], plan: UploadPlan): Map<string, Creates> {
  const out = new Map<string, Creates>();
  let group: Creates | undefined;
  for (let index = 0; index < plan.rows.length; index++) {
    const p = plan.rows[index];
    if (p?.action !== 'send' || p.request.operation !== 'create' || p.request.transferId !== null) continue;
    const { resource, officeId, body } = p.request;
    if ((resource !== 'seller' && resource !== 'property') || rows[index] === undefined) continue;
    // A list's rows come in long runs: its key is made only where the office or the resource changes.
    if (group?.resource !== resource || group.officeId !== officeId) group = listOf(out, resource, officeId);
    // Pushed, not copied: a copy per row made this quadratic (0.5 s of CPU for 10,000 new sellers).
    group.indexes.push(index);
    group.bodies.push(body);
  }
  return out;
}

function listOf(out: Map<string, Creates>, resource: 'seller' | 'property', officeId: number): Creates {
  const key = recordListKey(resource, officeId);
  let group = out.get(key);
  if (group === undefined) {
    group = { resource, officeId, indexes: [], bodies: [] };
    out.set(key, group);
  }
  return group;
}

/** Records other rows already name (modifies, withdraws, deletes, unchanged rows): never a lookalike. */
function claimedByPlan(plan: UploadPlan): Set<string> {
  const out = new Set<string>();
  // Indexed, as the passes below: each runs once over every row, before it is optimised (`for … of` made an object a
  // row).
  for (let i = 0; i < plan.rows.length; i++) {
    const p = plan.rows[i];
    if (p?.action === 'send' && p.request.knownId !== null) out.add(claimKey(p.request.resource, p.request.knownId));
    if (p?.action === 'skipped' && p.serviceId !== null) {
      out.add(claimKey('property', p.serviceId)).add(claimKey('seller', p.serviceId));
    }
  }
  return out;
}

/**
 * The lookalikes with the day each record was created where any journal of the folder (any workbook: the copy has
 * another name) says so; read only when there are lookalikes without a date.
 */
export async function withJournalDates(lookalikes: readonly Lookalike[], dir: string): Promise<Lookalike[]> {
  const wanted = new Set(lookalikes.filter((l) => l.createdAt === null).map((l) => l.id));
  if (wanted.size === 0) return [...lookalikes];
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const dates = new Map<number, string>();
  for (const name of names.filter((n) => n.endsWith('.jsonl'))) {
    const state = await readJournal(path.join(dir, name));
    for (const r of state?.results.values() ?? []) {
      const id = r.serviceId;
      if (r.status === 'created' && id !== undefined && wanted.has(id) && r.importedAt !== undefined) {
        dates.set(id, r.importedAt);
      }
    }
  }
  return lookalikes.map((l) => (l.createdAt === null ? { ...l, createdAt: dates.get(l.id) ?? null } : l));
}

/** When earlier uploads of this workbook created each record, by Service ID, as their journals say. */
export function createdDates(history: WorkbookHistory): Map<number, string> {
  const out = new Map<number, string>();
  for (const list of history.created.values()) {
    for (const c of list) if (c.importedAt !== null) out.set(c.serviceId, c.importedAt);
  }
  return out;
}

/** The blocks of the office's records the look compares; a listing's are also what the plausibility checks judge. */
export const RECORD_LIST_PARTS = {
  seller: ['id', 'seller'],
  property: ['id', 'property', 'location', 'price', 'special'],
} as const;
const PARTS = RECORD_LIST_PARTS;

/** The office's records asked for ahead, by `recordListKey`, as `findLookalikes` asks for them. */
export type RecordListsAhead = ReadonlyMap<string, Promise<Result<readonly unknown[], ApiFailure>>>;

/** The key of one office's list of one resource in `RecordListsAhead`. */
export function recordListKey(resource: 'seller' | 'property', officeId: number): string {
  return `${resource}|${officeId}`;
}

/** A row that the plan can only make a create without a reference: valid, new, no Service ID, no reference. */
function certainNewRecord(row: PreparedRow): boolean {
  return (
    row.problems.length === 0 &&
    row.transferId === null &&
    row.serviceId === null &&
    row.previous === null &&
    row.action !== 'withdraw' &&
    row.action !== 'delete'
  );
}

/**
 * The office records `findLookalikes` will compare, asked for before the rows are planned, so the request goes out
 * while the look-ups and the plan are worked out instead of after them (docs/performance.md, "Upload: the office's
 * records asked while planning"). Only for the offices and resources with a row that can only become a create
 * without a reference: a list is asked for early only where it would be asked for anyway. A list in `early` (asked
 * before the rows were prepared, `askRecordsBeforePreparing`) is the one used for its office and resource.
 */
export function askRecordsAhead(
  client: ApiClient,
  rows: readonly PreparedRow[],
  officeId: number | null,
  signal?: AbortSignal,
  early: RecordListsAhead = new Map(),
): RecordListsAhead {
  const asked = new Map<string, Promise<Result<readonly unknown[], ApiFailure>>>();
  let last: string | null = null;
  let lastOffice: number | null = null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as PreparedRow;
    const resource = row.role === 'sellers' ? 'seller' : row.role === 'properties' ? 'property' : null;
    const office = row.officeId ?? officeId;
    if (resource === null || office === null || (resource === last && office === lastOffice)) continue;
    if (!certainNewRecord(row)) continue;
    // Rows of one list come in long runs: its key is made only where the office or the resource changes.
    last = resource;
    lastOffice = office;
    const key = recordListKey(resource, office);
    if (asked.has(key)) continue;
    asked.set(key, early.get(key) ?? askOfficeRecords(client, resource, office, signal));
  }
  return asked;
}

/** The office's records of one resource, as `findLookalikes` compares them; a rejection is handled (maybe unread). */
export function askOfficeRecords(
  client: ApiClient,
  resource: 'seller' | 'property',
  officeId: number,
  signal?: AbortSignal,
): Promise<Result<readonly unknown[], ApiFailure>> {
  const list = client.listRecordBodies(resource, { office_id: officeId, part: PARTS[resource] }, signal);
  // Handled here too: a run that stops before it looks for lookalikes never awaits it.
  list.catch(() => undefined);
  return list;
}

/**
 * The planned creates without a reference that look like a record of their office, each matched to its own record
 * (first come, first matched; a record already named by another row is not offered). One list request per office
 * and resource with such creates (taken from `ahead` where it was asked for early); none when there are none.
 */
export async function findLookalikes(
  client: ApiClient,
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  createdAt: ReadonlyMap<number, string>,
  signal?: AbortSignal,
  ahead: RecordListsAhead = new Map(),
): Promise<Result<Lookalike[], ApiFailure>> {
  const found: Lookalike[] = [];
  const taken = claimedByPlan(plan);
  for (const creates of createsByList(rows, plan).values()) {
    const { resource, officeId, bodies } = creates;
    // Asked for only when a create of the list has a key to compare: the first one with a key decides.
    if (!bodies.some((body) => keyOf(resource, body) !== null)) continue;
    const listed = await (ahead.get(recordListKey(resource, officeId)) ??
      client.listRecordBodies(resource, { office_id: officeId, part: PARTS[resource] }, signal));
    if (!listed.ok) return listed;
    // An office without records of the resource (its first upload) has nothing a row could look like.
    if (listed.value.length === 0) continue;
    for (const [i, hit] of matched(creates, new RecordFiles(resource, listed.value), taken)) {
      const row = rows[i];
      if (row === undefined) continue;
      found.push(lookalikeOf(i, row, resource, hit, createdAt));
    }
  }
  return ok(found.sort((a, b) => a.index - b.index));
}

/** Each create matched to the first record it looks like that no row has taken, in row order: [index, record]. */
function matched(creates: Creates, files: RecordFiles, taken: Set<string>): [number, Listed][] {
  const { resource, indexes, bodies } = creates;
  const out: [number, Listed][] = [];
  for (let at = 0; at < indexes.length; at++) {
    const near = files.near(bodies[at]);
    if (near === null) continue;
    const [key, listed] = near;
    const hit = listed.find((r) => {
      const theirs = files.keyOf(r);
      return theirs !== null && !taken.has(claimKey(resource, r.id)) && sameContent(key, theirs);
    });
    if (hit === undefined) continue;
    taken.add(claimKey(resource, hit.id));
    out.push([indexes[at] as number, hit]);
  }
  return out;
}

function lookalikeOf(
  index: number,
  row: PreparedRow,
  resource: 'seller' | 'property',
  hit: Listed,
  createdAt: ReadonlyMap<number, string>,
): Lookalike {
  const reference = blockOf(hit.item, 'id')?.['transfer_id'];
  const label =
    resource === 'seller' ? blockOf(hit.item, 'seller')?.['name'] : blockOf(hit.item, 'location')?.['address'];
  return {
    index,
    sheet: row.sheet,
    row: row.row,
    resource,
    id: hit.id,
    reference: typeof reference === 'string' ? reference : null,
    label: typeof label === 'string' ? label : null,
    createdAt: createdAt.get(hit.id) ?? null,
  };
}

/** `listing 700123 (Teszt utca 5.), created 2026-11-29` / `a 700123. hirdetésre (Teszt utca 5.), létrehozva …`. */
export function describeLookalike(l: Lookalike, lang: 'en' | 'hu'): string {
  const what = l.label ?? l.reference;
  const named = what === null ? '' : ` (${what})`;
  const day = l.createdAt?.slice(0, 10) ?? null;
  if (lang === 'hu') {
    const noun = l.resource === 'seller' ? 'értékesítőre' : 'hirdetésre';
    return `a ${l.id}. ${noun}${named}${day === null ? '' : `, létrehozva ${day}`}`;
  }
  const noun = l.resource === 'seller' ? 'seller' : 'listing';
  return `${noun} ${l.id}${named}${day === null ? '' : `, created ${day}`}`;
}

/** The row's line in a dry run or a confirmation: `Ingatlanok row 2: looks like listing 700123 (…)`. */
export function lookalikeLine(l: Lookalike): string {
  return `${l.sheet} row ${l.row}: looks like ${describeLookalike(l, 'en')}`;
}

/** Whether the user's confirmed number lets the lookalikes be created: it must be exactly their number. */
export function lookalikesConfirmed(lookalikes: readonly Lookalike[], confirmed: number): boolean {
  return lookalikes.length > 0 && confirmed === lookalikes.length;
}

/** A lookalike's held-back message in both languages. */
function heldBackText(l: Lookalike, n: number): Words {
  const what = { en: describeLookalike(l, 'en'), hu: describeLookalike(l, 'hu') };
  return formatBoth(LOOKALIKE_MESSAGES.heldBack, { what, count: n });
}

/** The held rows' results: not sent, saying which record they look like and how to create them anyway. */
export function heldLookalikes(lookalikes: readonly Lookalike[]): Settled[] {
  const n = lookalikes.length;
  return lookalikes.map((l) => {
    const why = heldBackText(l, n);
    return { index: l.index, result: { status: 'skipped' as const, errorMessage: why.en, errorMessageHu: why.hu } };
  });
}

/** The Hungarian of {@link heldLookalikes}' message, for the app. */
export function heldLookalikeMessageHu(l: Lookalike, n: number): string {
  return heldBackText(l, n).hu;
}

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
import { foldText } from '../values/fold-text';
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

type Block = Readonly<Record<string, unknown>>;

function blockOf(item: unknown, name: string): Block | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const b = (item as Block)[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Block) : undefined;
}

function textKey(v: unknown): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const t = foldText(String(v)).replace(/[.,]+$/, '');
  return t === '' ? null : t;
}

function numberKey(v: unknown): string | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? String(n) : null;
}

/** A phone by its last nine digits: `+36 30 555 0001`, `06305550001` and `30/555-0001` are one number. */
function phoneKey(v: unknown): string | null {
  const digits = typeof v === 'string' ? v.replace(/\D/g, '') : '';
  return digits.length >= 6 ? digits.slice(-9) : null;
}

/** The floor area, else the plot area, of a listing's one special block. */
function areaOf(item: unknown): unknown {
  const special = blockOf(item, 'special');
  const inner = special ? Object.values(special)[0] : undefined;
  const block = inner !== null && typeof inner === 'object' ? (inner as Block) : undefined;
  return block?.['floor_area'] ?? block?.['plot_area'];
}

/**
 * What a listing must share with another to look like it: type, settlement, address, area and price. A field the
 * row leaves empty is not compared; a row giving neither address nor price is never matched (too little to go by).
 */
function propertyKey(item: unknown): (string | null)[] | null {
  const address = textKey(blockOf(item, 'location')?.['address']);
  const price = numberKey(blockOf(item, 'price')?.['price']);
  if (address === null && price === null) return null;
  return [
    textKey(blockOf(item, 'property')?.['type']),
    numberKey(blockOf(item, 'location')?.['region_id']),
    address,
    numberKey(areaOf(item)),
    price,
  ];
}

function sellerKey(item: unknown): (string | null)[] | null {
  const name = textKey(blockOf(item, 'seller')?.['name']);
  const phone = phoneKey(blockOf(item, 'seller')?.['phone']);
  return name === null || phone === null ? null : [name, phone];
}

/** Every field the row gives holds the record's value. */
function sameContent(row: readonly (string | null)[], record: readonly (string | null)[]): boolean {
  return row.every((v, i) => v === null || v === record[i]);
}

/** The planned creates without a reference of one office and resource, in row order: their indexes and bodies. */
interface Creates {
  readonly resource: 'seller' | 'property';
  readonly officeId: number;
  readonly indexes: number[];
  readonly bodies: unknown[];
}

function keyOf(resource: 'seller' | 'property', body: unknown): (string | null)[] | null {
  return resource === 'seller' ? sellerKey(body) : propertyKey(body);
}

/** The creates without a reference that may look like a record, grouped by the list of records they are compared to. */
function createsByList(rows: readonly PreparedRow[], plan: UploadPlan): Map<string, Creates> {
  const out = new Map<string, Creates>();
  plan.rows.forEach((p, index) => {
    if (p?.action !== 'send' || p.request.operation !== 'create' || p.request.transferId !== null) return;
    const { resource, officeId, body } = p.request;
    if ((resource !== 'seller' && resource !== 'property') || rows[index] === undefined) return;
    // Pushed, not copied: a copy per row made this quadratic (0.5 s of CPU for 10,000 new sellers).
    const key = recordListKey(resource, officeId);
    const group = out.get(key);
    if (group === undefined) out.set(key, { resource, officeId, indexes: [index], bodies: [body] });
    else {
      group.indexes.push(index);
      group.bodies.push(body);
    }
  });
  return out;
}

/** Records other rows already name (modifies, withdraws, deletes, unchanged rows): never a lookalike. */
function claimedByPlan(plan: UploadPlan): Set<string> {
  const out = new Set<string>();
  for (const p of plan.rows) {
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

const PARTS = {
  seller: ['id', 'seller'],
  property: ['id', 'property', 'location', 'price', 'special'],
} as const;

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
  for (const row of rows) {
    const resource = row.role === 'sellers' ? 'seller' : row.role === 'properties' ? 'property' : null;
    const office = row.officeId ?? officeId;
    if (resource === null || office === null || !certainNewRecord(row)) continue;
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
    for (const [i, hit] of matched(creates, new RecordFiles(resource, listed.value), taken)) {
      const row = rows[i];
      if (row === undefined) continue;
      found.push(lookalikeOf(i, row, resource, hit, createdAt));
    }
  }
  return ok(found.sort((a, b) => a.index - b.index));
}

/** A record of the office; its key is worked out when a row first shares the field it is filed by (null: none). */
interface Listed {
  readonly id: number;
  readonly item: unknown;
  key: readonly (string | null)[] | null | undefined;
}

/** The fields of a key records are filed by: a seller's phone; a listing's price, and its address for rows without. */
const PHONE = 1;
const ADDRESS = 2;
const PRICE = 4;

function fieldOf(item: unknown, field: number): string | null {
  if (field === PHONE) return phoneKey(blockOf(item, 'seller')?.['phone']);
  if (field === PRICE) return numberKey(blockOf(item, 'price')?.['price']);
  return textKey(blockOf(item, 'location')?.['address']);
}

/**
 * The office's records, filed when first needed. The records a row looks like are, in list order, those whose key
 * holds every value the row gives, so a row whose phone (seller) or price (listing) no record has looks like none and
 * is turned away before its name or address is folded. The rest are looked up as narrowly as before, so that many
 * records sharing a phone or a price are not scanned row by row: a seller among the records of its phone, filed by
 * name (only those records' names folded); a listing by its address, else its price (docs/performance.md, "(sixth
 * round)"). 10,000 rows against 10,000 records are neither compared pairwise nor, where they share no phone, folded.
 */
class RecordFiles {
  private readonly records: readonly Listed[];
  private readonly files = new Map<number, Map<string, Listed[]>>();
  private readonly names = new Map<string, Map<string, Listed[]>>();

  constructor(
    private readonly resource: 'seller' | 'property',
    items: readonly unknown[],
  ) {
    this.records = items.flatMap((item) => {
      const id = blockOf(item, 'id')?.['id'];
      return typeof id === 'number' ? [{ id, item, key: undefined }] : [];
    });
  }

  /** A row's key and the records it may look like, in list order; null when it looks like none. */
  near(body: unknown): readonly [readonly (string | null)[], readonly Listed[]] | null {
    const first = this.resource === 'seller' ? PHONE : PRICE;
    const value = fieldOf(body, first);
    if (value === null ? first === PHONE : !this.file(first).has(value)) return null;
    const key = keyOf(this.resource, body);
    if (key === null) return null;
    // A seller's key gives a name and a phone; a listing's an address, else a price.
    const listed =
      first === PHONE
        ? this.byName(value ?? '').get(key[0] ?? '')
        : this.file(key[ADDRESS] !== null ? ADDRESS : PRICE).get(key[ADDRESS] ?? value ?? '');
    return listed === undefined ? null : [key, listed];
  }

  /** The records of one phone by their folded name, filed when a row of that phone first asks. */
  private byName(phone: string): Map<string, Listed[]> {
    let names = this.names.get(phone);
    if (names === undefined) {
      names = new Map();
      for (const r of this.file(PHONE).get(phone) ?? []) {
        const name = this.keyOf(r)?.[0];
        if (name === undefined || name === null) continue;
        const list = names.get(name);
        if (list === undefined) names.set(name, [r]);
        else list.push(r);
      }
      this.names.set(phone, names);
    }
    return names;
  }

  /** A record's key, worked out once. */
  keyOf(r: Listed): readonly (string | null)[] | null {
    if (r.key === undefined) r.key = keyOf(this.resource, r.item);
    return r.key;
  }

  private file(field: number): Map<string, Listed[]> {
    let file = this.files.get(field);
    if (file === undefined) {
      file = new Map();
      for (const r of this.records) {
        const value = fieldOf(r.item, field);
        if (value === null) continue;
        const list = file.get(value);
        if (list === undefined) file.set(value, [r]);
        else list.push(r);
      }
      this.files.set(field, file);
    }
    return file;
  }
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

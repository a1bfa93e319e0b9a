// A prepared row whose body, and the fingerprint hashed from it, may be built from the row's cells when first read.
//
// Why: keeping a body per row (about 0.9 KB of small objects) for 50,000 rows was a third of the preparation time in
// garbage collection, and most bodies are never read: a valid row is only counted until it is uploaded
// (docs/performance.md, "Engine off the main thread").
// `body` and `fingerprint` are own enumerable accessors (one shared descriptor each, so every row keeps one hidden
// class): spreads, JSON, structured clones and `Object.keys` see them where a plain row has them, in the same order.
import type { Operation, SheetRole, WriteBody } from '../../catalog';
import type { PreparedRow, PreviousResult, RowProblem } from '../model/prepared-row';
import type { CellValue } from '../model/cell-value';
import type { KnowsListingFacts, ListingFacts } from '../plausibility/listing-facts';
import { KNOWN_LISTING_FACTS } from '../plausibility/listing-facts';
import { fingerprintWithBodyJson, rowFingerprint } from './fingerprint';
import type { Utf8Blocks } from './utf8-blocks';

/** Builds a row's body from its cells, exactly as the row's preparer would (the preparer's own full path). */
export type BodyFromCells = (cells: readonly CellValue[], row: number) => WriteBody;

/** What a row gives besides its body. */
export interface RowFacts {
  readonly sheet: string;
  readonly row: number;
  readonly role: SheetRole;
  readonly operation: Operation;
  readonly transferId: string | null;
  readonly serviceId: number | null;
  readonly officeId: number | null;
  readonly owner: PreparedRow['owner'];
  /** Only when the row withdraws or deletes (a row that writes has no `action` key, as before the action column). */
  readonly action?: PreparedRow['action'];
  readonly previous: PreviousResult | null;
  readonly problems: readonly RowProblem[];
}

/** The references the rules across rows read from a body, known without building it. */
export interface RowReferences {
  /** `property.external_id`, when it is a text. */
  readonly externalId: string | null;
  /** `seller.transfer_id`, when it is a text. */
  readonly sellerTransferId: string | null;
  /** A listing's facts for the plausibility checks, as its body would give them (none for other rows). */
  readonly listingFacts?: ListingFacts | null;
}

export class PreparedRowRecord implements PreparedRow, KnowsListingFacts {
  declare readonly sheet: string;
  declare readonly row: number;
  declare readonly role: SheetRole;
  declare readonly operation: Operation;
  declare readonly body: WriteBody;
  declare readonly transferId: string | null;
  declare readonly serviceId: number | null;
  declare readonly officeId: number | null;
  declare readonly owner: PreparedRow['owner'];
  declare readonly action?: PreparedRow['action'];
  declare readonly fingerprint: string;
  declare readonly previous: PreviousResult | null;
  declare readonly problems: readonly RowProblem[];

  #body: WriteBody | undefined;
  #cells: readonly CellValue[] | null;
  #build: BodyFromCells | null;
  #fingerprint: string | undefined = undefined;
  #externalId: string | null | undefined;
  #sellerTransferId: string | null | undefined;
  #listingFacts: ListingFacts | null;

  static readonly #BODY: PropertyDescriptor = {
    enumerable: true,
    configurable: false,
    get(this: PreparedRowRecord): WriteBody {
      return this.#materialize();
    },
  };

  static readonly #FINGERPRINT: PropertyDescriptor = {
    enumerable: true,
    configurable: false,
    get(this: PreparedRowRecord): string {
      return (this.#fingerprint ??= rowFingerprint(this.officeId, this.owner, this.#materialize(), this.action));
    },
  };

  /**
   * A row with its body built (`body` given), or to be built from `cells` by `build` when first read, in which case
   * `references` must give what the body would hold.
   */
  constructor(
    facts: RowFacts,
    body: WriteBody | null,
    lazy: { readonly cells: readonly CellValue[]; readonly build: BodyFromCells } | null,
    references: RowReferences | null,
  ) {
    // Assigned one by one, in PreparedRow's key order (a plain row's order, which spreads and JSON keep).
    const self = this as { -readonly [K in keyof PreparedRow]: PreparedRow[K] };
    self.sheet = facts.sheet;
    self.row = facts.row;
    self.role = facts.role;
    self.operation = facts.operation;
    Object.defineProperty(this, 'body', PreparedRowRecord.#BODY);
    self.transferId = facts.transferId;
    self.serviceId = facts.serviceId;
    self.officeId = facts.officeId;
    self.owner = facts.owner;
    if (facts.action !== undefined) self.action = facts.action;
    Object.defineProperty(this, 'fingerprint', PreparedRowRecord.#FINGERPRINT);
    self.previous = facts.previous;
    self.problems = facts.problems;
    this.#body = body ?? undefined;
    this.#cells = body === null ? (lazy?.cells ?? null) : null;
    this.#build = body === null ? (lazy?.build ?? null) : null;
    this.#externalId = references?.externalId;
    this.#sellerTransferId = references?.sellerTransferId;
    this.#listingFacts = references?.listingFacts ?? null;
  }

  /** The listing facts given with the row, without building its body; null when none were given. */
  [KNOWN_LISTING_FACTS](): ListingFacts | null {
    return this.#listingFacts;
  }

  #materialize(): WriteBody {
    let body = this.#body;
    if (body === undefined) {
      const build = this.#build;
      const cells = this.#cells;
      if (build === null || cells === null) throw new Error(`Row ${this.row} of ${this.sheet} has no body.`);
      body = this.#body = build(cells, this.row);
      this.#build = null;
      this.#cells = null;
    }
    return body;
  }

  /** Whether the body has been built (for tests and benches: reading `body` builds it). */
  static bodyBuilt(row: PreparedRow): boolean {
    return !(#body in row) || row.#body !== undefined;
  }

  /**
   * The row's fingerprint made now, with its body's JSON as UTF-8 written into `blocks` for the request that sends
   * that body (`fingerprintWithBodyJson`): the fingerprint is kept as reading it keeps it, the bytes are not kept on
   * the row. Null, with nothing made, when the row is no record, its fingerprint is made already, or its body's JSON
   * cannot be shared so.
   */
  static fingerprintWithBodyJson(row: PreparedRow, blocks: Utf8Blocks): Uint8Array | null {
    if (!(#fingerprint in row) || row.#fingerprint !== undefined) return null;
    const made = fingerprintWithBodyJson(row.officeId, row.owner, row.#materialize(), row.action, blocks);
    if (made === null) return null;
    row.#fingerprint = made.fingerprint;
    return made.bodyJson;
  }

  /** `property.external_id` of a row when it is a text, without building a body that is not built yet. */
  static externalIdOf(row: PreparedRow): string | null {
    if (#body in row && row.#body === undefined && row.#externalId !== undefined) return row.#externalId;
    const v = row.body.property;
    const ext = v && !Array.isArray(v) ? (v as Record<string, unknown>).external_id : undefined;
    return typeof ext === 'string' ? ext : null;
  }

  /** `seller.transfer_id` of a row when it is a text, without building a body that is not built yet. */
  static sellerTransferIdOf(row: PreparedRow): string | null {
    if (#body in row && row.#body === undefined && row.#sellerTransferId !== undefined) return row.#sellerTransferId;
    const s = row.body.seller;
    const v = s && !Array.isArray(s) ? (s as Record<string, unknown>).transfer_id : undefined;
    return typeof v === 'string' ? v : null;
  }
}

/** A prepared row with the office defaults applied to it (see RowPreparerOptions.officeDefaults). */
export class NoticedRowRecord<N> extends PreparedRowRecord {
  declare readonly notices: readonly N[];

  constructor(
    facts: RowFacts,
    body: WriteBody | null,
    lazy: { readonly cells: readonly CellValue[]; readonly build: BodyFromCells } | null,
    references: RowReferences | null,
    notices: readonly N[],
  ) {
    super(facts, body, lazy, references);
    (this as { notices: readonly N[] }).notices = notices;
  }
}

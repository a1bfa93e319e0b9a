// The quick path of one row: a plain row that certainly passes (quick-row.ts) becomes a record whose body is built
// when first read. Its head, references and lazy body are objects filled in per row and copied by the record's
// constructor, so a quick row makes no object besides its record.
import type { Operation, WriteBody } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import type { PreparedRow } from '../model/prepared-row';
import { columnLetter } from '../model/column-letter';
import { readImportAction } from '../mapping/import-action-column';
import { listingFactsOf } from '../plausibility/listing-facts';
import { actionOfCell } from './action-problems';
import type { CompiledSheet } from './compiled-sheet';
import { hasData } from './compiled-sheet';
import type { FullRowPath } from './full-row-path';
import type { RowNotice } from './office-defaults';
import type { TableRow } from './prepare-options';
import type { BodyFromCells, RowFacts, RowReferences } from './prepared-row-record';
import { NoticedRowRecord, PreparedRowRecord } from './prepared-row-record';
import { operationOf, readPreviousResult, unreadServiceId } from './previous-result';
import type { QuickRow } from './quick-row';
import type { SheetPlan } from './sheet-plan';

const NO_NOTICES: readonly RowNotice[] = Object.freeze([]);
const NO_PROBLEMS: RowFacts['problems'] = Object.freeze([]);

export class QuickRowPath {
  private readonly plan: SheetPlan;
  private readonly head: { -readonly [K in keyof RowFacts]: RowFacts[K] };
  private readonly references: { -readonly [K in keyof RowReferences]-?: RowReferences[K] } = {
    externalId: null,
    sellerTransferId: null,
    listingFacts: null,
  };
  private readonly lazyBody: { cells: readonly CellValue[]; build: BodyFromCells };

  constructor(
    private readonly sheet: CompiledSheet,
    private readonly quick: QuickRow,
    /** What a row the quick path is not sure of goes to, and what builds a quick row's body. */
    private readonly full: FullRowPath,
    /** Whether the rows carry notices of the office defaults (none on a quick row: they would change it). */
    private readonly withNotices: boolean,
  ) {
    this.plan = sheet.plan;
    this.head = {
      sheet: sheet.plan.sheet,
      row: 0,
      role: sheet.role,
      operation: 'create',
      transferId: null,
      serviceId: null,
      officeId: null,
      owner: null,
      previous: null,
      problems: NO_PROBLEMS,
    };
    this.lazyBody = { cells: [], build: (cells, n) => this.bodyFromCells(cells, n) };
  }

  /** A row by the quick path when it is plain and certainly passes, else by the full path. */
  prepare(row: TableRow): PreparedRow | null {
    const { plan, full } = this;
    const cells = row.cells;
    if (!hasData(plan, cells)) return null;
    if (plan.action !== null) {
      const read = actionOfCell(readImportAction(cells[plan.action]), this.sheet.role, columnLetter(plan.action));
      if (read.action !== 'upsert' || read.problem !== null) return full.prepare(row);
    }
    const previous = readPreviousResult(cells, plan.results);
    const serviceId = previous?.serviceId ?? null;
    if (serviceId === null && unreadServiceId(cells, plan.results) !== null) return full.prepare(row);
    const operation: Operation = operationOf(previous, serviceId);
    const facts = this.quick.check(cells, operation, serviceId);
    if (facts === null) return full.prepare(row);
    const head = this.head;
    head.row = row.number;
    head.operation = operation;
    head.transferId = facts.transferId;
    head.serviceId = serviceId;
    head.officeId = facts.officeId;
    head.previous = previous;
    this.lazyBody.cells = cells;
    const listing = facts.listing;
    const references = this.references;
    references.externalId = facts.externalId;
    references.sellerTransferId = facts.sellerTransferId;
    references.listingFacts = listing === null ? null : listingFactsOf(listing, head);
    return this.withNotices
      ? new NoticedRowRecord(head, null, this.lazyBody, references, NO_NOTICES)
      : new PreparedRowRecord(head, null, this.lazyBody, references);
  }

  /**
   * The body the full path gives a row: what a quick row's body is, built when first read. Only the body: the row's
   * problems, its record and its fingerprint are not made again (the schemas' check adds problems, never values).
   */
  private bodyFromCells(cells: readonly CellValue[], number: number): WriteBody {
    const body = this.full.body({ number, cells }, false);
    if (body === null) throw new Error(`Row ${number} of ${this.plan.sheet} has no data.`);
    return body as WriteBody;
  }
}

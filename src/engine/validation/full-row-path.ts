// The full path of one row: every step, every problem in its precise wording, and the body built. One row is prepared
// at a time, so its state lives in the path's fields and no closures or state objects are made per row.
import type { FieldDef, ImportAction, Operation, PropertyType, WriteBody } from '../../catalog';
import { findField, formatBoth, isPropertyType, validateBody } from '../../catalog';
import { ROW_RULE_MESSAGES as R } from './validation-messages';
import type { CellValue } from '../model/cell-value';
import type { PreparedRow, PreviousResult } from '../model/prepared-row';
import type { OfficeRef, RegionRef } from '../model/reference-data';
import type { TableRow } from './prepare-options';
import { columnLetter } from '../model/column-letter';
import { readImportAction } from '../mapping/import-action-column';
import { applyFills } from '../values/apply-fills';
import { fillsFrom } from '../values/column-interpretation';
import type { CellFill } from '../values/column-interpretation';
import type { CurrencyCode } from '../values/parse-number';
import { quote } from '../values/value-problem';
import { actionOfCell, problemsForAction } from './action-problems';
import { certainlyValid } from './certainly-valid';
import type { CompiledSheet } from './compiled-sheet';
import { PLACE_AREA, PLACE_REGION, TYPE_INDEX, hasData } from './compiled-sheet';
import { applyDefaultType } from './default-type';
import { byColumn, problemFromIssue } from './describe-problem';
import { readOwner } from './image-owner';
import type { RowNotice } from './office-defaults';
import { applyOfficeDefaults } from './office-defaults';
import type { PrepareContext } from './prepare-context';
import type { RowFacts } from './prepared-row-record';
import { NoticedRowRecord, PreparedRowRecord } from './prepared-row-record';
import { operationOf, readPreviousResult, unreadServiceId } from './previous-result';
import { areaCell, areaConflict, isEmptyCell, regionCell } from './region-cells';
import { RowProblems } from './row-problems';
import type { PlannedColumn, SheetPlan } from './sheet-plan';
import { SPECIAL_BY_TYPE } from './sheet-plan';
import { placeSpecials } from './special-columns';

type Block = Record<string, unknown>;
type Body = Record<string, Block>;

const NO_PROBLEMS: RowFacts['problems'] = Object.freeze([]);

/** An office the rows go to must be one of the user's, and active. */
function checkOffice(
  office: OfficeRef | undefined,
  officeId: number,
  officeColumn: string | null,
  problems: RowProblems,
): void {
  if (!office) {
    problems.addRule('property.office_id', officeColumn, officeId, formatBoth(R.officeUnknown, { office: officeId }));
  } else if (office.status !== 'active') {
    const text = formatBoth(R.officeInactive, { office: officeId, name: office.name });
    problems.addRule('property.office_id', officeColumn, officeId, text);
  }
}

/** The schemas' issues with the body, where the quick check is not sure it passes, except on fields already bad. */
function schemaProblems(plan: SheetPlan, operation: Operation, body: Body, type: unknown, problems: RowProblems): void {
  if (certainlyValid(plan.resource, operation, body)) return;
  const result = validateBody(plan.resource, operation, plan.resource === 'images' ? { images: [body] } : body);
  if (result.ok) return;
  for (const issue of result.error) {
    if (problems.isBad(issue.field)) continue;
    const def =
      issue.field.startsWith('special.') && isPropertyType(type)
        ? SPECIAL_BY_TYPE.get(type)?.get(issue.field.slice(8))
        : findField(plan.role, issue.field);
    problems.add(problemFromIssue(issue, plan.role, def, plan.columnOf.get(issue.field) ?? null));
  }
}

/**
 * Every step for every row. A problem found here must also make the quick path (quick-row.ts, quick-row-path.ts)
 * answer "not sure": quick-row.test.ts compares the two.
 */
export class FullRowPath {
  private readonly plan: SheetPlan;
  /** The row's problems, recorded as they are found. */
  private readonly problems: RowProblems;
  /** Handed to the fills and the office defaults; made once per sheet. */
  private readonly isBad = (key: string): boolean => this.problems.isBad(key);
  // The row's state, set as the steps find it.
  private areaFromRegion: { readonly id: number; readonly name: string } | null = null;
  private previous: PreviousResult | null = null;
  private action: ImportAction = 'upsert';
  private operation: Operation = 'create';
  private serviceId: number | null = null;
  private transferId: string | null = null;
  private officeId: number | null = null;
  private owner: PreparedRow['owner'] = null;
  private notices: readonly RowNotice[] | null = null;
  // What the plain columns found besides the body.
  private priceCurrency: CurrencyCode | null = null;
  private overheadCurrency: CurrencyCode | null = null;
  private depositCurrency: CurrencyCode | null = null;
  private region: RegionRef | null = null;
  private fills: CellFill[] | null = null;

  constructor(
    private readonly sheet: CompiledSheet,
    private readonly context: PrepareContext,
    /** Whether the office defaults are applied (properties only). */
    private readonly officeDefaults: boolean,
  ) {
    this.plan = sheet.plan;
    this.problems = new RowProblems(sheet.role);
  }

  /** The prepared row, or null for a row without data. */
  prepare(row: TableRow): PreparedRow | null {
    const body = this.body(row, true);
    if (body === null) return null;
    const found = this.problems.list;
    if (found !== null && found.length > 1) found.sort(byColumn);
    const action = this.action;
    const facts: RowFacts = {
      sheet: this.plan.sheet,
      row: row.number,
      role: this.sheet.role,
      operation: this.operation,
      transferId: this.transferId,
      serviceId: this.serviceId,
      officeId: this.officeId,
      owner: this.owner,
      // Undefined for a row that writes: the record then has no `action` key (a spread made two objects a row).
      action: action === 'upsert' ? undefined : action,
      previous: this.previous,
      problems: found === null ? NO_PROBLEMS : problemsForAction(action, found),
    };
    // A record either way, so the fingerprint is hashed only when read (a spread of the row would hash it now).
    const notices = this.notices;
    return notices === null
      ? new PreparedRowRecord(facts, body as WriteBody, null, null)
      : new NoticedRowRecord(facts, body as WriteBody, null, null, notices);
  }

  /**
   * The full path's body of a row, or null for a row without data; what else it finds is left in the path's fields
   * (problems unsorted). `validate` false leaves out the schemas' check, which only adds problems: for a quick row's
   * body.
   */
  body(row: TableRow, validate: boolean): Body | null {
    const cells = row.cells;
    if (!hasData(this.plan, cells)) return null;
    this.startRow(row.number, cells);
    const body: Body = {};
    this.placePlainColumns(cells, body);
    this.fillFromRow(body);
    const type = this.placeSpecialColumns(cells, body);
    this.checkReferences(cells, body);
    // A required block whose fields all failed would be reported as one missing block; its fields say more.
    if (this.operation === 'create' && this.problems.list !== null) {
      for (const block of this.sheet.requiredBlocks) body[block] ??= {};
    }
    if (validate) schemaProblems(this.plan, this.operation, body, type, this.problems);
    return body;
  }

  /** The row's number, what its result columns and Import action say, and so whether it creates or modifies. */
  private startRow(rowNumber: number, cells: readonly CellValue[]): void {
    const plan = this.plan;
    this.problems.reset(rowNumber);
    this.areaFromRegion = null;
    this.region = null;
    this.fills = null;
    this.priceCurrency = this.overheadCurrency = this.depositCurrency = null;
    this.previous = readPreviousResult(cells, plan.results);
    const actionRead =
      plan.action === null
        ? null
        : actionOfCell(readImportAction(cells[plan.action]), this.sheet.role, columnLetter(plan.action));
    if (actionRead !== null && actionRead.problem !== null) this.problems.add(actionRead.problem);
    this.action = actionRead?.action ?? 'upsert';
    this.serviceId = this.previous?.serviceId ?? null;
    if (this.serviceId === null) this.refuseUnreadServiceId(cells);
    this.operation = operationOf(this.previous, this.serviceId);
  }

  /** A Service ID cell that names no record would make the row a create: a duplicate of the record meant. */
  private refuseUnreadServiceId(cells: readonly CellValue[]): void {
    const results = this.plan.results;
    const text = unreadServiceId(cells, results);
    if (text === null || results.serviceId === null) return;
    const problem = formatBoth(R.notServiceIdentifier, { text: quote(text) });
    this.problems.addRule('Service ID', columnLetter(results.serviceId), text, problem);
  }

  /** The plain columns into the body; plain columns come in catalog order, so a block is looked up once. */
  private placePlainColumns(cells: readonly CellValue[], body: Body): void {
    const { plan, plainPlaces, plainConverters } = this.sheet;
    let blockName: string | null = null;
    let block: Block | undefined;
    for (let j = 0; j < plan.plain.length; j++) {
      const pc = plan.plain[j];
      if (pc === undefined) continue;
      const cell = cells[pc.index];
      if (cell === null || cell === undefined) continue;
      const def = pc.def;
      const place = plainPlaces[j];
      if (place === PLACE_REGION) {
        this.region = this.placeRegion(pc, cell, body);
        continue;
      }
      if (place === PLACE_AREA) {
        this.placeArea(pc, cell, body);
        continue;
      }
      const c = plainConverters[j]?.(cell) ?? this.context.converter.convert(def, cell);
      if (c.kind === 'empty') continue;
      if (c.kind === 'problem') {
        this.problems.fail(def, pc.column, cell, c.problem);
        continue;
      }
      if (def.block !== blockName || block === undefined) {
        blockName = def.block;
        block = body[blockName] ??= {};
      }
      block[def.name] = c.value;
      if (c.fills) (this.fills ??= []).push(...fillsFrom(c.fills, pc.column, def.label));
      if (c.currency !== null) this.noteCurrency(def, c.currency);
    }
  }

  private noteCurrency(def: FieldDef, currency: CurrencyCode): void {
    if (def.key === 'price.price') this.priceCurrency = currency;
    else if (def.key === 'price.overhead') this.overheadCurrency = currency;
    else if (def.key === 'price.deposit') this.depositCurrency = currency;
  }

  /** What the row's own values give the fields left empty: type, district, currencies, header fills, defaults. */
  private fillFromRow(body: Body): void {
    const { defaultType, role } = this.sheet;
    const isBad = this.isBad;
    // The sheet's default type is a default, not a rule: a row typing another valid type keeps it without a
    // problem (a house among apartments is a fact, not a slip), and a type that failed to convert stays a problem.
    if (defaultType !== null && body.property?.type === undefined && !isBad('property.type'))
      applyDefaultType(body, defaultType);
    // A district named with the settlement (`Budapest XIII.`) fills an empty district column.
    if (this.areaFromRegion !== null) {
      const loc = (body.location ??= {});
      if (loc.area_id === undefined && !isBad('location.area_id')) loc.area_id = this.areaFromRegion.id;
    }
    this.fillCurrencies(body);
    // What a header gives other fields (`Ft/év`: yearly) comes before the office's defaults, which only fill gaps.
    const fills = this.fills;
    if (fills !== null) {
      const rowFills = fills.filter((f) => !f.key.startsWith('special.'));
      this.fills = rowFills.length === fills.length ? null : fills.filter((f) => f.key.startsWith('special.'));
      this.addFillRules(applyFills(body, rowFills, null, isBad));
    }
    this.notices =
      this.officeDefaults && role === 'properties' ? applyOfficeDefaults(body, isBad, this.plan.columnOf) : null;
    this.settlementFromZip(body);
  }

  /** A currency written in the amount (`45 000 000 Ft`) fills an empty currency column; a different one is a problem. */
  private fillCurrencies(body: Body): void {
    if (this.priceCurrency !== null)
      this.fillCurrency(body, 'price_currency', 'price.price_currency', this.priceCurrency, 'price.price');
    if (this.overheadCurrency !== null)
      this.fillCurrency(body, 'overhead_currency', 'price.overhead_currency', this.overheadCurrency, 'price.overhead');
    if (this.depositCurrency !== null)
      this.fillCurrency(body, 'deposit_type', 'price.deposit_type', this.depositCurrency, 'price.deposit');
  }

  private fillCurrency(body: Body, name: string, key: string, currency: CurrencyCode, from: string): void {
    const price = (body.price ??= {});
    const given = price[name];
    if (given === undefined) {
      if (!this.isBad(key)) price[name] = currency;
    } else if (given !== currency) {
      const label = findField('properties', key)?.label ?? { en: key, hu: key };
      const column = this.plan.columnOf.get(key);
      const field =
        column === undefined ? formatBoth(R.currencyField, { label }) : formatBoth(R.currencyColumn, { label, column });
      const params = { currency: currency.toUpperCase(), field, given: String(given).toUpperCase() };
      this.problems.addRule(
        from,
        this.plan.columnOf.get(from) ?? null,
        currency,
        formatBoth(R.currencyDiffers, params),
      );
    }
  }

  private addFillRules(refused: ReturnType<typeof applyFills>): void {
    for (const x of refused) this.problems.addRule(x.key, this.plan.columnOf.get(x.key) ?? null, x.given, x);
  }

  /** A new listing with a postal code but no settlement gets the settlement of that code, when it is unique. */
  private settlementFromZip(body: Body): void {
    const regions = this.context.regions;
    if (this.operation !== 'create' || !regions || this.sheet.role !== 'properties') return;
    const loc = body.location;
    if (loc && loc.region_id === undefined && typeof loc.zip_code === 'string' && !this.isBad('location.region_id')) {
      const rs = regions.regionsByZip(loc.zip_code);
      if (rs.length === 1 && rs[0]) loc.region_id = rs[0].id;
    }
  }

  /** The special columns into the block of the row's type, with the fills they bring; returns the row's type. */
  private placeSpecialColumns(cells: readonly CellValue[], body: Body): unknown {
    const type = body.property?.type;
    const typeIndex = typeof type === 'string' ? (TYPE_INDEX.get(type) ?? -1) : -1;
    const builder = this.sheet.specialBuilders[typeIndex];
    const fills = placeSpecials(this.sheet, this.problems, cells, builder, typeIndex, String(type), this.fills);
    // Nothing else enters the body before, so adding the block now keeps the body's key order.
    if (builder !== undefined && builder.size > 0) (body.special ??= {})[type as PropertyType] = builder.build();
    if (fills !== null)
      this.addFillRules(applyFills(body, fills, builder === undefined ? null : String(type), this.isBad));
    return type;
  }

  /** The row's office, image owner and reference: what the plan finds the record by. */
  private checkReferences(cells: readonly CellValue[], body: Body): void {
    const { offices, options, converter } = this.context;
    const officeFromColumn = body.property?.office_id;
    const officeId = typeof officeFromColumn === 'number' ? officeFromColumn : (options.officeId ?? null);
    if (offices && officeId !== null && !this.isBad('property.office_id'))
      checkOffice(offices.get(officeId), officeId, this.sheet.officeColumn, this.problems);
    this.officeId = officeId;
    this.owner = this.plan.resource === 'images' ? readOwner(cells, this.plan, converter, this.problems) : null;
    const transferId = typeof body.id?.transfer_id === 'string' ? body.id.transfer_id : null;
    this.transferId = transferId;
    if (this.operation === 'modify' && this.serviceId === null && transferId === null) {
      const status = this.previous?.status ?? '?';
      const column = this.plan.columnOf.get('id.transfer_id') ?? null;
      this.problems.addRule('id.transfer_id', column, null, formatBoth(R.cannotUpdate, { status }));
    }
  }

  private placeRegion(pc: PlannedColumn, cell: CellValue, body: Body): RegionRef | null {
    const r = regionCell(pc.def, cell, this.context.converter, this.context.regions);
    if (r.kind === 'none') return null;
    if (r.kind === 'problem') {
      this.problems.fail(pc.def, pc.column, cell, r.problem);
      return null;
    }
    (body.location ??= {}).region_id = r.id;
    if (r.area) this.areaFromRegion = r.area;
    return r.region;
  }

  private placeArea(pc: PlannedColumn, cell: CellValue, body: Body): void {
    const fromRegion = this.areaFromRegion;
    if (isEmptyCell(cell)) return;
    const { regions, converter } = this.context;
    const regionId = body.location?.region_id;
    const r = this.region ?? (regions && typeof regionId === 'number' ? (regions.byId.get(regionId) ?? null) : null);
    const a = areaCell(pc.def, cell, converter, regions, r);
    if (a.kind === 'none') return;
    if (a.kind === 'problem') {
      this.problems.fail(pc.def, pc.column, cell, a.problem);
      return;
    }
    if (fromRegion !== null && fromRegion.id !== a.id) {
      this.problems.fail(pc.def, pc.column, cell, areaConflict(fromRegion));
      return;
    }
    (body.location ??= {}).area_id = a.id;
  }
}

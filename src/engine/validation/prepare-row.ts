// One row → its request body, operation, fingerprint and every problem; cross-row rules come after (prepare-rows).
import type { FieldDef, ImportAction, Operation, PropertyType, WriteBody } from '../../catalog';
import { PROPERTY_TYPES, fieldsForRole, findField, isPropertyType, validateBody } from '../../catalog';
import type { PreparedRow, PreviousResult, RowProblem } from '../model/prepared-row';
import type { SheetMapping } from '../model/workbook-mapping';
import type { OfficeRef, RegionRef } from '../model/reference-data';
import type { CellValue } from '../model/cell-value';
import type { CurrencyCode } from '../values/parse-number';
import type { ValueProblem } from '../values/value-problem';
import { quote, valueProblem } from '../values/value-problem';
import { BlockBuilder } from './block-builder';
import { applyDefaultType } from './default-type';
import { byColumn, problemFromIssue } from './describe-problem';
import { certainlyValid } from './certainly-valid';
import type { PrepareContext } from './prepare-context';
import { createPrepareContext } from './prepare-context';
import type { PrepareOptions, TableRow } from './prepare-options';
import { readPreviousResult, unreadServiceId } from './previous-result';
import type { RowFacts, RowReferences } from './prepared-row-record';
import { listingFactsOf } from '../plausibility/listing-facts';
import { NoticedRowRecord, PreparedRowRecord } from './prepared-row-record';
import type { QuickRow, TypedSpecial } from './quick-row';
import { compileQuickRow } from './quick-row';
import { areaCell, areaConflict, isEmptyCell, regionCell } from './region-cells';
import type { PlannedColumn, SheetPlan } from './sheet-plan';
import { SPECIAL_BY_TYPE, compileSheetPlan } from './sheet-plan';
import { activeInterpretations } from '../mapping/column-interpretations';
import type { CellFill } from '../values/column-interpretation';
import { applyFills } from '../values/apply-fills';
import { readImportAction } from '../mapping/import-action-column';
import { columnLetter } from '../model/column-letter';
import { actionOfCell, problemsForAction } from './action-problems';
import type { RowNotice } from './office-defaults';
import { applyOfficeDefaults } from './office-defaults';
import { readOwner } from './image-owner';
import { RowProblems } from './row-problems';

type Block = Record<string, unknown>;
type Body = Record<string, Block>;

export type { RowNotice } from './office-defaults';

/** A prepared row with the defaults applied to it (none when the preparer applies no defaults). */
export interface NoticedRow extends PreparedRow {
  readonly notices: readonly RowNotice[];
}

export interface RowPreparerOptions {
  /**
   * The office defaults: a utility fee or a money deposit without its own currency takes the price's; a rent without
   * a period is monthly. Off unless asked for, so the CLI and files keep refusing what they do not say.
   */
  readonly officeDefaults?: boolean;
  /**
   * Plain rows that certainly pass get their body built when first read (quick-row.ts); on unless set to false,
   * which prepares every row by the full path (tests compare the two).
   */
  readonly quickRows?: boolean;
}

export interface RowPreparer {
  readonly plan: SheetPlan;
  /** The prepared row, or null for a row without any data in a mapped column. */
  prepare(row: TableRow): PreparedRow | null;
}

const NO_PROBLEMS: readonly RowProblem[] = Object.freeze([]);
const NO_NOTICES: readonly RowNotice[] = Object.freeze([]);

/** How a plain column's value is placed: settlements and districts are resolved with the region list. */
const PLACE_VALUE = 0;
const PLACE_REGION = 1;
const PLACE_AREA = 2;

const TYPE_INDEX: ReadonlyMap<string, number> = new Map(PROPERTY_TYPES.map((t, i) => [t, i]));

/** Statuses of a row the service already has: `skipped` is written for rows done before and unchanged since. */
const MODIFY_STATUSES: ReadonlySet<string> = new Set(['created', 'updated', 'skipped']);

/** A sheet's special columns, compiled once: per column and property type (PROPERTY_TYPES order), its field. */
interface SpecialColumns {
  readonly plan: SheetPlan;
  readonly specialOf: readonly (readonly (TypedSpecial | null)[])[];
}

/**
 * A row's special columns into `builder` (the block of the row's type, none without a valid type), their fills
 * added to `fills`; a value without a valid type, or of a field its type does not have, is a problem.
 */
function placeSpecials(
  columns: SpecialColumns,
  problems: RowProblems,
  cells: readonly CellValue[],
  builder: BlockBuilder | undefined,
  typeIndex: number,
  typeName: string,
  found: CellFill[] | null,
): CellFill[] | null {
  let fills = found;
  builder?.reset();
  for (let j = 0; j < columns.plan.special.length; j++) {
    const pc = columns.plan.special[j];
    if (pc === undefined) continue;
    const cell = cells[pc.index];
    if (isEmptyCell(cell) || cell === undefined) continue;
    if (builder === undefined) {
      problems.fail(
        pc.def,
        pc.column,
        cell,
        valueProblem(
          'a type-specific value needs a valid property type in the same row.',
          'a típusfüggő értékhez ugyanebben a sorban érvényes ingatlantípus kell.',
        ),
      );
      continue;
    }
    const typed = columns.specialOf[j]?.[typeIndex];
    if (!typed) {
      problems.fail(
        pc.def,
        pc.column,
        cell,
        valueProblem(
          `is not a field of ${typeName} listings; leave it empty for this row.`,
          `nem mezője a(z) ${typeName} típusú hirdetésnek; ebben a sorban hagyja üresen.`,
        ),
      );
      continue;
    }
    const def = typed.def;
    const c = typed.convert(cell);
    if (c.kind === 'empty') continue;
    if (c.kind === 'problem') {
      problems.fail(def, pc.column, cell, c.problem);
      continue;
    }
    builder.put(typed.slot, def.name, c.value);
    if (c.fills) (fills ??= []).push(...c.fills);
  }
  return fills;
}

/** An office the rows go to must be one of the user's, and active. */
function checkOffice(
  office: OfficeRef | undefined,
  officeId: number,
  officeColumn: string | null,
  problems: RowProblems,
): void {
  if (!office) {
    problems.addRule(
      'property.office_id',
      officeColumn,
      officeId,
      `there is no office ${officeId} among the offices of this user.`,
      `${officeId} azonosítójú iroda nincs a felhasználó irodái között.`,
    );
  } else if (office.status !== 'active') {
    problems.addRule(
      'property.office_id',
      officeColumn,
      officeId,
      `office ${officeId} (${office.name}) is inactive; listings can only go to an active office.`,
      `a(z) ${officeId} (${office.name}) iroda inaktív; hirdetés csak aktív irodába tölthető fel.`,
    );
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

/** Prepares rows of one sheet; the sheet must have a role. */
export function createRowPreparer(
  mapping: SheetMapping,
  context: PrepareContext = createPrepareContext(),
  preparerOptions: RowPreparerOptions = {},
): RowPreparer {
  if (mapping.role === null) throw new Error(`Sheet ${mapping.sheet} has no role; set one before preparing its rows.`);
  const plan = compileSheetPlan({ ...mapping, role: mapping.role });
  const { converter, regions, offices, options } = context;
  // A header's scale or currency and compound values (`2+1`) apply per column (docs/office-conventions.md,
  // "Interpretations").
  const columnByIndex = new Map(mapping.columns.map((c) => [c.index, c] as const));
  const interpretationsAt = (index: number) => {
    const c = columnByIndex.get(index);
    return c ? activeInterpretations(c) : [];
  };
  const role = plan.role;
  const isImage = plan.resource === 'images';
  const officeColumn = plan.columnOf.get('property.office_id') ?? null;
  const defaultType = role === 'properties' ? (mapping.defaultPropertyType ?? null) : null;
  const requiredBlocks = [
    ...new Set(
      fieldsForRole(role)
        .filter((f) => f.required.create && f.block !== 'owner')
        .map((f) => f.block),
    ),
  ];
  // Per special column and type index, the field of that type (or null); slots count per type in column order.
  const slotCounts = PROPERTY_TYPES.map(() => 0);
  const specialOf: readonly (readonly (TypedSpecial | null)[])[] = plan.special.map((pc) =>
    PROPERTY_TYPES.map((t, ti) => {
      const def = SPECIAL_BY_TYPE.get(t)?.get(pc.def.name);
      if (!def) return null;
      const slot = slotCounts[ti] ?? 0;
      slotCounts[ti] = slot + 1;
      const interpretations = interpretationsAt(pc.index);
      return { def, slot, convert: converter.forColumn(def, interpretations), interpreted: interpretations.length > 0 };
    }),
  );
  const specialBuilders = slotCounts.map((n) => new BlockBuilder(n));
  const specialColumns: SpecialColumns = { plan, specialOf };
  const plainConverters = plan.plain.map((pc) => converter.forColumn(pc.def, interpretationsAt(pc.index)));
  const plainPlaces = plan.plain.map((pc) =>
    pc.def.key === 'location.region_id' ? PLACE_REGION : pc.def.key === 'location.area_id' ? PLACE_AREA : PLACE_VALUE,
  );

  // One row is prepared at a time; its problems live here so no closures are made per row.
  // The row's problems, recorded as they are found.
  const problems = new RowProblems(role);
  const isBad = (key: string): boolean => problems.isBad(key);
  const fail = (def: FieldDef, column: string | null, value: unknown, p: ValueProblem): void =>
    problems.fail(def, column, value, p);
  const addRule = (key: string, column: string | null, value: unknown, en: string, hu: string): void =>
    problems.addRule(key, column, value, en, hu);
  function startRow(rowNumber: number): void {
    problems.reset(rowNumber);
    rowState.areaFromRegion = null;
  }
  // The rest of the row's state: no closures are made per row.
  const rowState: {
    areaFromRegion: { readonly id: number; readonly name: string } | null;
    // What the full path found besides the body (set at its end).
    previous: PreviousResult | null;
    action: ImportAction;
    operation: Operation;
    serviceId: number | null;
    transferId: string | null;
    officeId: number | null;
    owner: PreparedRow['owner'];
    notices: readonly RowNotice[] | null;
  } = {
    areaFromRegion: null,
    previous: null,
    action: 'upsert',
    operation: 'create',
    serviceId: null,
    transferId: null,
    officeId: null,
    owner: null,
    notices: null,
  };
  const quick: QuickRow | null =
    preparerOptions.quickRows === false
      ? null
      : compileQuickRow({
          plan,
          plainConverters,
          plainInterpreted: plan.plain.map((pc) => interpretationsAt(pc.index).length > 0),
          specialOf,
          converter,
          regions,
          offices,
          officeId: options.officeId ?? null,
          defaultType,
          officeDefaults: preparerOptions.officeDefaults === true,
        });
  const withNotices = preparerOptions.officeDefaults === true && role === 'properties';
  // Filled in per quick row and copied by the row's constructor: a quick row makes no object besides itself.
  const lazyBody = { cells: [] as readonly CellValue[], build: bodyFromCells };
  const quickHead: { -readonly [K in keyof RowFacts]: RowFacts[K] } = {
    sheet: plan.sheet,
    row: 0,
    role,
    operation: 'create',
    transferId: null,
    serviceId: null,
    officeId: null,
    owner: null,
    previous: null,
    problems: NO_PROBLEMS,
  };
  const quickReferences: { -readonly [K in keyof RowReferences]-?: RowReferences[K] } = {
    externalId: null,
    sellerTransferId: null,
    listingFacts: null,
  };

  /**
   * The body the full path gives a row: what a quick row's body is, built when first read. Only the body: the row's
   * problems, its record and its fingerprint are not made again (the schemas' check adds problems, never values).
   */
  function bodyFromCells(cells: readonly CellValue[], number: number): WriteBody {
    const body = fullBody({ number, cells }, false);
    if (body === null) throw new Error(`Row ${number} of ${plan.sheet} has no data.`);
    return body as WriteBody;
  }

  /** A row by the quick path when it is plain and certainly passes, else by the full path. */
  function prepare(row: TableRow): PreparedRow | null {
    if (quick === null) return prepareFull(row);
    const cells = row.cells;
    if (!hasData(cells)) return null;
    if (plan.action !== null) {
      const read = actionOfCell(readImportAction(cells[plan.action]), role, columnLetter(plan.action));
      if (read.action !== 'upsert' || read.problem !== null) return prepareFull(row);
    }
    const previous = readPreviousResult(cells, plan.results);
    const serviceId = previous?.serviceId ?? null;
    if (serviceId === null && unreadServiceId(cells, plan.results) !== null) return prepareFull(row);
    const operation: Operation =
      serviceId !== null || (previous?.status != null && MODIFY_STATUSES.has(previous.status)) ? 'modify' : 'create';
    const facts = quick.check(cells, operation, serviceId);
    if (facts === null) return prepareFull(row);
    const head = quickHead;
    head.row = row.number;
    head.operation = operation;
    head.transferId = facts.transferId;
    head.serviceId = serviceId;
    head.officeId = facts.officeId;
    head.previous = previous;
    lazyBody.cells = cells;
    const listing = facts.listing;
    const references = quickReferences;
    references.externalId = facts.externalId;
    references.sellerTransferId = facts.sellerTransferId;
    references.listingFacts = listing === null ? null : listingFactsOf(listing, head);
    return withNotices
      ? new NoticedRowRecord(head, null, lazyBody, references, NO_NOTICES)
      : new PreparedRowRecord(head, null, lazyBody, references);
  }

  function hasData(cells: readonly CellValue[]): boolean {
    for (const i of plan.dataIndexes) if (!isEmptyCell(cells[i])) return true;
    return false;
  }

  /** A Service ID cell that names no record would make the row a create: a duplicate of the record meant. */
  function refuseUnreadServiceId(cells: readonly CellValue[]): void {
    const text = unreadServiceId(cells, plan.results);
    if (text === null || plan.results.serviceId === null) return;
    addRule(
      'Service ID',
      columnLetter(plan.results.serviceId),
      text,
      `${quote(text)} is not a service identifier (a whole number such as 700014), so the row is not sent: ` +
        'correct it to the Service ID of the record, or empty the cell to add the row as a new record.',
      `${quote(text)} nem szolgáltatói azonosító (egész szám, például 700014), ezért a sor nem kerül feltöltésre: ` +
        'javítsa a rekord szolgáltatói azonosítójára, vagy ürítse ki a cellát, ha új rekordként töltené fel.',
    );
  }

  /**
   * Every step for every row: problems, their precise wording, and the body built. A problem found here must also
   * make the quick path (quick-row.ts, or `prepare` above) answer "not sure": quick-row.test.ts compares the two.
   */
  function prepareFull(row: TableRow): PreparedRow | null {
    const body = fullBody(row, true);
    if (body === null) return null;
    const found = problems.list;
    if (found !== null && found.length > 1) found.sort(byColumn);
    const action = rowState.action;
    const facts: RowFacts = {
      sheet: plan.sheet,
      row: row.number,
      role,
      operation: rowState.operation,
      transferId: rowState.transferId,
      serviceId: rowState.serviceId,
      officeId: rowState.officeId,
      owner: rowState.owner,
      ...(action === 'upsert' ? {} : { action }),
      previous: rowState.previous,
      problems: found === null ? NO_PROBLEMS : problemsForAction(action, found),
    };
    // A record either way, so the fingerprint is hashed only when read (a spread of the row would hash it now).
    const notices = rowState.notices;
    return notices === null
      ? new PreparedRowRecord(facts, body as WriteBody, null, null)
      : new NoticedRowRecord(facts, body as WriteBody, null, null, notices);
  }

  /**
   * The full path's body of a row, or null for a row without data; what else it finds is left in `rowState` (problems
   * unsorted). `validate` false leaves out the schemas' check, which only adds problems: for a quick row's body.
   */
  function fullBody(row: TableRow, validate: boolean): Body | null {
    const cells = row.cells;
    let any = false;
    for (const i of plan.dataIndexes) {
      if (!isEmptyCell(cells[i])) {
        any = true;
        break;
      }
    }
    if (!any) return null;

    startRow(row.number);

    const previous = readPreviousResult(cells, plan.results);
    const actionRead =
      plan.action === null ? null : actionOfCell(readImportAction(cells[plan.action]), role, columnLetter(plan.action));
    if (actionRead !== null && actionRead.problem !== null) problems.add(actionRead.problem);
    const action = actionRead?.action ?? 'upsert';
    const serviceId = previous?.serviceId ?? null;
    if (serviceId === null) refuseUnreadServiceId(cells);
    const operation: Operation =
      serviceId !== null || (previous?.status != null && MODIFY_STATUSES.has(previous.status)) ? 'modify' : 'create';

    const body: Body = {};
    let priceCurrency: CurrencyCode | null = null;
    let overheadCurrency: CurrencyCode | null = null;
    let depositCurrency: CurrencyCode | null = null;
    let region: RegionRef | null = null;
    let fills: CellFill[] | null = null;

    // Plain columns come in catalog order, so a block's fields follow each other: the block is looked up once.
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
        region = placeRegion(pc, cell, body);
        continue;
      }
      if (place === PLACE_AREA) {
        placeArea(pc, cell, body, region);
        continue;
      }
      const c = plainConverters[j]?.(cell) ?? converter.convert(def, cell);
      if (c.kind === 'empty') continue;
      if (c.kind === 'problem') {
        fail(def, pc.column, cell, c.problem);
        continue;
      }
      if (def.block !== blockName || block === undefined) {
        blockName = def.block;
        block = body[blockName] ??= {};
      }
      block[def.name] = c.value;
      if (c.fills) (fills ??= []).push(...c.fills);
      if (c.currency !== null) {
        if (def.key === 'price.price') priceCurrency = c.currency;
        else if (def.key === 'price.overhead') overheadCurrency = c.currency;
        else if (def.key === 'price.deposit') depositCurrency = c.currency;
      }
    }

    // The sheet's default type is a default, not a rule: a row typing another valid type keeps it without a
    // problem (a house among apartments is a fact, not a slip), and a type that failed to convert stays a problem.
    if (defaultType !== null && body.property?.type === undefined && !isBad('property.type'))
      applyDefaultType(body, defaultType);

    // A district named with the settlement (`Budapest XIII.`) fills an empty district column.
    if (rowState.areaFromRegion !== null) {
      const loc = (body.location ??= {});
      if (loc.area_id === undefined && !isBad('location.area_id')) loc.area_id = rowState.areaFromRegion.id;
    }
    // A currency written in the amount (`45 000 000 Ft`) fills an empty currency column; a different one is a problem.
    if (priceCurrency !== null)
      fillCurrency(body, 'price', 'price_currency', 'price.price_currency', priceCurrency, 'price.price');
    if (overheadCurrency !== null)
      fillCurrency(body, 'price', 'overhead_currency', 'price.overhead_currency', overheadCurrency, 'price.overhead');
    if (depositCurrency !== null)
      fillCurrency(body, 'price', 'deposit_type', 'price.deposit_type', depositCurrency, 'price.deposit');
    // What a header gives other fields (`Ft/év`: yearly) comes before the office's defaults, which only fill gaps.
    if (fills !== null) {
      const rowFills = fills.filter((f) => !f.key.startsWith('special.'));
      fills = rowFills.length === fills.length ? null : fills.filter((f) => f.key.startsWith('special.'));
      for (const x of applyFills(body, rowFills, null, isBad))
        addRule(x.key, plan.columnOf.get(x.key) ?? null, x.given, x.en, x.hu);
    }
    const notices =
      preparerOptions.officeDefaults === true && role === 'properties'
        ? applyOfficeDefaults(body, isBad, plan.columnOf)
        : null;

    // A new listing with a postal code but no settlement gets the settlement of that code, when it is unique.
    if (operation === 'create' && regions && role === 'properties') {
      const loc = body.location;
      if (loc && loc.region_id === undefined && typeof loc.zip_code === 'string' && !isBad('location.region_id')) {
        const rs = regions.regionsByZip(loc.zip_code);
        if (rs.length === 1 && rs[0]) loc.region_id = rs[0].id;
      }
    }

    const type = body.property?.type;
    const typeIndex = typeof type === 'string' ? (TYPE_INDEX.get(type) ?? -1) : -1;
    const builder = specialBuilders[typeIndex];
    fills = placeSpecials(specialColumns, problems, cells, builder, typeIndex, String(type), fills);
    // Nothing else enters the body during the loop above, so adding the block now keeps the body's key order.
    if (builder !== undefined && builder.size > 0) (body.special ??= {})[type as PropertyType] = builder.build();
    if (fills !== null) {
      for (const x of applyFills(body, fills, builder === undefined ? null : String(type), isBad)) {
        addRule(x.key, plan.columnOf.get(x.key) ?? null, x.given, x.en, x.hu);
      }
    }

    const officeFromColumn = body.property?.office_id;
    const officeId = typeof officeFromColumn === 'number' ? officeFromColumn : (options.officeId ?? null);
    if (offices && officeId !== null && !isBad('property.office_id'))
      checkOffice(offices.get(officeId), officeId, officeColumn, problems);

    let owner: PreparedRow['owner'] = null;
    if (isImage) owner = readOwner(cells, plan, converter, problems);

    const transferId = typeof body.id?.transfer_id === 'string' ? body.id.transfer_id : null;
    if (operation === 'modify' && serviceId === null && transferId === null) {
      addRule(
        'id.transfer_id',
        plan.columnOf.get('id.transfer_id') ?? null,
        null,
        `this row was imported before (status ${previous?.status ?? '?'}) but has neither a Service ID nor a reference, so it cannot be updated.`,
        `ez a sor korábban már fel lett töltve (állapot: ${previous?.status ?? '?'}), de nincs sem szolgáltatói azonosítója, sem saját azonosítója, így nem frissíthető.`,
      );
    }

    // A required block whose fields all failed would be reported as one missing block; its fields say more.
    if (operation === 'create' && problems.list !== null) {
      for (const block of requiredBlocks) body[block] ??= {};
    }
    if (validate) schemaProblems(plan, operation, body, type, problems);

    rowState.previous = previous;
    rowState.action = action;
    rowState.operation = operation;
    rowState.serviceId = serviceId;
    rowState.transferId = transferId;
    rowState.officeId = officeId;
    rowState.owner = owner;
    rowState.notices = notices;
    return body;
  }

  function fillCurrency(b: Body, block: string, name: string, key: string, currency: CurrencyCode, from: string): void {
    const blk = (b[block] ??= {});
    const given = blk[name];
    if (given === undefined) {
      if (!isBad(key)) blk[name] = currency;
    } else if (given !== currency) {
      const col = plan.columnOf.get(from) ?? null;
      addRule(
        from,
        col,
        currency,
        `the amount is written in ${currency.toUpperCase()}, but ${key} says ${String(given).toUpperCase()}.`,
        `az összeg ${currency.toUpperCase()} pénznemben van megadva, de ${key} értéke ${String(given).toUpperCase()}.`,
      );
    }
  }

  function placeRegion(pc: PlannedColumn, cell: CellValue, body: Body): RegionRef | null {
    const r = regionCell(pc.def, cell, converter, regions);
    if (r.kind === 'none') return null;
    if (r.kind === 'problem') {
      fail(pc.def, pc.column, cell, r.problem);
      return null;
    }
    (body.location ??= {}).region_id = r.id;
    if (r.area) rowState.areaFromRegion = r.area;
    return r.region;
  }

  function placeArea(pc: PlannedColumn, cell: CellValue, body: Body, region: RegionRef | null): void {
    const fromRegion = rowState.areaFromRegion;
    if (isEmptyCell(cell)) return;
    const regionId = body.location?.region_id;
    const r = region ?? (regions && typeof regionId === 'number' ? (regions.byId.get(regionId) ?? null) : null);
    const a = areaCell(pc.def, cell, converter, regions, r);
    if (a.kind === 'none') return;
    if (a.kind === 'problem') {
      fail(pc.def, pc.column, cell, a.problem);
      return;
    }
    if (fromRegion !== null && fromRegion.id !== a.id) {
      fail(pc.def, pc.column, cell, areaConflict(fromRegion));
      return;
    }
    (body.location ??= {}).area_id = a.id;
  }

  return { plan, prepare };
}

/** Prepares with fresh shared state; for one sheet prepared on its own. */
export function createSheetPreparer(mapping: SheetMapping, options: PrepareOptions = {}): RowPreparer {
  return createRowPreparer(mapping, createPrepareContext(options));
}

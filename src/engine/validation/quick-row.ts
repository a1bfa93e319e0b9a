// The quick path of row preparation: decides from a row's converted cells alone that the row has no problem and
// that its body certainly passes the catalog's schemas, without building the body (built when first read).
//
// Why (docs/performance.md, "Engine off the main thread"): building every body and walking it for the quick check, then
// keeping 50,000 bodies, held the preparation at about 150,000 rows/s. Here each column is compiled once per sheet (its
// converter, its field's check, whether the field may be sent on create and on modify), a column's answer for a
// repeated text is remembered, and a row's values live in one reused array. Whenever a row is anything but plain (a
// problem, a value from a header's interpretation, an office default to apply, a check not certain) the answer is "not
// sure" and the preparer's full path prepares the row as before; the full path also builds the bodies of quick rows, so
// a quick row's body is the body the full path gives. `test/engine/validation/quick-row.test.ts` compares the two.
import type { FieldDef, Operation, PropertyType, Resource, SheetRole } from '../../catalog';
import { PROPERTY_TYPES, fieldsForRole } from '../../catalog';
import type { AreaRef, OfficeRef, RegionRef } from '../model/reference-data';
import type { Converted } from '../values/converted-value';
import type { ValueConverter } from '../values/convert-cell';
import type { CurrencyCode } from '../values/parse-number';
import type { RegionIndex } from '../values/region-index';
import { TextMemo } from '../values/text-memo';
import type { CellValue } from '../model/cell-value';
import type { Check, CrossFieldValues } from './certainly-valid';
import {
  crossFieldRulesQuiet,
  crossFieldValues,
  fieldCheck,
  requiredKeys,
  specialCheck,
  specialRequired,
  valueOk,
} from './certainly-valid';
import type { ListingFields } from '../plausibility/listing-facts';
import { emptyListingFields } from '../plausibility/listing-facts';
import type { AreaCell, RegionCell } from './region-cells';
import { areaCell, isEmptyCell, regionCell } from './region-cells';
import type { SheetPlan } from './sheet-plan';

/** A special column's field for one property type, its slot in that type's block, and its converter. */
export interface TypedSpecial {
  readonly def: FieldDef;
  readonly slot: number;
  readonly convert: (cell: CellValue) => Converted;
  /** Whether the column has interpretations (a scale, a currency, `2+1`): its converter does more than the field's. */
  readonly interpreted: boolean;
}

export interface QuickRowSetup {
  readonly plan: SheetPlan;
  readonly plainConverters: readonly ((cell: CellValue) => Converted)[];
  /** Per plain column, whether it has interpretations. */
  readonly plainInterpreted: readonly boolean[];
  /** Per special column and property type (PROPERTY_TYPES order), the field of that type, or null. */
  readonly specialOf: readonly (readonly (TypedSpecial | null)[])[];
  readonly converter: ValueConverter;
  readonly regions: RegionIndex | null;
  readonly offices: ReadonlyMap<number, OfficeRef> | null;
  /** The office of the whole run (a `property.office_id` column overrides it per row). */
  readonly officeId: number | null;
  readonly defaultType: PropertyType | null;
  /** The preparer applies the office defaults: a row they would change is left to the full path. */
  readonly officeDefaults: boolean;
}

/** The special fields the listing facts read, in ListingFields' names (plausibility/listing-facts.ts). */
const SPECIAL_FACT: ReadonlyMap<string, 'floorArea' | 'plotArea' | 'plotAreaUnit' | 'rooms' | 'halfRooms'> = new Map([
  ['floor_area', 'floorArea'],
  ['plot_area', 'plotArea'],
  ['plot_area_unit', 'plotAreaUnit'],
  ['number_of_rooms', 'rooms'],
  ['number_of_half_rooms', 'halfRooms'],
]);

/** What a quick row gives besides its body; one object reused for every row (copy what you keep). */
export interface QuickFacts {
  transferId: string | null;
  officeId: number | null;
  externalId: string | null;
  sellerTransferId: string | null;
  /** On a listings sheet, the values the plausibility checks read (as the body will hold them), else null. */
  listing: ListingFields | null;
}

export interface QuickRow {
  /** The facts of a plain row that certainly passes, or null: prepare it with the full path. */
  check(cells: readonly CellValue[], operation: Operation, serviceId: number | null): QuickFacts | null;
}

const PLACE_VALUE = 0;
const PLACE_REGION = 1;
const PLACE_AREA = 2;

/** A cell's answer: its value and currency, left empty, or "not sure" (a problem, a fill, a failed check). */
const EMPTY = 0;
const VALUE = 1;
const UNSURE = 2;

interface CellAnswer {
  readonly outcome: number;
  readonly value: unknown;
  readonly currency: CurrencyCode | null;
}

/** The answer of a cell read directly, reused (never remembered). */
class DirectAnswer implements CellAnswer {
  readonly outcome = VALUE;
  value: unknown = undefined;
  readonly currency = null;
}

const EMPTY_ANSWER: CellAnswer = { outcome: EMPTY, value: undefined, currency: null };
const UNSURE_ANSWER: CellAnswer = { outcome: UNSURE, value: undefined, currency: null };

/** A field's place in the row's value array, and what the schemas ask of it. */
interface Slot {
  readonly key: string;
  readonly check: Check | null;
  readonly onCreate: boolean;
  readonly onModify: boolean;
}

/** How a column reads a cell of the JavaScript type its field expects without its converter (see `answer`). */
const BY_CONVERTER = 0;
const DIRECT_TEXT = 1;
const DIRECT_NUMBER = 2;
const DIRECT_WHOLE = 3;

function directKind(def: FieldDef, interpreted: boolean): number {
  if (interpreted) return BY_CONVERTER;
  switch (def.type.kind) {
    case 'string':
      return DIRECT_TEXT;
    case 'uint':
      return DIRECT_WHOLE;
    case 'decimal':
    case 'double':
      return DIRECT_NUMBER;
    default:
      return BY_CONVERTER;
  }
}

/** Answers a value column's cells, remembering the answer per distinct text where the converter does. */
class ValueColumn {
  private readonly memo: TextMemo<CellAnswer> | null;
  private readonly direct: number;
  private readonly scratch = new DirectAnswer();

  constructor(
    readonly index: number,
    readonly slot: number,
    private readonly check: Check | null,
    private readonly convert: (cell: CellValue) => Converted,
    def: FieldDef,
    interpreted: boolean,
  ) {
    this.direct = directKind(def, interpreted);
    // Texts of text fields are mostly unique (descriptions, addresses): remembering them would only cost memory.
    this.memo = this.direct === DIRECT_TEXT ? null : new TextMemo<CellAnswer>();
  }

  answer(cell: CellValue): CellAnswer {
    // A text field's text, or a number field's number, without an interpretation: what convert-cell does with it
    // (trimmed; finite, and whole for whole-number fields), without making a result object per cell.
    const direct = this.direct;
    if (direct === DIRECT_TEXT && typeof cell === 'string') {
      const text = cell.trim();
      return text === '' ? EMPTY_ANSWER : this.checked(text);
    }
    if (typeof cell === 'number' && (direct === DIRECT_NUMBER || direct === DIRECT_WHOLE)) {
      if (!Number.isFinite(cell) || (direct === DIRECT_WHOLE && !Number.isInteger(cell))) return UNSURE_ANSWER;
      return this.checked(cell);
    }
    const memo = this.memo;
    if (memo === null || typeof cell !== 'string') return this.fresh(cell);
    return memo.get(cell) ?? memo.remember(cell, this.fresh(cell));
  }

  private checked(value: unknown): CellAnswer {
    if (this.check === null || !valueOk(this.check, value)) return UNSURE_ANSWER;
    this.scratch.value = value;
    return this.scratch;
  }

  private fresh(cell: CellValue): CellAnswer {
    const c = this.convert(cell);
    if (c.kind === 'empty') return EMPTY_ANSWER;
    if (c.kind === 'problem' || c.fills !== undefined || this.check === null || !valueOk(this.check, c.value))
      return UNSURE_ANSWER;
    return { outcome: VALUE, value: c.value, currency: c.currency };
  }
}

/** The compiled special fields of one property type. */
interface TypedColumn {
  readonly column: ValueColumn;
  readonly slot: number;
}

function keyIndex(slots: readonly Slot[], key: string): number {
  return slots.findIndex((s) => s.key === key);
}

function resourceOfRole(role: SheetRole): Resource | null {
  return role === 'properties' ? 'property' : role === 'sellers' ? 'seller' : null;
}

/** The slot table of a sheet's resource: one slot per field of its blocks (special and owner fields aside). */
function compileSlots(resource: Resource, role: SheetRole) {
  const defs = fieldsForRole(role).filter((f) => f.block !== 'special' && f.block !== 'owner');
  const slots: Slot[] = defs.map((f) => {
    const onCreate = fieldCheck(resource, 'create', f.block, f.name);
    const onModify = fieldCheck(resource, 'modify', f.block, f.name);
    return { key: f.key, check: onCreate ?? onModify ?? null, onCreate: !!onCreate, onModify: !!onModify };
  });
  const at = (key: string): number => keyIndex(slots, key);
  const required = (op: Operation): readonly number[] | null => {
    const list = requiredKeys(resource, op).map(at);
    return list.includes(-1) ? null : list;
  };
  const requiredOnCreate = required('create');
  const requiredOnModify = required('modify');

  const K = {
    type: at('property.type'),
    action: at('property.action'),
    officeId: at('property.office_id'),
    externalId: at('property.external_id'),
    transferId: at('id.transfer_id'),
    sellerId: at('seller.id'),
    sellerTransferId: at('seller.transfer_id'),
    regionId: at('location.region_id'),
    address: at('location.address'),
    price: at('price.price'),
    areaId: at('location.area_id'),
    zipCode: at('location.zip_code'),
    priceCurrency: at('price.price_currency'),
    pricePeriod: at('price.price_period'),
    overhead: at('price.overhead'),
    overheadCurrency: at('price.overhead_currency'),
    deposit: at('price.deposit'),
    depositType: at('price.deposit_type'),
    mapVisibility: at('map.visibility'),
    mapRadius: at('map.radius'),
  };
  const priceSlots = slots.flatMap((s, i) => (s.key.startsWith('price.') ? [i] : []));
  const locationSlots = slots.flatMap((s, i) => (s.key.startsWith('location.') ? [i] : []));

  return { slots, K, requiredOnCreate, requiredOnModify, priceSlots, locationSlots };
}

/** The special columns: per column and property type, its compiled field; per type, its required fields' slots. */
function compileSpecials(setup: QuickRowSetup): {
  readonly specialIndexes: readonly number[];
  readonly typed: readonly (readonly (TypedColumn | null)[])[];
  readonly specialRequiredSlots: readonly (readonly number[] | null)[];
} {
  const { plan } = setup;
  const specialIndexes = plan.special.map((pc) => pc.index);
  const typed: (TypedColumn | null)[][] = plan.special.map((pc, j) =>
    PROPERTY_TYPES.map((t, ti) => {
      const s = setup.specialOf[j]?.[ti];
      if (!s) return null;
      const check = specialCheck(t, s.def.name) ?? null;
      return { column: new ValueColumn(pc.index, s.slot, check, s.convert, s.def, s.interpreted), slot: s.slot };
    }),
  );
  // Per type: the slots of its required special fields, or null when one is not mapped (a block then never passes).
  const specialRequiredSlots: (readonly number[] | null)[] = PROPERTY_TYPES.map((t, ti) => {
    const out: number[] = [];
    for (const name of specialRequired(t)) {
      const j = plan.special.findIndex((pc) => pc.def.name === name);
      const s = j >= 0 ? typed[j]?.[ti] : null;
      if (!s) return null;
      out.push(s.slot);
    }
    return out;
  });
  return { specialIndexes, typed, specialRequiredSlots };
}

/** The quick path of one sheet, or null when the sheet has none (image sheets, a field mapped twice). */
export function compileQuickRow(setup: QuickRowSetup): QuickRow | null {
  const { plan, converter, regions, offices, defaultType, officeDefaults } = setup;
  const resource = resourceOfRole(plan.role);
  if (resource === null || plan.resource !== resource) return null;
  const mappedKeys = [...plan.plain, ...plan.special].map((pc) => pc.def.key);
  if (new Set(mappedKeys).size !== mappedKeys.length) return null;

  const { slots, K, requiredOnCreate, requiredOnModify, priceSlots, locationSlots } = compileSlots(resource, plan.role);
  const at = (key: string): number => keyIndex(slots, key);

  const plain = plan.plain.map((pc, j) => {
    const slot = at(pc.def.key);
    const place =
      pc.def.key === 'location.region_id' ? PLACE_REGION : pc.def.key === 'location.area_id' ? PLACE_AREA : PLACE_VALUE;
    const convert = setup.plainConverters[j] ?? ((cell: CellValue) => converter.convert(pc.def, cell));
    const check = slots[slot]?.check ?? null;
    return {
      pc,
      place,
      value: new ValueColumn(pc.index, slot, check, convert, pc.def, setup.plainInterpreted[j] !== false),
      currencyOf:
        pc.def.key === 'price.price' ? 1 : pc.def.key === 'price.overhead' ? 2 : pc.def.key === 'price.deposit' ? 3 : 0,
    };
  });
  if (plain.some((p) => p.value.slot < 0)) return null;
  // The full path reads the settlement before the district; so must the quick path.
  const regionAt = plain.findIndex((p) => p.place === PLACE_REGION);
  const areaAt = plain.findIndex((p) => p.place === PLACE_AREA);
  if (regionAt >= 0 && areaAt >= 0 && areaAt < regionAt) return null;

  const { specialIndexes, typed, specialRequiredSlots } = compileSpecials(setup);
  const typeIndex: ReadonlyMap<unknown, number> = new Map(PROPERTY_TYPES.map((t, i) => [t, i]));

  const regionMemo = new TextMemo<RegionCell>();
  const areaMemos = new Map<RegionRef | null, TextMemo<AreaCell>>();
  const regionPc = plain[regionAt]?.pc;
  const areaPc = plain[areaAt]?.pc;
  const regionOf = (cell: CellValue): RegionCell => {
    if (!regionPc) return { kind: 'none' };
    if (typeof cell !== 'string') return regionCell(regionPc.def, cell, converter, regions);
    return regionMemo.get(cell) ?? regionMemo.remember(cell, regionCell(regionPc.def, cell, converter, regions));
  };
  const areaOf = (cell: CellValue, region: RegionRef | null): AreaCell => {
    if (!areaPc) return { kind: 'none' };
    if (typeof cell !== 'string') return areaCell(areaPc.def, cell, converter, regions, region);
    let memo = areaMemos.get(region);
    if (!memo) areaMemos.set(region, (memo = new TextMemo()));
    return memo.get(cell) ?? memo.remember(cell, areaCell(areaPc.def, cell, converter, regions, region));
  };

  // One row at a time: its values by slot, and what the schemas would say of them so far.
  const values: unknown[] = slots.map(() => undefined);
  let onCreate = true;
  let onModify = true;
  const given: number[] = [];
  let stamp = 0;
  const cross: CrossFieldValues = crossFieldValues();
  const listing = plan.role === 'properties' ? emptyListingFields() : null;
  const facts: QuickFacts = { transferId: null, officeId: null, externalId: null, sellerTransferId: null, listing };
  const specialFact = plan.special.map((pc) => SPECIAL_FACT.get(pc.def.name) ?? null);

  /** Puts a value the row gets from elsewhere than its own cell (a default, a fill); false when it is not sure. */
  function put(slot: number, value: unknown): boolean {
    const s = slots[slot];
    if (s === undefined || s.check === null || !valueOk(s.check, value)) return false;
    values[slot] = value;
    if (!s.onCreate) onCreate = false;
    if (!s.onModify) onModify = false;
    return true;
  }

  function anyIn(list: readonly number[]): boolean {
    for (const i of list) if (values[i] !== undefined) return true;
    return false;
  }

  function valueAt(slot: number): unknown {
    return slot < 0 ? undefined : values[slot];
  }

  function check(cells: readonly CellValue[], operation: Operation, serviceId: number | null): QuickFacts | null {
    values.fill(undefined);
    onCreate = true;
    onModify = true;
    let region: RegionRef | null = null;
    let areaFromRegion: AreaRef | null = null;
    let priceCurrency: CurrencyCode | null = null;
    let overheadCurrency: CurrencyCode | null = null;
    let depositCurrency: CurrencyCode | null = null;

    for (let j = 0; j < plain.length; j++) {
      const p = plain[j];
      if (p === undefined) return null;
      const cell = cells[p.value.index];
      if (cell === null || cell === undefined) continue;
      if (p.place === PLACE_REGION) {
        const r = regionOf(cell);
        if (r.kind === 'problem') return null;
        if (r.kind === 'none') continue;
        if (!put(p.value.slot, r.id)) return null;
        region = r.region;
        areaFromRegion = r.area;
        continue;
      }
      if (p.place === PLACE_AREA) {
        if (isEmptyCell(cell)) continue;
        const regionId = valueAt(K.regionId);
        const r = region ?? (regions && typeof regionId === 'number' ? (regions.byId.get(regionId) ?? null) : null);
        const a = areaOf(cell, r);
        if (a.kind === 'problem') return null;
        if (a.kind === 'none') continue;
        if (areaFromRegion !== null && areaFromRegion.id !== a.id) return null;
        if (!put(p.value.slot, a.id)) return null;
        continue;
      }
      const answer = p.value.answer(cell);
      if (answer.outcome === EMPTY) continue;
      if (answer.outcome === UNSURE) return null;
      const slot = slots[p.value.slot];
      if (slot === undefined) return null;
      values[p.value.slot] = answer.value;
      if (!slot.onCreate) onCreate = false;
      if (!slot.onModify) onModify = false;
      if (answer.currency !== null) {
        if (p.currencyOf === 1) priceCurrency = answer.currency;
        else if (p.currencyOf === 2) overheadCurrency = answer.currency;
        else if (p.currencyOf === 3) depositCurrency = answer.currency;
      }
    }

    if (defaultType !== null && valueAt(K.type) === undefined && !put(K.type, defaultType)) return null;
    if (areaFromRegion !== null && valueAt(K.areaId) === undefined && !put(K.areaId, areaFromRegion.id)) return null;
    if (!fillCurrency(K.priceCurrency, priceCurrency)) return null;
    if (!fillCurrency(K.overheadCurrency, overheadCurrency)) return null;
    if (!fillCurrency(K.depositType, depositCurrency)) return null;
    const hasPrice = anyIn(priceSlots);
    if (officeDefaults && plan.role === 'properties' && hasPrice && officeDefaultApplies()) return null;

    // A new listing with a postal code but no settlement gets the settlement of that code, when it is unique.
    if (operation === 'create' && regions && plan.role === 'properties' && anyIn(locationSlots)) {
      const zip = valueAt(K.zipCode);
      if (valueAt(K.regionId) === undefined && typeof zip === 'string') {
        const rs = regions.regionsByZip(zip);
        if (rs.length === 1 && rs[0] && !put(K.regionId, rs[0].id)) return null;
      }
    }

    if (!specialsPass(cells)) return null;

    const fromColumn = valueAt(K.officeId);
    const officeId = typeof fromColumn === 'number' ? fromColumn : setup.officeId;
    if (offices && officeId !== null && offices.get(officeId)?.status !== 'active') return null;
    const transferId = valueAt(K.transferId);
    facts.transferId = typeof transferId === 'string' ? transferId : null;
    if (operation === 'modify' && serviceId === null && facts.transferId === null) return null;

    // What certainlyValid asks of the body: every field allowed and present where required, and the rules quiet.
    const requiredSlots = operation === 'create' ? requiredOnCreate : requiredOnModify;
    if (requiredSlots === null || !(operation === 'create' ? onCreate : onModify)) return null;
    for (const i of requiredSlots) if (values[i] === undefined) return null;
    if (resource === 'property' && !crossFieldRulesQuiet(crossValues(hasPrice), operation)) return null;

    facts.officeId = officeId;
    const ext = valueAt(K.externalId);
    facts.externalId = typeof ext === 'string' ? ext : null;
    const seller = valueAt(K.sellerTransferId);
    facts.sellerTransferId = typeof seller === 'string' ? seller : null;
    if (listing !== null) listingValues(listing);
    return facts;
  }

  /** The plain values the listing facts read (the special ones are put by `specialsPass`). */
  function listingValues(v: ListingFields): void {
    v.transferId = valueAt(K.transferId);
    v.type = valueAt(K.type);
    v.action = valueAt(K.action);
    v.regionId = valueAt(K.regionId);
    v.address = valueAt(K.address);
    v.price = valueAt(K.price);
    v.priceCurrency = valueAt(K.priceCurrency);
    v.pricePeriod = valueAt(K.pricePeriod);
    v.overhead = valueAt(K.overhead);
    v.overheadCurrency = valueAt(K.overheadCurrency);
  }

  /** A currency written in an amount fills an empty currency field; a different one is a problem. */
  function fillCurrency(slot: number, currency: CurrencyCode | null): boolean {
    if (currency === null) return true;
    const given = valueAt(slot);
    if (given === undefined) return put(slot, currency);
    return given === currency;
  }

  /** Whether the office defaults (prepare-row.ts, applyOfficeDefaults) would fill a field of this row. */
  function officeDefaultApplies(): boolean {
    const currency = valueAt(K.priceCurrency);
    const money = currency === 'huf' || currency === 'eur';
    if (money && valueAt(K.overhead) !== undefined && valueAt(K.overheadCurrency) === undefined) return true;
    const deposit = valueAt(K.deposit);
    if (money && typeof deposit === 'number' && deposit >= 1000 && valueAt(K.depositType) === undefined) return true;
    return valueAt(K.action) === 'rent' && valueAt(K.pricePeriod) === undefined;
  }

  /** The special columns: each value a field of the row's type that passes its check, the required ones given. */
  function specialsPass(cells: readonly CellValue[]): boolean {
    const type = valueAt(K.type);
    const ti = typeIndex.get(type) ?? -1;
    stamp++;
    let any = false;
    if (listing !== null) {
      listing.floorArea = undefined;
      listing.plotArea = undefined;
      listing.plotAreaUnit = undefined;
      listing.rooms = undefined;
      listing.halfRooms = undefined;
    }
    for (let j = 0; j < specialIndexes.length; j++) {
      const cell = cells[specialIndexes[j] ?? -1];
      if (cell === null || cell === undefined) continue;
      const t = ti < 0 ? null : (typed[j]?.[ti] ?? null);
      if (t === null) {
        if (isEmptyCell(cell)) continue;
        return false;
      }
      const answer = t.column.answer(cell);
      if (answer.outcome === EMPTY) continue;
      if (answer.outcome === UNSURE) return false;
      given[t.slot] = stamp;
      any = true;
      const fact = specialFact[j];
      if (listing !== null && fact !== null && fact !== undefined) listing[fact] = answer.value;
    }
    if (!any) return true;
    const need = specialRequiredSlots[ti];
    if (need === null || need === undefined) return false;
    for (const s of need) if (given[s] !== stamp) return false;
    return true;
  }

  function crossValues(hasPrice: boolean): CrossFieldValues {
    const v = cross;
    v.sellerId = valueAt(K.sellerId);
    v.sellerTransferId = valueAt(K.sellerTransferId);
    v.action = valueAt(K.action);
    v.hasPrice = hasPrice;
    v.pricePeriod = valueAt(K.pricePeriod);
    v.overhead = valueAt(K.overhead);
    v.overheadCurrency = valueAt(K.overheadCurrency);
    v.deposit = valueAt(K.deposit);
    v.depositType = valueAt(K.depositType);
    v.mapVisibility = valueAt(K.mapVisibility);
    v.mapRadius = valueAt(K.mapRadius);
    v.areaId = valueAt(K.areaId);
    v.regionId = valueAt(K.regionId);
    return v;
  }

  return { check };
}

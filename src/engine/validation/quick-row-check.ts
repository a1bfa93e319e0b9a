// The quick path's check of one row, over the sheet's compiled columns: the row's values live in one reused array and
// its state in the check's fields, so a row makes no object; any doubt answers "not sure" (null).
import type { Operation, Resource } from '../../catalog';
import { PROPERTY_TYPES } from '../../catalog';
import type { CellValue } from '../model/cell-value';
import type { AreaRef, OfficeRef, RegionRef } from '../model/reference-data';
import type { ListingFields } from '../plausibility/listing-facts';
import { emptyListingFields } from '../plausibility/listing-facts';
import type { CurrencyCode } from '../values/parse-number';
import type { RegionIndex } from '../values/region-index';
import type { CrossFieldValues } from './certainly-valid';
import { crossFieldRulesQuiet, crossFieldValues, valueOk } from './certainly-valid';
import { PLACE_AREA, PLACE_REGION } from './compiled-sheet';
import type { ValueColumn } from './quick-row-answers';
import { EMPTY, UNSURE } from './quick-row-answers';
import type { PlaceMemo } from './quick-row-places';
import type { CompiledSpecials, KeySlots, Slot, SlotTable } from './quick-row-slots';
import { isEmptyCell } from './region-cells';
import type { SheetPlan } from './sheet-plan';

/** What a quick row gives besides its body; one object reused for every row (copy what you keep). */
export interface QuickFacts {
  transferId: string | null;
  officeId: number | null;
  externalId: string | null;
  sellerTransferId: string | null;
  /** On a listings sheet, the values the plausibility checks read (as the body will hold them), else null. */
  listing: ListingFields | null;
}

/** A plain column: where its value goes, how its cell is answered, and which amount's currency it carries. */
export interface PlainColumn {
  readonly place: number;
  readonly value: ValueColumn;
  /** 1 price, 2 utility fee, 3 deposit, 0 none. */
  readonly currencyOf: number;
}

/** What the check is compiled from, once per sheet. */
export interface QuickCheckSetup {
  readonly plan: SheetPlan;
  readonly resource: Resource;
  readonly table: SlotTable;
  readonly plain: readonly PlainColumn[];
  readonly specials: CompiledSpecials;
  readonly places: PlaceMemo;
  readonly regions: RegionIndex | null;
  readonly offices: ReadonlyMap<number, OfficeRef> | null;
  /** The office of the whole run (a `property.office_id` column overrides it per row). */
  readonly officeId: number | null;
  readonly defaultType: string | null;
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

const TYPE_INDEX: ReadonlyMap<unknown, number> = new Map(PROPERTY_TYPES.map((t, i) => [t, i]));

export class QuickRowCheck {
  private readonly slots: readonly Slot[];
  private readonly keySlots: KeySlots;
  /** The row's values by slot. */
  private readonly values: unknown[];
  /** Whether every value so far may be sent on create, and on modify. */
  private onCreate = true;
  private onModify = true;
  /** Per special slot, the stamp of the last row that gave it. */
  private readonly given: number[] = [];
  private stamp = 0;
  private readonly cross: CrossFieldValues = crossFieldValues();
  private readonly listing: ListingFields | null;
  private readonly facts: QuickFacts;
  private readonly specialFact: readonly (ReturnType<typeof SPECIAL_FACT.get> | null)[];
  // What the row's plain columns found besides their values.
  private region: RegionRef | null = null;
  private areaFromRegion: AreaRef | null = null;
  private priceCurrency: CurrencyCode | null = null;
  private overheadCurrency: CurrencyCode | null = null;
  private depositCurrency: CurrencyCode | null = null;
  /** Whether the row has any price field, once its currencies are filled. */
  private hasPrice = false;

  constructor(private readonly setup: QuickCheckSetup) {
    this.slots = setup.table.slots;
    this.keySlots = setup.table.keySlots;
    this.values = this.slots.map(() => undefined);
    this.listing = setup.plan.role === 'properties' ? emptyListingFields() : null;
    this.facts = { transferId: null, officeId: null, externalId: null, sellerTransferId: null, listing: this.listing };
    this.specialFact = setup.plan.special.map((pc) => SPECIAL_FACT.get(pc.def.name) ?? null);
  }

  /** The facts of a plain row that certainly passes, or null: prepare it with the full path. */
  check(cells: readonly CellValue[], operation: Operation, serviceId: number | null): QuickFacts | null {
    this.startRow();
    if (!this.readPlainColumns(cells)) return null;
    if (!this.fillFromRow(operation)) return null;
    if (!this.specialsPass(cells)) return null;
    return this.finish(operation, serviceId);
  }

  private startRow(): void {
    this.values.fill(undefined);
    this.onCreate = true;
    this.onModify = true;
    this.region = null;
    this.areaFromRegion = null;
    this.priceCurrency = null;
    this.overheadCurrency = null;
    this.depositCurrency = null;
  }

  /** Each plain column's value into its slot; false at the first doubt. */
  private readPlainColumns(cells: readonly CellValue[]): boolean {
    const plain = this.setup.plain;
    for (let j = 0; j < plain.length; j++) {
      const p = plain[j];
      if (p === undefined) return false;
      const cell = cells[p.value.index];
      if (cell === null || cell === undefined) continue;
      if (p.place === PLACE_REGION) {
        if (!this.readRegion(p, cell)) return false;
        continue;
      }
      if (p.place === PLACE_AREA) {
        if (!this.readArea(p, cell)) return false;
        continue;
      }
      const answer = p.value.answer(cell);
      if (answer.outcome === EMPTY) continue;
      if (answer.outcome === UNSURE) return false;
      const slot = this.slots[p.value.slot];
      if (slot === undefined) return false;
      this.values[p.value.slot] = answer.value;
      if (!slot.onCreate) this.onCreate = false;
      if (!slot.onModify) this.onModify = false;
      if (answer.currency !== null) {
        if (p.currencyOf === 1) this.priceCurrency = answer.currency;
        else if (p.currencyOf === 2) this.overheadCurrency = answer.currency;
        else if (p.currencyOf === 3) this.depositCurrency = answer.currency;
      }
    }
    return true;
  }

  private readRegion(p: PlainColumn, cell: CellValue): boolean {
    const r = this.setup.places.regionOf(cell);
    if (r.kind === 'problem') return false;
    if (r.kind === 'none') return true;
    if (!this.put(p.value.slot, r.id)) return false;
    this.region = r.region;
    this.areaFromRegion = r.area;
    return true;
  }

  private readArea(p: PlainColumn, cell: CellValue): boolean {
    if (isEmptyCell(cell)) return true;
    const regions = this.setup.regions;
    const regionId = this.valueAt(this.keySlots.regionId);
    const r = this.region ?? (regions && typeof regionId === 'number' ? (regions.byId.get(regionId) ?? null) : null);
    const a = this.setup.places.areaOf(cell, r);
    if (a.kind === 'problem') return false;
    if (a.kind === 'none') return true;
    if (this.areaFromRegion !== null && this.areaFromRegion.id !== a.id) return false;
    return this.put(p.value.slot, a.id);
  }

  /** What the full path fills from the row's own values: type, district, currencies, settlement by postal code. */
  private fillFromRow(operation: Operation): boolean {
    const { defaultType, officeDefaults, plan, regions } = this.setup;
    const key = this.keySlots;
    if (defaultType !== null && this.valueAt(key.type) === undefined && !this.put(key.type, defaultType)) return false;
    const fromRegion = this.areaFromRegion;
    if (fromRegion !== null && this.valueAt(key.areaId) === undefined && !this.put(key.areaId, fromRegion.id))
      return false;
    if (!this.fillCurrency(key.priceCurrency, this.priceCurrency)) return false;
    if (!this.fillCurrency(key.overheadCurrency, this.overheadCurrency)) return false;
    if (!this.fillCurrency(key.depositType, this.depositCurrency)) return false;
    this.hasPrice = this.anyIn(this.setup.table.priceSlots);
    if (officeDefaults && plan.role === 'properties' && this.hasPrice && this.officeDefaultApplies()) return false;
    // A new listing with a postal code but no settlement gets the settlement of that code, when it is unique.
    if (operation === 'create' && regions && plan.role === 'properties' && this.anyIn(this.setup.table.locationSlots)) {
      const zip = this.valueAt(key.zipCode);
      if (this.valueAt(key.regionId) === undefined && typeof zip === 'string') {
        const rs = regions.regionsByZip(zip);
        if (rs.length === 1 && rs[0] && !this.put(key.regionId, rs[0].id)) return false;
      }
    }
    return true;
  }

  /** The row's office, reference and required fields, and the rules between fields: the facts, or null. */
  private finish(operation: Operation, serviceId: number | null): QuickFacts | null {
    const { offices, table, resource } = this.setup;
    const key = this.keySlots;
    const facts = this.facts;
    const fromColumn = this.valueAt(key.officeId);
    const officeId = typeof fromColumn === 'number' ? fromColumn : this.setup.officeId;
    if (offices && officeId !== null && offices.get(officeId)?.status !== 'active') return null;
    const transferId = this.valueAt(key.transferId);
    facts.transferId = typeof transferId === 'string' ? transferId : null;
    if (operation === 'modify' && serviceId === null && facts.transferId === null) return null;

    // What certainlyValid asks of the body: every field allowed and present where required, and the rules quiet.
    const requiredSlots = operation === 'create' ? table.requiredOnCreate : table.requiredOnModify;
    if (requiredSlots === null || !(operation === 'create' ? this.onCreate : this.onModify)) return null;
    for (const i of requiredSlots) if (this.values[i] === undefined) return null;
    if (resource === 'property' && !crossFieldRulesQuiet(this.crossValues(this.hasPrice), operation)) return null;

    facts.officeId = officeId;
    const ext = this.valueAt(key.externalId);
    facts.externalId = typeof ext === 'string' ? ext : null;
    const seller = this.valueAt(key.sellerTransferId);
    facts.sellerTransferId = typeof seller === 'string' ? seller : null;
    if (this.listing !== null) this.listingValues(this.listing);
    return facts;
  }

  /** Puts a value the row gets from elsewhere than its own cell (a default, a fill); false when it is not sure. */
  private put(slot: number, value: unknown): boolean {
    const s = this.slots[slot];
    if (s === undefined || s.check === null || !valueOk(s.check, value)) return false;
    this.values[slot] = value;
    if (!s.onCreate) this.onCreate = false;
    if (!s.onModify) this.onModify = false;
    return true;
  }

  private anyIn(list: readonly number[]): boolean {
    for (const i of list) if (this.values[i] !== undefined) return true;
    return false;
  }

  private valueAt(slot: number): unknown {
    return slot < 0 ? undefined : this.values[slot];
  }

  /** The plain values the listing facts read (the special ones are put by `specialsPass`). */
  private listingValues(v: ListingFields): void {
    const key = this.keySlots;
    v.transferId = this.valueAt(key.transferId);
    v.type = this.valueAt(key.type);
    v.action = this.valueAt(key.action);
    v.regionId = this.valueAt(key.regionId);
    v.address = this.valueAt(key.address);
    v.price = this.valueAt(key.price);
    v.priceCurrency = this.valueAt(key.priceCurrency);
    v.pricePeriod = this.valueAt(key.pricePeriod);
    v.overhead = this.valueAt(key.overhead);
    v.overheadCurrency = this.valueAt(key.overheadCurrency);
  }

  /** A currency written in an amount fills an empty currency field; a different one is a problem. */
  private fillCurrency(slot: number, currency: CurrencyCode | null): boolean {
    if (currency === null) return true;
    const given = this.valueAt(slot);
    if (given === undefined) return this.put(slot, currency);
    return given === currency;
  }

  /** Whether the office defaults (office-defaults.ts, applyOfficeDefaults) would fill a field of this row. */
  private officeDefaultApplies(): boolean {
    const key = this.keySlots;
    const currency = this.valueAt(key.priceCurrency);
    const money = currency === 'huf' || currency === 'eur';
    if (money && this.valueAt(key.overhead) !== undefined && this.valueAt(key.overheadCurrency) === undefined)
      return true;
    const deposit = this.valueAt(key.deposit);
    if (money && typeof deposit === 'number' && deposit >= 1000 && this.valueAt(key.depositType) === undefined)
      return true;
    return this.valueAt(key.action) === 'rent' && this.valueAt(key.pricePeriod) === undefined;
  }

  /** The special columns: each value a field of the row's type that passes its check, the required ones given. */
  private specialsPass(cells: readonly CellValue[]): boolean {
    const { specialIndexes, typed, specialRequiredSlots } = this.setup.specials;
    const listing = this.listing;
    const ti = TYPE_INDEX.get(this.valueAt(this.keySlots.type)) ?? -1;
    const stamp = ++this.stamp;
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
      this.given[t.slot] = stamp;
      any = true;
      const fact = this.specialFact[j];
      if (listing !== null && fact !== null && fact !== undefined) listing[fact] = answer.value;
    }
    if (!any) return true;
    const need = specialRequiredSlots[ti];
    if (need === null || need === undefined) return false;
    for (const s of need) if (this.given[s] !== stamp) return false;
    return true;
  }

  private crossValues(hasPrice: boolean): CrossFieldValues {
    const v = this.cross;
    const key = this.keySlots;
    v.sellerId = this.valueAt(key.sellerId);
    v.sellerTransferId = this.valueAt(key.sellerTransferId);
    v.action = this.valueAt(key.action);
    v.hasPrice = hasPrice;
    v.pricePeriod = this.valueAt(key.pricePeriod);
    v.overhead = this.valueAt(key.overhead);
    v.overheadCurrency = this.valueAt(key.overheadCurrency);
    v.deposit = this.valueAt(key.deposit);
    v.depositType = this.valueAt(key.depositType);
    v.mapVisibility = this.valueAt(key.mapVisibility);
    v.mapRadius = this.valueAt(key.mapRadius);
    v.areaId = this.valueAt(key.areaId);
    v.regionId = this.valueAt(key.regionId);
    return v;
  }
}

// The quick path's tables, compiled once per sheet: a slot per field of the resource (what the schemas ask of it, the
// slots of the fields the rules read), and per special column and property type its compiled field.
import type { Operation, Resource, SheetRole } from '../../catalog';
import { PROPERTY_TYPES, fieldsForRole } from '../../catalog';
import type { Check } from './certainly-valid';
import { fieldCheck, requiredKeys, specialCheck, specialRequired } from './certainly-valid';
import type { TypedSpecial } from './compiled-sheet';
import type { TypedColumn } from './quick-row-answers';
import { ValueColumn } from './quick-row-answers';
import type { SheetPlan } from './sheet-plan';

/** The slots of the fields the quick path reads by name (-1: the resource has no such field). */
export type KeySlots = Readonly<
  Record<
    | 'type'
    | 'action'
    | 'officeId'
    | 'externalId'
    | 'transferId'
    | 'sellerId'
    | 'sellerTransferId'
    | 'regionId'
    | 'address'
    | 'price'
    | 'areaId'
    | 'zipCode'
    | 'priceCurrency'
    | 'pricePeriod'
    | 'overhead'
    | 'overheadCurrency'
    | 'deposit'
    | 'depositType'
    | 'mapVisibility'
    | 'mapRadius',
    number
  >
>;

export interface SlotTable {
  readonly slots: readonly Slot[];
  readonly keySlots: KeySlots;
  /** The slots of the fields required on create and on modify; null when one is not a slot (never passes). */
  readonly requiredOnCreate: readonly number[] | null;
  readonly requiredOnModify: readonly number[] | null;
  readonly priceSlots: readonly number[];
  readonly locationSlots: readonly number[];
}

export interface CompiledSpecials {
  readonly specialIndexes: readonly number[];
  readonly typed: readonly (readonly (TypedColumn | null)[])[];
  readonly specialRequiredSlots: readonly (readonly number[] | null)[];
}

/** A field's place in the row's value array, and what the schemas ask of it. */
export interface Slot {
  readonly key: string;
  readonly check: Check | null;
  readonly onCreate: boolean;
  readonly onModify: boolean;
}

export function keyIndex(slots: readonly Slot[], key: string): number {
  return slots.findIndex((s) => s.key === key);
}

export function resourceOfRole(role: SheetRole): Resource | null {
  return role === 'properties' ? 'property' : role === 'sellers' ? 'seller' : null;
}

/** The slot table of a sheet's resource: one slot per field of its blocks (special and owner fields aside). */
export function compileSlots(resource: Resource, role: SheetRole): SlotTable {
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

  const keySlots = {
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

  return { slots, keySlots, requiredOnCreate, requiredOnModify, priceSlots, locationSlots };
}

/** The special columns: per column and property type, its compiled field; per type, its required fields' slots. */
export function compileSpecials(
  plan: SheetPlan,
  specialOf: readonly (readonly (TypedSpecial | null)[])[],
): CompiledSpecials {
  const specialIndexes = plan.special.map((pc) => pc.index);
  const typed: (TypedColumn | null)[][] = plan.special.map((pc, j) =>
    PROPERTY_TYPES.map((t, ti) => {
      const s = specialOf[j]?.[ti];
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

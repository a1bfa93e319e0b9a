// A quick yes for bodies that certainly pass the catalog's schemas, so most rows skip zod (docs/performance.md: ≥
// 200,000 rows/s).
//
// It is derived from the same field tables as the schemas and is deliberately conservative: whenever it is not
// sure (a cross-field rule in play, a datetime, anything unusual) it answers "not sure" and the caller runs
// `validateBody`, which also gives the precise issues. A test compares it with `validateBody` on many bodies.
import type { FieldDef, Operation, Resource } from '../../catalog';
import {
  IMAGE_FIELDS,
  PROPERTY_FIELDS,
  PROPERTY_TYPES,
  SELLER_FIELDS,
  SPECIAL_BLOCKS,
  EMAIL,
  assertNever,
  fitsDecimal,
  isHttpUrl,
} from '../../catalog';

const STRING = 0;
const UINT = 1;
const DECIMAL = 2;
const DOUBLE = 3;
const BOOL = 4;
const ENUM = 5;
const NEVER = 6;
const NO_FORMAT = 0;
const EMAIL_FORMAT = 1;
const URL_FORMAT = 2;

/**
 * What a value of one field must be, as data of one shape for every field: one check function then serves all
 * fields and stays fast, where a closure per field made every call site megamorphic (a third of the row time).
 */
export interface Check {
  readonly kind: number;
  readonly nullable: boolean;
  /** String: lengths; numbers: the range (decimal has no maximum). */
  readonly min: number;
  readonly max: number;
  readonly format: number;
  readonly precision: number;
  readonly scale: number;
  /** Enum codes as keys of a prototype-less object: a lookup there measured several times faster than Set.has. */
  readonly allowed: Readonly<Record<string, true>> | null;
}

function codeTable(values: readonly string[]): Readonly<Record<string, true>> {
  const table = Object.create(null) as Record<string, true>;
  for (const v of values) table[v] = true;
  return table;
}

/**
 * One check, always made by this one object literal with its keys in this order: every check then has the same shape,
 * so `valueOk` reads its fields with one inline cache each. Checks made by spreading a shared base had a shape of
 * their own each (177 checks, 149 shapes), and every read of a check went through V8's megamorphic load
 * (docs/performance.md, "(tenth round, the listings' reading and preparing)").
 */
function check(
  kind: number,
  nullable: boolean,
  range: { readonly min: number; readonly max: number },
  format: number,
  digits: { readonly precision: number; readonly scale: number },
  allowed: Readonly<Record<string, true>> | null,
): Check {
  const { min, max } = range;
  const { precision, scale } = digits;
  return { kind, nullable, min, max, format, precision, scale, allowed };
}

const ANY_RANGE = { min: 0, max: Infinity } as const;
const NO_DIGITS = { precision: 0, scale: 0 } as const;

function checkOf(def: FieldDef): Check {
  const fieldType = def.type;
  const nullable = def.nullable;
  switch (fieldType.kind) {
    case 'string': {
      const format = fieldType.format === 'email' ? EMAIL_FORMAT : fieldType.format === 'url' ? URL_FORMAT : NO_FORMAT;
      const lengths = { min: fieldType.minLength, max: fieldType.maxLength ?? Infinity };
      return check(STRING, nullable, lengths, format, NO_DIGITS, null);
    }
    case 'uint':
      return check(UINT, nullable, { min: fieldType.min, max: fieldType.max }, NO_FORMAT, NO_DIGITS, null);
    case 'decimal': {
      const digits = { precision: fieldType.precision, scale: fieldType.scale };
      return check(DECIMAL, nullable, { min: fieldType.min, max: Infinity }, NO_FORMAT, digits, null);
    }
    case 'double':
      return check(DOUBLE, nullable, { min: fieldType.min, max: fieldType.max }, NO_FORMAT, NO_DIGITS, null);
    case 'bool':
      return check(BOOL, nullable, ANY_RANGE, NO_FORMAT, NO_DIGITS, null);
    case 'enum':
      return check(ENUM, nullable, ANY_RANGE, NO_FORMAT, NO_DIGITS, codeTable(fieldType.values));
    case 'datetime':
      return check(NEVER, nullable, ANY_RANGE, NO_FORMAT, NO_DIGITS, null);
    default:
      return assertNever(fieldType, 'field type');
  }
}

export function valueOk(c: Check, v: unknown): boolean {
  if (v === null) return c.nullable;
  switch (c.kind) {
    case STRING:
      if (typeof v !== 'string' || v.length < c.min || v.length > c.max) return false;
      return c.format === NO_FORMAT || (c.format === EMAIL_FORMAT ? EMAIL.test(v) : isHttpUrl(v));
    case UINT:
      return typeof v === 'number' && Number.isSafeInteger(v) && v >= c.min && v <= c.max;
    case DECIMAL:
      return typeof v === 'number' && Number.isFinite(v) && v >= c.min && fitsDecimal(v, c.precision, c.scale);
    case DOUBLE:
      return typeof v === 'number' && Number.isFinite(v) && v >= c.min && v <= c.max;
    case BOOL:
      return typeof v === 'boolean';
    case ENUM:
      return typeof v === 'string' && c.allowed !== null && c.allowed[v] === true;
    default:
      return false;
  }
}

interface BlockPlan {
  /** By field name, in a prototype-less object (see `allowed`). */
  readonly fields: Readonly<Record<string, Check | undefined>>;
  readonly required: readonly string[];
}

interface BodyPlan {
  readonly blocks: ReadonlyMap<string, BlockPlan>;
  /** The blocks with a required field, which must therefore be present. */
  readonly requiredBlocks: readonly string[];
}

function planOf(fields: readonly FieldDef[], op: Operation): BodyPlan {
  const blocks = new Map<string, { fields: Record<string, Check | undefined>; required: string[] }>();
  for (const f of fields) {
    if (f.onlyOn && f.onlyOn !== op) continue;
    let b = blocks.get(f.block);
    if (!b)
      blocks.set(f.block, (b = { fields: Object.create(null) as Record<string, Check | undefined>, required: [] }));
    b.fields[f.name] = checkOf(f);
    if (f.required[op]) b.required.push(f.name);
  }
  return { blocks, requiredBlocks: [...blocks].filter(([, b]) => b.required.length > 0).map(([name]) => name) };
}

function blockOk(plan: BlockPlan, block: unknown): boolean {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return false;
  const b = block as Record<string, unknown>;
  for (const name of plan.required) if (b[name] === undefined) return false;
  for (const name in b) {
    const check = plan.fields[name];
    if (!check) return false;
    const v = b[name];
    if (v !== undefined && !valueOk(check, v)) return false;
  }
  return true;
}

function bodyOk(plan: BodyPlan, body: Record<string, unknown>, skip: string | null): boolean {
  for (const name of plan.requiredBlocks) if (body[name] === undefined) return false;
  for (const name in body) {
    if (name === skip) continue;
    const p = plan.blocks.get(name);
    if (!p) return false;
    const block = body[name];
    if (block !== undefined && !blockOk(p, block)) return false;
  }
  return true;
}

const SPECIAL_PLANS: ReadonlyMap<string, BlockPlan> = new Map(
  PROPERTY_TYPES.map((t) => [
    t,
    planOf(SPECIAL_BLOCKS[t], 'modify').blocks.get('special') ?? {
      fields: Object.create(null) as Record<string, Check | undefined>,
      required: [],
    },
  ]),
);

const PLANS = {
  property: { create: planOf(PROPERTY_FIELDS, 'create'), modify: planOf(PROPERTY_FIELDS, 'modify') },
  seller: { create: planOf(SELLER_FIELDS, 'create'), modify: planOf(SELLER_FIELDS, 'modify') },
  images: { create: planOf(IMAGE_FIELDS, 'create'), modify: planOf(IMAGE_FIELDS, 'modify') },
} as const;

type Rec = Record<string, unknown> | undefined;

/** The values the property schema's cross-field rules look at; undefined where the body has none. */
export interface CrossFieldValues {
  sellerId: unknown;
  sellerTransferId: unknown;
  action: unknown;
  /** Whether the body has a price block at all. */
  hasPrice: boolean;
  pricePeriod: unknown;
  overhead: unknown;
  overheadCurrency: unknown;
  deposit: unknown;
  depositType: unknown;
  mapVisibility: unknown;
  mapRadius: unknown;
  areaId: unknown;
  regionId: unknown;
}

/** An empty set of cross-field values, to be filled in and reused. */
export function crossFieldValues(): CrossFieldValues {
  return {
    sellerId: undefined,
    sellerTransferId: undefined,
    action: undefined,
    hasPrice: false,
    pricePeriod: undefined,
    overhead: undefined,
    overheadCurrency: undefined,
    deposit: undefined,
    depositType: undefined,
    mapVisibility: undefined,
    mapRadius: undefined,
    areaId: undefined,
    regionId: undefined,
  };
}

/**
 * True only when no cross-field rule of the property schema can apply (the special block aside). One place for
 * these rules, whether the values come from a body or straight from a row's converted cells (quick-row.ts).
 */
export function crossFieldRulesQuiet(v: CrossFieldValues, op: Operation): boolean {
  if (v.sellerId !== undefined && v.sellerTransferId !== undefined) return false;
  if (v.pricePeriod !== undefined && v.action !== 'rent') return false;
  if (op === 'create') {
    if (v.overhead !== undefined && v.overhead !== null && v.overheadCurrency === undefined) return false;
    if (v.deposit !== undefined && v.deposit !== null && v.depositType === undefined) return false;
    if (v.hasPrice && v.action === 'rent' && v.pricePeriod === undefined) return false;
    if (v.mapVisibility === 'area' && v.mapRadius === undefined) return false;
    if (v.areaId !== undefined && v.regionId === undefined) return false;
  }
  return true;
}

const bodyValues = crossFieldValues();

/** True only when no cross-field rule of the property schema can apply. */
function propertyRulesQuiet(body: Record<string, unknown>, op: Operation): boolean {
  const seller = body.seller as Rec;
  const price = body.price as Rec;
  const map = body.map as Rec;
  const location = body.location as Rec;
  const values = bodyValues;
  values.sellerId = seller?.id;
  values.sellerTransferId = seller?.transfer_id;
  values.action = (body.property as Rec)?.action;
  values.hasPrice = Boolean(price);
  values.pricePeriod = price?.price_period;
  values.overhead = price?.overhead;
  values.overheadCurrency = price?.overhead_currency;
  values.deposit = price?.deposit;
  values.depositType = price?.deposit_type;
  values.mapVisibility = map?.visibility;
  values.mapRadius = map?.radius;
  values.areaId = location?.area_id;
  values.regionId = location?.region_id;
  if (!crossFieldRulesQuiet(values, op)) return false;
  const special = body.special;
  if (special === undefined) return true;
  if (typeof special !== 'object' || special === null) return false;
  let only: string | null = null;
  for (const k in special as Record<string, unknown>) {
    if (!SPECIAL_PLANS.has(k)) return false;
    if ((special as Record<string, unknown>)[k] === undefined) continue;
    if (only !== null) return false;
    only = k;
  }
  if (only === null) return false;
  const type = (body.property as Rec)?.type;
  if (typeof type === 'string' && type !== only) return false;
  const plan = SPECIAL_PLANS.get(only);
  return plan !== undefined && blockOk(plan, (special as Record<string, unknown>)[only]);
}

/**
 * Whether `validateBody(resource, op, body)` would certainly accept the body; false means "ask validateBody".
 * For `images` the body is one image item, as prepared rows hold it.
 */
export function certainlyValid(resource: Resource, op: Operation, body: Readonly<Record<string, unknown>>): boolean {
  const b = body as Record<string, unknown>;
  switch (resource) {
    case 'property':
      return bodyOk(PLANS.property[op], b, 'special') && propertyRulesQuiet(b, op);
    case 'seller':
      return bodyOk(PLANS.seller[op], b, null);
    case 'images':
      return bodyOk(PLANS.images[op], b, null);
    default:
      return assertNever(resource, 'resource');
  }
}

/** The check of one field of a resource's body for one operation; undefined when the body may not hold it. */
export function fieldCheck(resource: Resource, op: Operation, block: string, name: string): Check | undefined {
  return PLANS[resource][op].blocks.get(block)?.fields[name];
}

/** The keys (`block.name`) a body of the resource must hold for one operation. */
export function requiredKeys(resource: Resource, op: Operation): readonly string[] {
  const plan = PLANS[resource][op];
  return plan.requiredBlocks.flatMap((b) => (plan.blocks.get(b)?.required ?? []).map((name) => `${b}.${name}`));
}

/** The check of a field of a type's special block; undefined when that block may not hold it. */
export function specialCheck(type: string, name: string): Check | undefined {
  return SPECIAL_PLANS.get(type)?.fields[name];
}

/** The fields a type's special block must hold when it is given. */
export function specialRequired(type: string): readonly string[] {
  return SPECIAL_PLANS.get(type)?.required ?? [];
}

// A quick yes for bodies that certainly pass the catalog's schemas, so most rows skip zod (issue 6: ≥ 200,000 rows/s).
//
// It is derived from the same field tables as the schemas and is deliberately conservative: whenever it is not
// sure (a cross-field rule in play, a datetime, anything unusual) it answers "not sure" and the caller runs
// `validateBody`, which also gives the precise issues. A test compares it with `validateBody` on many bodies.
import type { FieldDef, Operation, Resource } from '../../catalog';
import { IMAGE_FIELDS, PROPERTY_FIELDS, PROPERTY_TYPES, SELLER_FIELDS, SPECIAL_BLOCKS, assertNever, fitsDecimal } from '../../catalog';

type Check = (v: unknown) => boolean;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function valueCheck(def: FieldDef): Check {
  const t = def.type;
  let check: Check;
  switch (t.kind) {
    case 'string': {
      const { minLength: min, maxLength: max } = t;
      const len = (v: unknown): v is string => typeof v === 'string' && v.length >= min && (max === null || v.length <= max);
      check = t.format === 'email' ? (v) => len(v) && EMAIL.test(v) : t.format === 'url' ? (v) => len(v) && isHttpUrl(v) : len;
      break;
    }
    case 'uint': check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= t.min && v <= t.max; break;
    case 'decimal': check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= t.min && fitsDecimal(v, t.precision, t.scale); break;
    case 'double': check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= t.min && v <= t.max; break;
    case 'bool': check = (v) => typeof v === 'boolean'; break;
    case 'enum': {
      const allowed = new Set<unknown>(t.values);
      check = (v) => allowed.has(v);
      break;
    }
    case 'datetime': check = () => false; break;
    default: return assertNever(t, 'field type');
  }
  return def.nullable ? (v) => v === null || check(v) : check;
}

interface BlockPlan {
  readonly fields: ReadonlyMap<string, Check>;
  readonly required: readonly string[];
}

interface BodyPlan {
  readonly blocks: ReadonlyMap<string, BlockPlan>;
  /** The blocks with a required field, which must therefore be present. */
  readonly requiredBlocks: readonly string[];
}

function planOf(fields: readonly FieldDef[], op: Operation): BodyPlan {
  const blocks = new Map<string, { fields: Map<string, Check>; required: string[] }>();
  for (const f of fields) {
    if (f.onlyOn && f.onlyOn !== op) continue;
    let b = blocks.get(f.block);
    if (!b) blocks.set(f.block, (b = { fields: new Map(), required: [] }));
    b.fields.set(f.name, valueCheck(f));
    if (f.required[op]) b.required.push(f.name);
  }
  return { blocks, requiredBlocks: [...blocks].filter(([, b]) => b.required.length > 0).map(([name]) => name) };
}

function blockOk(plan: BlockPlan, block: unknown): boolean {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return false;
  const b = block as Record<string, unknown>;
  for (const name of plan.required) if (b[name] === undefined) return false;
  for (const name in b) {
    const check = plan.fields.get(name);
    if (!check) return false;
    const v = b[name];
    if (v !== undefined && !check(v)) return false;
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

const SPECIAL_PLANS: ReadonlyMap<string, BlockPlan> = new Map(PROPERTY_TYPES.map((t) => [t, planOf(SPECIAL_BLOCKS[t], 'modify').blocks.get('special') ?? { fields: new Map(), required: [] }]));

const PLANS = {
  property: { create: planOf(PROPERTY_FIELDS, 'create'), modify: planOf(PROPERTY_FIELDS, 'modify') },
  seller: { create: planOf(SELLER_FIELDS, 'create'), modify: planOf(SELLER_FIELDS, 'modify') },
  images: { create: planOf(IMAGE_FIELDS, 'create'), modify: planOf(IMAGE_FIELDS, 'modify') },
} as const;

type Rec = Record<string, unknown> | undefined;

/** True only when no cross-field rule of the property schema can apply. */
function propertyRulesQuiet(body: Record<string, unknown>, op: Operation): boolean {
  const seller = body.seller as Rec;
  if (seller && seller.id !== undefined && seller.transfer_id !== undefined) return false;
  const price = body.price as Rec;
  const action = (body.property as Rec)?.action;
  if (price?.price_period !== undefined && action !== 'rent') return false;
  if (op === 'create') {
    if (price) {
      if (price.overhead !== undefined && price.overhead !== null && price.overhead_currency === undefined) return false;
      if (price.deposit !== undefined && price.deposit !== null && price.deposit_type === undefined) return false;
      if (action === 'rent' && price.price_period === undefined) return false;
    }
    const map = body.map as Rec;
    if (map?.visibility === 'area' && map.radius === undefined) return false;
    const location = body.location as Rec;
    if (location?.area_id !== undefined && location.region_id === undefined) return false;
  }
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
    case 'property': return bodyOk(PLANS.property[op], b, 'special') && propertyRulesQuiet(b, op);
    case 'seller': return bodyOk(PLANS.seller[op], b, null);
    case 'images': return bodyOk(PLANS.images[op], b, null);
    default: return assertNever(resource, 'resource');
  }
}

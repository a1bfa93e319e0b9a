// Zod schemas for every request body, derived from the field tables; nothing here restates a limit.
import { z } from 'zod';
import type { FieldDef, Operation } from './field-types';
import { assertNever } from './field-types';
import { PROPERTY_FIELDS } from './property-fields';
import { SELLER_FIELDS } from './seller-fields';
import { IMAGE_FIELDS } from './image-fields';
import { SPECIAL_BLOCKS } from './special-blocks';
import { PROPERTY_TYPES } from './value-sets';
import type { PropertyType } from './value-sets';

/** The e-mail shape every e-mail field must have. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Image and video links must be absolute http(s) addresses. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether `value` fits `decimal(precision, scale)`. */
export function fitsDecimal(value: number, precision: number, scale: number): boolean {
  if (!Number.isFinite(value)) return false;
  const factor = 10 ** scale;
  const scaled = Math.abs(value) * factor;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6 * Math.max(1, scaled / 1e9)) return false;
  return Math.trunc(Math.abs(value)).toString().length <= precision - scale;
}

/** The schema of one field's value, before optionality. */
export function valueSchema(def: FieldDef): z.ZodType {
  const t = def.type;
  let schema: z.ZodType;
  switch (t.kind) {
    case 'string': {
      let s = z.string();
      if (t.minLength > 0) s = s.min(t.minLength);
      if (t.maxLength !== null) s = s.max(t.maxLength);
      switch (t.format) {
        case 'email':
          schema = s.refine((v) => EMAIL.test(v), { params: { rule: 'email' } });
          break;
        case 'url':
          schema = s.refine(isHttpUrl, { params: { rule: 'url' } });
          break;
        case undefined:
          schema = s;
          break;
        default:
          return assertNever(t.format, 'string format');
      }
      break;
    }
    case 'uint':
      schema = z.number().int().min(t.min).max(t.max);
      break;
    case 'decimal':
      schema = z
        .number()
        .min(t.min)
        .refine((v) => fitsDecimal(v, t.precision, t.scale), {
          params: { rule: 'decimal', precision: t.precision, scale: t.scale },
        });
      break;
    case 'double':
      schema = z.number().min(t.min).max(t.max);
      break;
    case 'bool':
      schema = z.boolean();
      break;
    case 'enum':
      schema = z.enum(t.values as [string, ...string[]]);
      break;
    case 'datetime':
      schema = z.iso.datetime({ offset: true, local: true });
      break;
    default:
      return assertNever(t, 'field type');
  }
  return def.nullable ? schema.nullable() : schema;
}

function fieldSchema(def: FieldDef, op: Operation): z.ZodType {
  const value = valueSchema(def);
  return def.required[op] ? value : value.optional();
}

/** `{ block: { name: schema } }` for the fields an operation accepts. */
function blocksOf(fields: readonly FieldDef[], op: Operation): Map<string, FieldDef[]> {
  const blocks = new Map<string, FieldDef[]>();
  for (const f of fields) {
    if (f.onlyOn && f.onlyOn !== op) continue;
    const list = blocks.get(f.block) ?? [];
    list.push(f);
    blocks.set(f.block, list);
  }
  return blocks;
}

function blockSchema(fields: readonly FieldDef[], op: Operation): z.ZodType {
  const shape = Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, op)]));
  const block = z.strictObject(shape);
  return fields.some((f) => f.required[op]) ? block : block.optional();
}

function bodyShape(fields: readonly FieldDef[], op: Operation): Record<string, z.ZodType> {
  return Object.fromEntries([...blocksOf(fields, op)].map(([name, list]) => [name, blockSchema(list, op)]));
}

/** The special block of one property type. */
export function specialBlockSchema(type: PropertyType): z.ZodType {
  return z.strictObject(Object.fromEntries(SPECIAL_BLOCKS[type].map((f) => [f.name, fieldSchema(f, 'modify')])));
}

/** A value built on first use and kept: zod schemas take long to build, and most commands never need them. */
function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const specialSchema = lazy(() =>
  z.strictObject(Object.fromEntries(PROPERTY_TYPES.map((t) => [t, specialBlockSchema(t).optional()]))).optional(),
);

type Body = Record<string, Record<string, unknown> | undefined>;

/** Rules that tie fields of one body together. */
function propertyCrossRules(op: Operation) {
  return (body: Body, ctx: z.RefinementCtx): void => {
    const seller = body.seller;
    if (seller && seller.id !== undefined && seller.transfer_id !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['seller', 'transfer_id'],
        input: seller.transfer_id,
        params: { rule: 'exclusive', other: 'seller.id' },
      });
    }
    const type = body.property?.type;
    const special = body.special;
    if (special) {
      const keys = Object.keys(special).filter((k) => special[k] !== undefined);
      if (keys.length !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['special'],
          input: special,
          params: { rule: 'special_count', count: keys.length },
        });
      } else if (typeof type === 'string' && keys[0] !== type) {
        ctx.addIssue({
          code: 'custom',
          path: ['special', keys[0] ?? ''],
          input: special[keys[0] ?? ''],
          params: { rule: 'special_type', type },
        });
      }
    }
    const price = body.price;
    if (price && op === 'create') {
      requireWith(ctx, price, 'price', 'overhead', 'overhead_currency');
      requireWith(ctx, price, 'price', 'deposit', 'deposit_type');
      if (body.property?.action === 'rent' && price.price_period === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['price', 'price_period'],
          input: undefined,
          params: { rule: 'requires_when', other: 'property.action', value: 'rent' },
        });
      }
    }
    if (price?.price_period !== undefined && body.property?.action === 'sale') {
      ctx.addIssue({
        code: 'custom',
        path: ['price', 'price_period'],
        input: price.price_period,
        params: { rule: 'only_when', other: 'property.action', value: 'rent' },
      });
    }
    const map = body.map;
    if (op === 'create' && map?.visibility === 'area' && map.radius === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['map', 'radius'],
        input: undefined,
        params: { rule: 'requires_when', other: 'map.visibility', value: 'area' },
      });
    }
    const location = body.location;
    if (op === 'create' && location?.area_id !== undefined && location.region_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['location', 'region_id'],
        input: undefined,
        params: { rule: 'requires', other: 'location.area_id' },
      });
    }
  };
}

function requireWith(
  ctx: z.RefinementCtx,
  block: Record<string, unknown>,
  blockName: string,
  given: string,
  needed: string,
): void {
  if (block[given] !== undefined && block[given] !== null && block[needed] === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [blockName, needed],
      input: undefined,
      params: { rule: 'requires', other: `${blockName}.${given}` },
    });
  }
}

function propertyBody(op: Operation) {
  return z
    .strictObject({ ...bodyShape(PROPERTY_FIELDS, op), special: specialSchema() })
    .superRefine((body, ctx) => propertyCrossRules(op)(body as Body, ctx));
}

function sellerBody(op: Operation) {
  return z.strictObject(bodyShape(SELLER_FIELDS, op));
}

function imagesBody(op: Operation) {
  const item = z.strictObject(bodyShape(IMAGE_FIELDS, op));
  return z.strictObject({ images: z.array(item).min(1).max(100) });
}

/** The create and modify schemas of one resource, each built when first read. */
function bothOperations<S extends z.ZodType>(build: (op: Operation) => S): { readonly create: S; readonly modify: S } {
  const create = lazy(() => build('create'));
  const modify = lazy(() => build('modify'));
  return {
    get create() {
      return create();
    },
    get modify() {
      return modify();
    },
  };
}

/** Every write body's schema, built on first use (building them all took 0.1–0.3 s of every command's start). */
export const SCHEMAS = {
  property: bothOperations(propertyBody),
  seller: bothOperations(sellerBody),
  images: bothOperations(imagesBody),
} as const;

export type Resource = keyof typeof SCHEMAS;

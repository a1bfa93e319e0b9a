// Fills a properties row's empty type from its sheet's default, keeping the body in catalog order.
import type { PropertyType } from '../../catalog';
import { fieldsForRole } from '../../catalog';

type Block = Record<string, unknown>;
type Body = Record<string, Block>;

const PROPERTY_FIELDS = fieldsForRole('properties');
/** Blocks and the `property` block's fields in catalog order: bodies are fingerprinted without sorting keys. */
const BLOCK_ORDER: readonly string[] = [...new Set(PROPERTY_FIELDS.map((f) => f.block))];
const PROPERTY_ORDER: readonly string[] = PROPERTY_FIELDS.filter((f) => f.block === 'property').map((f) => f.name);

function ordered<T>(source: Readonly<Record<string, T>>, order: readonly string[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of order) if (Object.hasOwn(source, k)) out[k] = source[k] as T;
  for (const k of Object.keys(source)) if (!Object.hasOwn(out, k)) out[k] = source[k] as T;
  return out;
}

/**
 * Sets `property.type` of a body that has none, in place, with blocks and fields re-placed in catalog order, so
 * the row's fingerprint is the one it would have with the type typed into a type column.
 */
export function applyDefaultType(body: Body, type: PropertyType): void {
  const property = ordered({ ...body.property, type }, PROPERTY_ORDER);
  const blocks = ordered({ ...body, property }, BLOCK_ORDER);
  for (const k of Object.keys(body)) Reflect.deleteProperty(body, k);
  Object.assign(body, blocks);
}

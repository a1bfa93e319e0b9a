// The vocabulary in which the API's field tables are written down as data.

/** A text in the two languages of the product. */
export interface Words {
  readonly en: string;
  readonly hu: string;
}

export type Lang = keyof Words;

export type FieldType =
  /** `string(a-b)` / `string(b)`; `maxLength` null where the spec gives no bound. */
  | {
      readonly kind: 'string';
      readonly minLength: number;
      readonly maxLength: number | null;
      readonly format?: 'email' | 'url';
    }
  /** `uint(n)` and `uint(n){a-b}`; `min`/`max` are derived from the digits when no range is given. */
  | { readonly kind: 'uint'; readonly digits: number; readonly min: number; readonly max: number }
  /** `decimal(p, s)`: at most p digits in all, s of them after the point. */
  | { readonly kind: 'decimal'; readonly precision: number; readonly scale: number; readonly min: number }
  /** `double{a-b}`. */
  | { readonly kind: 'double'; readonly min: number; readonly max: number }
  | { readonly kind: 'bool' }
  | { readonly kind: 'enum'; readonly set: string; readonly values: readonly string[] }
  | { readonly kind: 'datetime' };

export type FieldKind = FieldType['kind'];

/** Whether a field must, may or must not be given, per write operation. */
export interface Requiredness {
  readonly create: boolean;
  readonly modify: boolean;
}

export interface FieldDef {
  /** Canonical key: `block.name` (e.g. `price.price`); special fields are `special.<name>`. */
  readonly key: string;
  readonly block: string;
  readonly name: string;
  readonly type: FieldType;
  /** The API accepts `null` for this field (marked N or T in the spec). */
  readonly nullable: boolean;
  readonly required: Requiredness;
  /** Set where the field is accepted by one write operation only (e.g. `seller.username` on modify). */
  readonly onlyOn?: Operation;
  readonly label: Words;
  readonly help: Words;
}

export const OPTIONAL: Requiredness = { create: false, modify: false };
export const REQUIRED_ON_CREATE: Requiredness = { create: true, modify: false };

export type Operation = 'create' | 'modify';

export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}

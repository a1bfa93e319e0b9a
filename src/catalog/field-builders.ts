// Small constructors that read like the spec's type notation, so the tables below can be checked against it by eye.
import type { FieldType } from './field-types';

/** `string(a-b)`, or `string(b)` when called with one bound. */
export function str(minOrMax: number, max?: number): FieldType {
  return max === undefined
    ? { kind: 'string', minLength: 0, maxLength: minOrMax }
    : { kind: 'string', minLength: minOrMax, maxLength: max };
}

/** `string` without a stated length. */
export const text: FieldType = { kind: 'string', minLength: 0, maxLength: null };

export function email(max: number): FieldType {
  return { kind: 'string', minLength: 0, maxLength: max, format: 'email' };
}

export function url(max: number | null): FieldType {
  return { kind: 'string', minLength: 0, maxLength: max, format: 'url' };
}

/** `uint(n)` or `uint(n){a-b}`. Counts may be 0; identifiers use {@link id}. */
export function uint(digits: number, range?: readonly [number, number]): FieldType {
  const max = range ? range[1] : 10 ** digits - 1;
  return { kind: 'uint', digits, min: range ? range[0] : 0, max };
}

/** A service identifier, `uint(20)`: never 0. */
export const id: FieldType = { kind: 'uint', digits: 20, min: 1, max: Number.MAX_SAFE_INTEGER };

/** `decimal(p, s)`; amounts of money are never negative. */
export function decimal(precision: number, scale: number): FieldType {
  return { kind: 'decimal', precision, scale, min: 0 };
}

export function double(min: number, max: number): FieldType {
  return { kind: 'double', min, max };
}

export const bool: FieldType = { kind: 'bool' };
export const datetime: FieldType = { kind: 'datetime' };

export function oneOf(set: string, values: readonly string[]): FieldType {
  return { kind: 'enum', set, values };
}

// The user's own answers to "what does this value mean?", honoured before any word lookup.
import { squeezeText } from './fold-text';

/** `value` as found in cells of the column mapped to `field` means `code` (an enum code, `true`/`false`, or an id). */
export interface ValueOverride {
  readonly field: string;
  readonly value: string;
  readonly code: string;
}

export type ValueOverrides = ReadonlyMap<string, string>;

function overrideKey(field: string, value: string): string {
  return `${field}\u0000${squeezeText(value)}`;
}

export function overrideMap(overrides: readonly ValueOverride[]): ValueOverrides {
  return new Map(overrides.map((o) => [overrideKey(o.field, o.value), o.code]));
}

export function findOverride(map: ValueOverrides, field: string, value: string): string | undefined {
  return map.size === 0 ? undefined : map.get(overrideKey(field, value));
}

// What all sheets of one run share: the options, one value converter, and the reference lookups built once.
import type { OfficeRef } from '../model/reference-data';
import type { ValueConverter } from '../values/convert-cell';
import { createValueConverter } from '../values/convert-cell';
import type { RegionIndex } from '../values/region-index';
import { buildRegionIndex } from '../values/region-index';
import type { PrepareOptions } from './prepare-options';

export interface PrepareContext {
  readonly options: PrepareOptions;
  readonly converter: ValueConverter;
  /** Null without reference data: names cannot be resolved and ids are not checked. */
  readonly regions: RegionIndex | null;
  /** Null when offices are unknown (no reference data, or the service listed none). */
  readonly offices: ReadonlyMap<number, OfficeRef> | null;
}

export function createPrepareContext(options: PrepareOptions = {}): PrepareContext {
  const ref = options.reference ?? null;
  return {
    options,
    converter: createValueConverter({ overrides: options.overrides ?? [] }),
    regions: ref ? buildRegionIndex(ref) : null,
    offices: ref && ref.offices.length > 0 ? new Map(ref.offices.map((o) => [o.id, o])) : null,
  };
}

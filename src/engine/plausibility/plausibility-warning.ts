// A plausibility warning: a value the API accepts but that is most likely a slip, with the likely intended value.
import type { WarningKind } from '../../catalog/warning-kinds';
import { WARNING_KINDS } from '../../catalog/warning-kinds';

/** The kinds of warning; each can be accepted for one row or for every row of its kind. */
export { WARNING_KINDS } from '../../catalog/warning-kinds';
export type { WarningKind } from '../../catalog/warning-kinds';

export function isWarningKind(value: string): value is WarningKind {
  return (WARNING_KINDS as readonly string[]).includes(value);
}

/** One field set to the likely intended value; a fix may set several (swapped areas). */
export interface FieldFix {
  readonly field: string;
  readonly value: string | number;
}

/**
 * What a row was judged against: the office's listings on the portal, the sheet's rows of the same type and
 * settlement, the sheet's rows of the type anywhere, the built-in national ranges, the portal's record of this
 * listing, or the row itself.
 */
export type WarningBasis = 'office' | 'sheet' | 'sheet-type' | 'built-in' | 'portal' | 'row';

export interface PlausibilityWarning {
  readonly kind: WarningKind;
  readonly sheet: string;
  readonly row: number;
  /** Catalog key of the field judged (`price.price`, `special.floor_area`). */
  readonly field: string;
  readonly value: unknown;
  /** The one-click fix, or empty when no single value is likely. */
  readonly fix: readonly FieldFix[];
  readonly basis: WarningBasis;
  readonly message: string;
  readonly messageHu: string;
}

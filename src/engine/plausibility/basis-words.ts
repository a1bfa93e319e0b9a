// What a warning was judged against, in both languages; a fallback to the sheet says the office had too few.
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { Baseline, Measure } from './price-baseline';
import { amountInBoth } from './amounts-in-both';
import { BASIS_MESSAGES as M } from './plausibility-messages';

/** The median's unit: per m², a month, both, or none (a sale's whole price). */
function unit(measure: Measure, rent: boolean): Words | null {
  if (measure === 'per-m2') return rent ? M.perM2Month : M.perM2;
  return rent ? M.perMonth : null;
}

/** `median 780,000 Ft/m² of the office's 12 listings of this type here`, and in Hungarian. */
export function basisWords(b: Baseline, measure: Measure, rent: boolean): Words {
  const u = unit(measure, rent);
  const amount = amountInBoth(Math.round(b.spread.median), 'huf');
  const median = u === null ? formatBoth(M.median, { amount }) : formatBoth(M.medianPer, { amount, unit: u });
  const n = b.spread.count;
  const few = b.officeCount === 0 ? formatBoth(M.officeHasNone) : formatBoth(M.officeHasFew, { count: b.officeCount });
  switch (b.basis) {
    case 'office':
      return formatBoth(M.office, { median, n });
    case 'sheet':
      return formatBoth(M.sheet, { median, n, few });
    case 'sheet-type':
      return formatBoth(M.sheetType, { median, n, few });
    case 'built-in':
    case 'portal':
    case 'row':
      return formatBoth(M.builtIn, { median });
  }
}

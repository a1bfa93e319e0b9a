// Every limit of the plausibility warnings, with its reason (docs/plausibility.md, "Thresholds").
import type { PropertyType } from '../../catalog';

/**
 * The office's own listings of one type, sale or rent and settlement judge a row only when there are this many:
 * fewer make a median that one odd listing moves. Below it the sheet's own rows are used, and the warning says so.
 */
export const MIN_OFFICE_LISTINGS = 8;

/** The sheet's rows of one type, sale or rent and settlement judge a row from this many (a median of five). */
export const MIN_SHEET_ROWS = 5;

/**
 * The range of price per m² a group is judged by: its quartiles widened by this factor each way. Quartiles, not the
 * extremes, so a few slips in the group do not widen it; ×3 because one settlement mixes panel flats and villas
 * (Budapest's districts differ about threefold), so a price three times the upper quartile is still not a warning.
 */
export const RANGE_FACTOR = 3;

/** A value this far (×100 or more either way) from the median is a candidate for a scale slip. */
export const SCALE_SLIP_MIN_RATIO = 100;

/** The slips people make: thousands or millions typed where the portal wants forints, or the other way round. */
export const SCALE_MULTIPLIERS: readonly number[] = [1_000, 1_000_000, 1 / 1_000];

/**
 * An explanation (a scale slip, sale typed as rent) is offered only when the corrected value lands within this
 * factor of the median: a corrected value still far off is no better a guess than the original.
 */
export const EXPLANATION_TOLERANCE = 4;

/** A price that changes by more than half against the portal's (×1.5 or ×0.5) is flagged: a cut of 90 % is a slip. */
export const PRICE_CHANGE_LIMIT = 0.5;

/**
 * A room needs at least this much floor: 6 m² is below the smallest habitable room (the building rules' minimum is
 * about 6–8 m²) once the kitchen, bath and hall are counted. 12 rooms on 45 m² cannot be.
 */
export const MIN_FLOOR_PER_ROOM = 6;

/**
 * A house or holiday home whose floor area is larger than its plot most often has the two swapped (900 m² of floor
 * on an 80 m² plot). A terraced house on a small plot can exceed it honestly; the warning can then be accepted.
 */
export const FLOOR_OVER_PLOT_RATIO = 1;

/** Types whose plot and floor area are both given and the floor normally fits on the plot. */
export const SWAP_TYPES: readonly PropertyType[] = ['house', 'holiday_estate'];

/** An approximate exchange rate for comparing euro prices with forint ones; the ranges are wide enough for it. */
export const HUF_PER_EUR = 400;

/** Plot units in m² (kataszteri hold 5,754.64 m², négyszögöl 3.5966 m²). */
export const SQUARE_METRES_PER_UNIT: Readonly<Record<string, number>> = {
  square_metre: 1,
  acre: 5754.64,
  square_fathom: 3.5966,
};

/** A rent is compared per month: a yearly one is divided by 12, a daily one multiplied by 30. */
export const MONTHS_PER_PERIOD: Readonly<Record<string, number>> = { monthly: 1, yearly: 12, daily: 1 / 30 };

/**
 * The built-in price per m² (Ft) used when neither the office nor the sheet has enough listings of a type:
 * [lower quartile, upper quartile] across Hungary, from villages to Budapest's inner districts, monthly for rent.
 * Approximate figures from public statistics (KSH housing price index, ingatlan.com and OTP market reports,
 * 2023–2024), deliberately wide: they only catch slips by factors of a thousand and sale typed as rent.
 */
export const BUILT_IN_PRICE_PER_M2: Readonly<
  Record<PropertyType, { readonly sale: readonly [number, number]; readonly rent: readonly [number, number] }>
> = {
  house: { sale: [250_000, 900_000], rent: [1_500, 5_000] },
  apartment: { sale: [450_000, 1_200_000], rent: [3_000, 7_000] },
  land: { sale: [3_000, 60_000], rent: [20, 500] },
  garage: { sale: [150_000, 600_000], rent: [1_500, 6_000] },
  holiday_estate: { sale: [250_000, 900_000], rent: [1_500, 6_000] },
  industrial_property: { sale: [100_000, 500_000], rent: [1_000, 4_000] },
  office: { sale: [350_000, 1_100_000], rent: [2_500, 8_000] },
  catering_establishment: { sale: [250_000, 900_000], rent: [2_000, 7_000] },
  guest_house: { sale: [200_000, 800_000], rent: [1_500, 5_000] },
};

/**
 * Overhead (közös költség, rezsi) per m² per month when the sheet and office give too few: about 150–800 Ft/m².
 * Only slips by a factor of a thousand are flagged for overhead; it varies too much for a range.
 */
export const BUILT_IN_OVERHEAD_PER_M2: readonly [number, number] = [150, 800];

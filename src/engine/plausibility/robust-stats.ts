// Median and quantiles: statistics a few slips in a group cannot move, unlike the mean.

/** The q-quantile (0 ≤ q ≤ 1) of values by linear interpolation between order statistics; null when empty. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return quantileOfSorted(sorted, q);
}

export function quantileOfSorted(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const at = Math.min(1, Math.max(0, q)) * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const a = sorted[lo] ?? 0;
  const b = sorted[hi] ?? a;
  return a + (b - a) * (at - lo);
}

export function median(values: readonly number[]): number | null {
  return quantile(values, 0.5);
}

/** Median and quartiles of a group, computed once. */
export interface Spread {
  readonly median: number;
  readonly q25: number;
  readonly q75: number;
  readonly count: number;
}

export function spreadOf(values: readonly number[]): Spread | null {
  const sorted = values.filter((v) => Number.isFinite(v) && v > 0).sort((a, b) => a - b);
  const m = quantileOfSorted(sorted, 0.5);
  const q25 = quantileOfSorted(sorted, 0.25);
  const q75 = quantileOfSorted(sorted, 0.75);
  if (m === null || q25 === null || q75 === null) return null;
  return { median: m, q25, q75, count: sorted.length };
}

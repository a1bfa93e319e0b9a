// Scale slips: a value typed in thousands or millions (45 900 for 45 900 000), or with three zeros too many.
import type { Words } from '../../catalog';
import { SCALE_MESSAGES } from './plausibility-messages';
import { EXPLANATION_TOLERANCE, SCALE_MULTIPLIERS, SCALE_SLIP_MIN_RATIO } from './thresholds';

export interface ScaleFit {
  /** What the written value is multiplied by to get the likely intended one. */
  readonly multiplier: number;
  /** How far the corrected value is from the median, as |ln(ratio)|: 0 is right on it. */
  readonly distance: number;
}

/** The multiplier that brings `value` closest to `median`, when the value is a slip's distance off; else null. */
export function scaleSlipFit(value: number, median: number): ScaleFit | null {
  const ratio = value / median;
  if (ratio < SCALE_SLIP_MIN_RATIO && ratio > 1 / SCALE_SLIP_MIN_RATIO) return null;
  let best: ScaleFit | null = null;
  for (const multiplier of SCALE_MULTIPLIERS) {
    const distance = Math.abs(Math.log(ratio * multiplier));
    if (distance > Math.log(EXPLANATION_TOLERANCE)) continue;
    if (best === null || distance < best.distance) best = { multiplier, distance };
  }
  return best;
}

/** The corrected amount, rounded to the cent (÷1000 of 45 900 000 000 is 45 900 000). */
export function scaled(value: number, multiplier: number): number {
  return Math.round(value * multiplier * 100) / 100;
}

/** `about 1,000 times too low` / `kb. ezerszer kisebb`. */
export function scaleWords(multiplier: number): Words {
  if (multiplier >= 1_000_000) return SCALE_MESSAGES.millionLow;
  if (multiplier >= 1_000) return SCALE_MESSAGES.thousandLow;
  return SCALE_MESSAGES.thousandHigh;
}

// The catch and false-warning rates on a generated office sheet: ≥ 95 % of planted slips flagged with the right
// fix, ≤ 1 % of clean rows warned (docs/plausibility.md, "Measured").
import { describe, expect, it } from 'vitest';
import type { PlausibilityWarning } from '../../../src/engine/plausibility';
import { checkPlausibility } from '../../../src/engine/plausibility';
import type { OfficeSheet, PlantedSlip } from '../../support/office-sheet-generator';
import { officeSheet } from '../../support/office-sheet-generator';

interface Rates {
  readonly caught: number;
  readonly planted: number;
  readonly falseWarned: number;
  readonly clean: number;
  readonly missed: readonly string[];
}

function sameFix(w: PlausibilityWarning, s: PlantedSlip): boolean {
  if (w.fix.length !== s.fix.length) return false;
  return s.fix.every((f) => w.fix.some((g) => g.field === f.field && String(g.value) === String(f.value)));
}

function rates(sheet: OfficeSheet, withOffice: boolean): Rates {
  const warnings = checkPlausibility({
    rows: sheet.rows,
    ...(withOffice ? { officeListings: sheet.officeListings, changes: sheet.changes } : {}),
  });
  const byRow = new Map<number, PlausibilityWarning[]>();
  for (const w of warnings) byRow.set(w.row, [...(byRow.get(w.row) ?? []), w]);
  const slipRows = new Set(sheet.slips.map((s) => s.row));
  // A duplicate's original is clean but shares the slip; it is not counted either way.
  const relevant = sheet.slips.filter((s) => withOffice || (s.kind !== 'price-change' && s.kind !== 'identity-change'));
  const missed: string[] = [];
  for (const s of relevant) {
    const found = (byRow.get(s.row) ?? []).some((w) => w.kind === s.kind && sameFix(w, s));
    if (!found) missed.push(`${s.slip} row ${s.row}: ${JSON.stringify(byRow.get(s.row) ?? [])}`);
  }
  const clean = sheet.rows.filter((r) => !slipRows.has(r.row));
  const falseWarned = clean.filter((r) => (byRow.get(r.row) ?? []).length > 0);
  return {
    caught: relevant.length - missed.length,
    planted: relevant.length,
    falseWarned: falseWarned.length,
    clean: clean.length,
    missed,
  };
}

const SHEET = officeSheet({ seed: 20_241_129, rows: 6000, slipShare: 0.08, officeListings: 3000 });

describe('planted slips in a generated office sheet', () => {
  it('flags at least 95 % of them with the right fix, judged against the office listings', () => {
    const r = rates(SHEET, true);
    console.log(`with the office's listings: caught ${r.caught}/${r.planted}, false ${r.falseWarned}/${r.clean}`);
    expect(r.caught / r.planted, r.missed.slice(0, 5).join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('warns at most 1 % of the clean rows, judged against the office listings', () => {
    const r = rates(SHEET, true);
    expect(r.falseWarned / r.clean).toBeLessThanOrEqual(0.01);
  });

  it('flags at least 95 % of them with the sheet alone (no office listings)', () => {
    const r = rates(SHEET, false);
    console.log(`with the sheet alone: caught ${r.caught}/${r.planted}, false ${r.falseWarned}/${r.clean}`);
    expect(r.caught / r.planted, r.missed.slice(0, 5).join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(r.falseWarned / r.clean).toBeLessThanOrEqual(0.01);
  });

  it('holds on a small sheet of a small office (300 rows, no listings on the portal)', () => {
    const small = officeSheet({ seed: 7, rows: 300, slipShare: 0.06, officeListings: 0 });
    const r = rates(small, false);
    console.log(`small sheet alone: caught ${r.caught}/${r.planted}, false ${r.falseWarned}/${r.clean}`);
    expect(r.caught / r.planted, r.missed.slice(0, 5).join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(r.falseWarned / r.clean).toBeLessThanOrEqual(0.01);
  });

  it('plants every kind of slip', () => {
    expect(new Set(SHEET.slips.map((s) => s.slip)).size).toBe(12);
  });
});

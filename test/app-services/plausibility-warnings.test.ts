// The validation step's result carries the plausibility warnings in the session's language, judged by the
// connected office's listings and the sheet, so the review can show them (docs/plausibility.md).
import { describe, expect, it } from 'vitest';
import { openFlatsWithScaleSlip, useConnectedSession } from '../support/connected-session-kit';

const h = useConnectedSession('li-plausibility-', openFlatsWithScaleSlip);

describe('warnings on the validation step', () => {
  it('gives the scale slip with its fix, and the row stays valid', async () => {
    const summary = await h.call('validate', {});
    expect(summary.counts).toMatchObject({ total: 9, valid: 9, invalid: 0 });
    expect(summary.warnings).toMatchObject([
      { sheet: 'Ingatlanok', row: 10, kind: 'scale-slip', fix: [{ field: 'price.price', value: 45_900_000 }] },
    ]);
    expect(summary.warningsTotal).toBe(1);
  });

  it("says it judged by the office's listings on the portal, one listing in the singular", async () => {
    const summary = await h.call('validate', {});
    expect(summary.warningBasis).toContain("the office's 1 listing on the portal");
  });

  it('speaks Hungarian in a Hungarian session', async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const summary = await h.call('validate', {});
    expect(summary.warnings?.[0]?.message).toContain('45 900 Ft → 45 900 000 Ft?');
  });
});

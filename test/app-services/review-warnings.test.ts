// Review's warnings: marked on the grid's rows, gone through by the navigator, worked out again after an edit, and
// accepted ones kept in the session and sent with the upload, which they never block (docs/plausibility.md).
import { describe, expect, it } from 'vitest';
import { openFlatsWithScaleSlip, useConnectedSession } from '../support/connected-session-kit';

/** The price column: the fifth of the sheet, the fifth shown in the grid. */
const PRICE = 4;
const SLIP_ROW = 10;
const SLIP = `Ingatlanok!${SLIP_ROW}#scale-slip`;

const h = useConnectedSession('li-review-warnings-', async (opened) => {
  await openFlatsWithScaleSlip(opened);
  await opened.call('validate', {});
});

async function gridRow(row: number) {
  const page = await h.call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'all', rows: [row] });
  return page.rows[0];
}

describe('warnings in the grid and the navigator', () => {
  it("marks the warned row with its warning and the field's column", async () => {
    const row = await gridRow(SLIP_ROW);
    expect(row?.status).toBe('valid');
    expect(row?.warnings).toMatchObject([{ kind: 'scale-slip', field: 'price.price' }]);
    expect((await gridRow(2))?.warnings).toEqual([]);
  });

  it('gives the navigator the warning cells when asked for warnings, and none for errors only', async () => {
    const warnings = await h.call('getProblems', { sheet: 'Ingatlanok', filter: 'all', include: 'warnings' });
    expect(warnings.cells).toEqual([{ index: 8, row: SLIP_ROW, col: PRICE, group: 0, warning: true }]);
    expect(warnings.groups).toMatchObject([{ field: 'price.price', col: PRICE, warning: 'scale-slip', count: 1 }]);
    const errors = await h.call('getProblems', { sheet: 'Ingatlanok', filter: 'all' });
    expect(errors.cells).toEqual([]);
  });
});

describe('warnings after an edit', () => {
  it('are gone once the price is fixed', async () => {
    await h.call('editCell', { sheet: 'Ingatlanok', row: SLIP_ROW, index: PRICE, value: '45 900 000 Ft' });
    expect((await h.call('getWarnings', {})).warnings).toEqual([]);
    expect((await gridRow(SLIP_ROW))?.warnings).toEqual([]);
  });

  it('come back when the fix is undone', async () => {
    await h.call('editCell', { sheet: 'Ingatlanok', row: SLIP_ROW, index: PRICE, value: '45900000 Ft' });
    await h.call('undoEdit', {});
    expect((await h.call('getWarnings', {})).warnings).toMatchObject([{ row: SLIP_ROW, kind: 'scale-slip' }]);
  });

  it('appear on a price an edit makes implausible', async () => {
    await h.call('editCell', { sheet: 'Ingatlanok', row: 2, index: PRICE, value: '55 000 Ft' });
    const edited = await h.call('editCell', { sheet: 'Ingatlanok', row: 3, index: PRICE, value: '58 000 000 Ft' });
    expect(edited.row.warnings).toEqual([]);
    expect((await gridRow(2))?.warnings).toMatchObject([{ kind: 'scale-slip', fix: [{ value: 55_000_000 }] }]);
  });
});

describe('accepted warnings', () => {
  it('for one row: marked accepted, no longer on the grid nor in the navigator', async () => {
    const after = await h.call('acceptWarnings', { rows: [SLIP], kinds: [] });
    expect(after.warnings).toMatchObject([{ row: SLIP_ROW, accepted: true }]);
    expect((await gridRow(SLIP_ROW))?.warnings).toEqual([]);
    const nav = await h.call('getProblems', { sheet: 'Ingatlanok', filter: 'all', include: 'both' });
    expect(nav.cells).toEqual([]);
  });

  it('for a whole kind', async () => {
    const after = await h.call('acceptWarnings', { rows: [], kinds: ['scale-slip'] });
    expect(after.warnings.every((w) => w.accepted === true)).toBe(true);
  });

  it('stay accepted through validating again and the column step', async () => {
    await h.call('acceptWarnings', { rows: [SLIP], kinds: [] });
    const mapping = await h.call('configureSheets', {
      sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }],
    });
    expect(mapping.sheets).toHaveLength(1);
    const summary = await h.call('validate', {});
    expect(summary.warnings).toMatchObject([{ row: SLIP_ROW, accepted: true }]);
  });

  it('are taken before the rows are validated (a restarted worker told them again), without validating', async () => {
    await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: 1 }] });
    const validations = h.progress.filter((p) => p.kind === 'validate').length;
    const before = await h.call('acceptWarnings', { rows: [SLIP], kinds: [] });
    expect(before).toEqual({ warnings: [], warningsTotal: 0, warningBasis: '' });
    expect(h.progress.filter((p) => p.kind === 'validate').length).toBe(validations);
    const summary = await h.call('validate', {});
    expect(summary.warnings).toMatchObject([{ row: SLIP_ROW, accepted: true }]);
  });

  it('are refused for a sheet the import does not hold, naming the key', async () => {
    await expect(h.call('acceptWarnings', { rows: ['Eladók!3#scale-slip'], kinds: [] })).rejects.toThrow(
      'No warning "Eladók!3#scale-slip" to accept.',
    );
  });
});

describe('warnings and the upload', () => {
  it('the dry run lists the open ones', async () => {
    const dry = await h.call('startUpload', { dryRun: true });
    expect(dry.openWarnings).toMatchObject([{ row: SLIP_ROW, kind: 'scale-slip' }]);
    expect(dry.acceptedWarnings).toBeUndefined();
  });

  it('receives the accepted ones: counted, not listed', async () => {
    await h.call('acceptWarnings', { rows: [SLIP], kinds: [] });
    const dry = await h.call('startUpload', { dryRun: true });
    expect(dry.openWarnings).toBeUndefined();
    expect(dry.acceptedWarnings).toBe(1);
  });

  it('sends every row, an open warning or not', async () => {
    const run = await h.call('startUpload', { dryRun: false });
    expect(run).toMatchObject({ outcome: 'completed', created: 9, failed: 0 });
    expect(run.openWarnings).toMatchObject([{ row: SLIP_ROW }]);
  });
});

describe('warnings of rows already on the portal', () => {
  it('say the row is on the portal once it was sent, so a fix is known to change the live listing', async () => {
    expect((await h.call('getWarnings', {})).warnings).toMatchObject([{ row: SLIP_ROW, onPortal: false }]);
    await h.call('startUpload', { dryRun: false });
    expect((await h.call('getWarnings', {})).warnings).toMatchObject([{ row: SLIP_ROW, onPortal: true }]);
  });
});

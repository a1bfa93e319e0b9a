// The error navigator as it renders: groups with counts, the position, the current row's reasons, buttons off when
// there is nothing to go to.
import { describe, expect, it } from 'vitest';
import type { GridCursor } from '../../src/renderer/src/components/row-grid';
import { renderNavigator } from './navigator-kit';
import type { GridRow, Problems } from '../../src/shared/contract';

const COLUMNS = [
  { index: 0, column: 'A', header: 'Azonosító', field: 'id.transfer_id' },
  { index: 4, column: 'E', header: 'Ár', field: 'price.price' },
];

const PROBLEMS: Problems = {
  groups: [{ field: 'price.price', col: 1, message: 'Ár: … nem szám.', count: 2 }],
  cells: [
    { index: 0, row: 6, col: 1, group: 0 },
    { index: 3, row: 9, col: 1, group: 0 },
  ],
  total: 2,
};

const ROW: GridRow = {
  row: 6,
  status: 'invalid',
  serviceId: null,
  propertyType: 'apartment',
  action: null,
  rowProblems: [],
  notices: [],
  cells: [
    { text: 'E2E-003', problems: [], edited: false },
    { text: 'sok pénz', problems: ['Ár: "sok pénz" nem szám.'], edited: false },
  ],
};

function render(
  problems: Problems | null,
  position: number,
  cursor: GridCursor | null,
  lang: 'hu' | 'en' = 'hu',
  around: {
    readonly refused: number;
    readonly elsewhere: readonly string[];
    readonly kinds?: 'errors' | 'warnings' | 'both';
  } = { refused: 0, elsewhere: [] },
): string {
  const { refused, elsewhere, kinds = 'errors' } = around;
  return renderNavigator(lang, { problems, columns: COLUMNS, position, cursor, refused, elsewhere, kinds });
}

describe('ProblemNavigator', () => {
  it('lists the problems grouped by field with their count, the label said once', () => {
    const html = render(PROBLEMS, -1, null);
    expect(html).toContain('aria-label="Hibák"');
    expect(html).toMatch(/group-count">2<\/span>.*<strong>Ár<\/strong> · … nem szám\./);
    expect(html).toContain('2 hiba');
  });

  it("says which problem is shown and pins the current row's reasons under the column they are in", () => {
    const html = render(PROBLEMS, 1, { row: ROW, column: null, at: [0, 1] });
    expect(html).toContain('2. hiba / 2');
    expect(html).toContain('aria-label="Miért hibás ez a sor"');
    expect(html).toContain('<strong>Ár: </strong>&quot;sok pénz&quot; nem szám.');
  });

  it('turns both buttons off and says so when there is no problem', () => {
    const html = render({ groups: [], cells: [], total: 0 }, -1, null, 'en');
    expect(html.match(/disabled=""/g)).toHaveLength(2);
    expect(html).toContain('No problems on this sheet.');
  });

  it("says the count is this sheet's: other sheets' invalid rows and this sheet's refused rows are named", () => {
    const html = render({ groups: [], cells: [], total: 0 }, -1, null, 'hu', {
      refused: 2,
      elsewhere: ['Ingatlanok (7)'],
    });
    expect(html).toContain('Nincs hiba ezen a munkalapon.');
    expect(html).toContain('2 sort a portál visszautasított');
    expect(html).toContain('Más munkalapon még van hibás sor: Ingatlanok (7).');
    expect(html).not.toContain('minden sor rendben');
  });

  it("goes through warnings on request: their group named by kind with ⚠, the row's warning under its kind", () => {
    const warned: Problems = {
      groups: [{ field: 'price.price', col: 1, message: 'Ár 45 900 Ft …', count: 1, warning: 'scale-slip' }],
      cells: [{ index: 8, row: 10, col: 1, group: 0, warning: true }],
      total: 1,
    };
    const message = 'Az ár 45 900 Ft, nagyjából ezerszer kevesebb a szokásosnál: 45 900 Ft → 45 900 000 Ft?';
    const row: GridRow = {
      ...ROW,
      row: 10,
      status: 'valid',
      cells: [],
      warnings: [{ sheet: 'Ingatlanok', row: 10, kind: 'scale-slip', field: 'price.price', message, fix: [] }],
    };
    const html = render(warned, -1, { row, column: null, at: [8, 1] }, 'hu', {
      refused: 0,
      elsewhere: [],
      kinds: 'warnings',
    });
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*>Figyelmeztetések</);
    expect(html).toMatch(/<strong>Ár<\/strong> · Nagyságrendi elírás/);
    expect(html).toContain(`<strong>⚠ Nagyságrendi elírás: </strong>${message}`);
  });
});

// The one-click fix writes the likely value the way the cell was: its currency or unit after the number kept.
import { describe, expect, it } from 'vitest';
import { fixCells, fixedCellText } from '../../src/renderer/src/components/warning-fix';
import type { GridRow } from '../../src/shared/contract';

describe('fixedCellText', () => {
  it('keeps the currency after the number', () => {
    expect(fixedCellText('45 900 Ft', 45_900_000)).toBe('45900000 Ft');
  });

  it('writes the bare number into a cell holding only a number', () => {
    expect(fixedCellText('45900', 45_900_000)).toBe('45900000');
  });

  it('writes a text fix as it is', () => {
    expect(fixedCellText('eladó', 'kiadó')).toBe('kiadó');
  });
});

describe('fixCells', () => {
  const columns = [
    { index: 0, column: 'A', header: 'Azonosító', field: 'id.transfer_id' },
    { index: 6, column: 'G', header: 'Alapterület', field: 'special.floor_area' },
    { index: 7, column: 'H', header: 'Telekterület', field: 'special.plot_area' },
  ];
  const row: GridRow = {
    row: 12,
    status: 'valid',
    serviceId: null,
    propertyType: 'house',
    action: null,
    rowProblems: [],
    notices: [],
    cells: [
      { text: 'H-1', problems: [], edited: false },
      { text: '900 m²', problems: [], edited: false },
      { text: '80', problems: [], edited: false },
    ],
  };
  const swapped = {
    sheet: 'Ingatlanok',
    row: 12,
    kind: 'areas-swapped' as const,
    field: 'special.floor_area',
    message: '',
    fix: [
      { field: 'special.floor_area', value: 80 },
      { field: 'special.plot_area', value: 900 },
    ],
  };

  it('sets every field of the fix in its own column', () => {
    expect(fixCells(swapped, columns, row)).toEqual([
      { row: 12, index: 6, value: '80 m²' },
      { row: 12, index: 7, value: '900' },
    ]);
  });

  it('gives nothing when a field of the fix has no column', () => {
    expect(fixCells(swapped, columns.slice(0, 2), row)).toBeNull();
  });
});

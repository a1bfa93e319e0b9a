import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { SheetMapping } from '../../../src/engine/model/workbook-mapping';
import { proposeSheetMapping } from '../../../src/engine/mapping';
import type { TableRow } from '../../../src/engine/validation';
import { prepareRows } from '../../../src/engine/validation';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { REFERENCE } from '../values/reference-fixture';

const WITH_TYPE = ['Azonosító', 'Értékesítő', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület', 'Lift'];
const NO_TYPE = WITH_TYPE.filter((h) => h !== 'Típus');

function mapping(sheet: string, headers: readonly string[]): SheetMapping {
  return proposeSheetMapping({ sheet, headerRow: 1, headers });
}

function prepare(m: SheetMapping, ...cells: (readonly CellValue[])[]): PreparedRow[] {
  const rows: TableRow[] = cells.map((c, i) => ({ number: i + 2, cells: c }));
  return prepareRows({ mapping: m, rows }, { reference: REFERENCE, officeId: 1 });
}

describe('a properties sheet with a default type', () => {
  const apartments = mapping('Ingatlanok – lakás', WITH_TYPE);

  it('gives rows with an empty type cell its type, with their type-specific values, and no problem', () => {
    expect(apartments.defaultPropertyType).toBe('apartment');
    const [row] = prepare(apartments, ['P-1', 'S-1', '', 'eladó', 'Budapest', '45 000 000 Ft', 55, 'igen']);
    expect(row?.problems).toEqual([]);
    expect(row?.body).toMatchObject({
      property: { type: 'apartment', action: 'sale' },
      special: { apartment: { floor_area: 55, has_elevator: true } },
    });
  });

  it("keeps a row's own different type without a problem: the sheet default is a default, not a rule", () => {
    const [row] = prepare(apartments, ['P-2', 'S-1', 'ház', 'eladó', 'Budapest', '45 000 000 Ft', 120, '']);
    expect(row?.problems).toEqual([]);
    expect(row?.body).toMatchObject({ property: { type: 'house' }, special: { house: { floor_area: 120 } } });
  });

  it('does not hide a type word it cannot read', () => {
    const [row] = prepare(apartments, ['P-3', 'S-1', 'kastély', 'eladó', 'Budapest', '45 000 000 Ft', 55, '']);
    expect(row?.problems.map((p) => `${p.column ?? '-'}:${p.field}`)).toContain('C:property.type');
    expect(row?.body).not.toHaveProperty('property.type');
  });

  it('fills the type on a sheet without a type column, with the fingerprint of the typed-in type', () => {
    const noColumn = mapping('Properties – apartment', NO_TYPE);
    const [filled] = prepare(noColumn, ['P-1', 'S-1', 'eladó', 'Budapest', '45 000 000 Ft', 55, 'igen']);
    const [typed] = prepare(mapping('Ingatlanok', WITH_TYPE), [
      'P-1',
      'S-1',
      'lakás',
      'eladó',
      'Budapest',
      '45 000 000 Ft',
      55,
      'igen',
    ]);
    expect(filled?.problems).toEqual([]);
    expect(JSON.stringify(filled?.body)).toBe(JSON.stringify(typed?.body));
    expect(filled?.fingerprint).toBe(typed?.fingerprint);
  });

  it('without a default (two type words in the name) an empty type stays a problem', () => {
    const mixed = mapping('Lakások és házak', WITH_TYPE);
    expect(mixed.defaultPropertyType).toBeNull();
    const [row] = prepare(mixed, ['P-1', 'S-1', '', 'eladó', 'Budapest', '45 000 000 Ft', 55, '']);
    expect(row?.problems.map((p) => p.field)).toContain('property.type');
  });

  it('leaves an empty row empty', () => {
    expect(prepare(apartments, ['', '', '', '', '', '', null, ''])).toEqual([]);
  });
});

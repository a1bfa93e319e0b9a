// Columns recognised by their values: an unknown header whose values are all words of one field is proposed for it,
// so the required field is no longer reported unmapped; values several fields take (yes/no) propose nothing.
import { describe, expect, it } from 'vitest';
import { proposeMapping, proposeFromValues, unmappedRequiredFields } from '../../../src/engine/mapping';
import type { SheetTable } from '../../../src/engine/model/sheet-table';

const HEADERS = [
  'Hirdetés azonosító',
  'Település',
  'Ár',
  'Alapterület',
  'Oszlop A',
  'Oszlop B',
  'Oszlop C',
  'Oszlop D',
];
const ROWS = [
  ['P-1', 'Budapest', 45_000_000, 62, 'eladó', 'lakás', 'igen', 'Kovács'],
  ['P-2', 'Budapest', 250_000, 40, 'kiadó', 'családi ház', 'nem', 'Nagy'],
  ['P-3', 'Budapest', 52_000_000, 70, 'Eladó', 'Lakás', 'igen', 'Szabó'],
];

function table(): SheetTable {
  return {
    sheet: 'Ingatlanok',
    headerRow: 1,
    columns: HEADERS.map((header, index) => ({ index, header })),
    rows: ROWS.map((cells, i) => ({ number: i + 2, cells })),
    warnings: [],
  } as unknown as SheetTable;
}

function proposed() {
  const t = table();
  const start = proposeMapping([{ sheet: t.sheet, headerRow: 1, headers: HEADERS, role: 'properties' }]);
  return proposeFromValues(start, new Map([[t.sheet, t]]));
}

describe('fields proposed from the values', () => {
  it('a column of deal words is proposed as the deal, one of property types as the type', () => {
    const { mapping, proposed: keys } = proposed();
    const fields = mapping.sheets[0]?.columns.map((c) => `${c.header}=${c.field ?? '-'}`);
    expect(fields).toEqual(expect.arrayContaining(['Oszlop A=property.action', 'Oszlop B=property.type']));
    expect(keys).toEqual(expect.arrayContaining(['Ingatlanok!4', 'Ingatlanok!5']));
  });

  it('the deal and the type are then no longer reported unmapped', () => {
    const sheet = proposed().mapping.sheets[0];
    const missing = sheet ? unmappedRequiredFields(sheet).map((f) => f.key) : [];
    expect(missing).not.toContain('property.action');
    expect(missing).not.toContain('property.type');
  });

  it('yes/no words fit many fields and names fit none: those columns stay unmapped', () => {
    const columns = proposed().mapping.sheets[0]?.columns ?? [];
    expect(columns.find((c) => c.header === 'Oszlop C')?.field).toBeNull();
    expect(columns.find((c) => c.header === 'Oszlop D')?.field).toBeNull();
  });
});

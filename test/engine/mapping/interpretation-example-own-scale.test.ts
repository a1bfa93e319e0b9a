// A scaled column's example is a cell the scale changes: one naming its own scale (`45,9 millió` under `Ár (M Ft)`)
// is read as written, so it is not shown multiplied a second time.
import { expect, it } from 'vitest';
import { describeInterpretations, proposeSheetMapping } from '../../../src/engine/mapping';

it('skips a cell with its own scale and shows the first bare number', () => {
  const headers = ['Azonosító', 'Típus', 'Ügylet', 'Település', 'Ár (M Ft)'];
  const mapping = proposeSheetMapping({ sheet: 'Ingatlanok', headerRow: 1, headers, role: 'properties' });
  const rows = [
    { cells: ['A-1', 'lakás', 'eladó', 'Budapest', '45,9 millió'] },
    { cells: ['A-2', 'lakás', 'eladó', 'Budapest', '39,5'] },
  ];
  const reports = describeInterpretations(mapping, rows, 'hu');
  const examples = Object.fromEntries(reports.map((r) => [r.kind, r.example]));
  expect(examples).toMatchObject({ scale: '39,5 → 39 500 000 Ft' });
  expect(examples['currency']).toBe('45,9 millió → 45 900 000 Ft');
});

// A rule between fields names the other field's value by its word in the message's language, never by its code:
// `Eladó vagy kiadó = kiadó`, not `= rent` (docs/architecture.md, staff words).
import { describe, expect, it } from 'vitest';
import { proposeSheetMapping } from '../../../src/engine/mapping';
import { prepareRows } from '../../../src/engine/validation';
import { REFERENCE } from '../values/reference-fixture';

describe('rules between fields', () => {
  it('name the value that makes a field required by its word, in either language', () => {
    const headers = ['Típus', 'Eladó vagy kiadó', 'Település', 'Ár'];
    const mapping = proposeSheetMapping({ sheet: 'Ingatlanok', headerRow: 1, headers, role: 'properties' });
    const [row] = prepareRows(
      { mapping, rows: [{ number: 2, cells: ['lakás', 'kiadó', 'Szeged', '250 000 Ft'] }] },
      { reference: REFERENCE, officeId: 1 },
    );
    expect(row?.problems.map((p) => p.messageHu)).toEqual([
      'Bérleti időszak (price.price_period) kötelező, ha Eladó vagy kiadó (property.action) = kiadó.',
    ]);
    expect(row?.problems.map((p) => p.message)).toEqual([
      'Rent period (price.price_period) is required when For sale or rent (property.action) is rent.',
    ]);
  });
});

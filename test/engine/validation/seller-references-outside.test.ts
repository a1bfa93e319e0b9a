// The seller references the look-up asks the service about: those of listing and seller image rows that no sellers
// sheet of the workbook defines. A workbook of sellers alone names none, and its rows are not read for them
// (docs/performance.md, "(eighth round, the sellers before the first batch)").
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { sellerReferencesOutside } from '../../../src/engine/validation';

/** A row whose reads of its reference are counted in `reads`. */
function row(reads: { count: number }, fields: Partial<PreparedRow>): PreparedRow {
  const base = { sheet: 'S', row: 2, role: 'sellers', operation: 'create', body: {}, problems: [], ...fields };
  const transferId = fields.transferId ?? null;
  return Object.defineProperty(base, 'transferId', {
    enumerable: true,
    get: () => {
      reads.count += 1;
      return transferId;
    },
  }) as unknown as PreparedRow;
}

describe('seller references outside the workbook', () => {
  it('are none for a workbook of sellers alone, found without reading its rows', () => {
    const reads = { count: 0 };
    const rows = [1, 2, 3].map((n) => row(reads, { row: n + 1, transferId: `E-${n}` }));
    expect(sellerReferencesOutside([{ role: 'sellers', rows }])).toEqual(new Set());
    expect(reads.count).toBe(0);
  });

  it('are those listings name that no sellers sheet defines', () => {
    const reads = { count: 0 };
    const sellers = [row(reads, { transferId: 'E-1' })];
    const listing = (seller: string): PreparedRow =>
      row(reads, { role: 'properties', body: { seller: { transfer_id: seller } } as PreparedRow['body'] });
    const sheets = [
      { role: 'sellers' as const, rows: sellers },
      { role: 'properties' as const, rows: [listing('E-1'), listing('E-2')] },
    ];
    expect(sellerReferencesOutside(sheets)).toEqual(new Set(['E-2']));
  });
});

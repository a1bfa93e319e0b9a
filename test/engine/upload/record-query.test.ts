import { describe, expect, it } from 'vitest';
import { recordQuery } from '../../../src/engine/upload/plan';

/** The query as it was made before it was written out: a list of pairs, each encoded, joined by `&`. */
function byPairs(id: number | null, transferId: string | null, officeId: number): string {
  const params: Readonly<Record<string, string | number>> =
    id !== null ? { id } : { transfer_id: transferId ?? '', office_id: officeId };
  return Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
}

describe("a record's query", () => {
  it('is the one the list of pairs made, for ids and for references of every kind', () => {
    const refs = ['P-1', '', 'a b', 'a&b=c', '?#/%', 'Fő utca 12.', 'ŰŐ,ű;ő', '日本', '😀', '+ 1', '\'"<>'];
    const numbers = [0, 1, 7, 123456789, 2 ** 53, 1.5, -3, 1e21];
    for (const officeId of numbers) {
      for (const ref of [...refs, null]) expect(recordQuery(null, ref, officeId)).toBe(byPairs(null, ref, officeId));
      for (const id of numbers) expect(recordQuery(id, 'P-1', officeId)).toBe(byPairs(id, 'P-1', officeId));
    }
  });
});

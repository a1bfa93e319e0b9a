// The records a new row is compared with are found through the files, not by reading its office's records: on a
// workbook whose rows and records all share one phone (sellers) or one price (listings), each row is offered the one
// record of its name or address. Counted, not timed: filed by phone or price alone, each row was offered all 10,000
// and compared with them pairwise (docs/performance.md, "(sixth round)").
import { describe, expect, it } from 'vitest';
import { keyOf, RecordFiles } from '../../../src/engine/upload/lookalike-record-files';

const ROWS = 10_000;

const seller = (n: number) => ({ seller: { name: `Eladó ${n}`, phone: '+36 30 555 0001' } });
const listing = (n: number) => ({ location: { region_id: 1, address: `Fő tér ${n}.` }, price: { price: 45_000_000 } });
const listingAtPrice = () => ({ location: { region_id: 1 }, price: { price: 45_000_000 } });
const record = (n: number, body: object) => ({ ...body, id: { id: 500_000 + n } });

/** How many records the files offer all the rows together, and how many rows are offered none. */
function offered(files: RecordFiles, bodies: readonly unknown[]): { readonly records: number; readonly none: number } {
  let records = 0;
  let none = 0;
  for (const body of bodies) {
    const near = files.near(body);
    if (near === null) none += 1;
    else records += near[1].length;
  }
  return { records, none };
}

describe('lookalike record files', () => {
  it.each([
    ['a seller row only the records of its phone that bear its name, 10,000 sharing one phone', 'seller', seller],
    ['a listing row only the records of its price at its address, 10,000 sharing one price', 'property', listing],
  ] as const)('offer %s', (_what, resource, body) => {
    const bodies: readonly object[] = Array.from({ length: ROWS }, (_, i) => body(i));
    const files = new RecordFiles(
      resource,
      bodies.map((b, i) => record(i, b)),
    );
    expect(offered(files, bodies)).toEqual({ records: ROWS, none: 0 });
  });

  it('offer a listing row without an address every record of its price', () => {
    const files = new RecordFiles('property', [record(1, listing(1)), record(2, listing(2))]);
    expect(offered(files, [listingAtPrice()])).toEqual({ records: 2, none: 0 });
  });

  it('key a phone by its last nine digits, at least six, as the regular expression did', () => {
    const phones = ['+36 30 555 0001', '06305550001', '30/555-0001', '12345', '123456', '0012345678', '000000000'];
    phones.push('+36 (1) 000-0000', '1234567890123', '٣٠٥٥٥٥٠٠٠١', 'tel: 06 1 555 0102 / 12', '', 'nincs');
    const before = (phone: string): string | null => {
      const digits = phone.replace(/\D/g, '');
      return digits.length >= 6 ? digits.slice(-9) : null;
    };
    for (const phone of phones) {
      const key = keyOf('seller', { seller: { name: 'Eladó', phone } });
      expect([phone, key?.[1] ?? null]).toEqual([phone, before(phone)]);
    }
  });
});

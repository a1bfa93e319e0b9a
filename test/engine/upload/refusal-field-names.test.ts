// A refusal's detail names the field as the user knows it, not by the service's path (`location.area_id`): by its
// column's header in the workbook where one is mapped, else by the catalog's label in each language; the English keeps
// the rest of the detail as the service wrote it (docs/messages.md, "The service's refusals").
import { afterEach, describe, expect, it } from 'vitest';
import type { WriteBody } from '../../../src/catalog';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { ColumnHeaders } from '../../../src/engine/upload/partial-updates';
import { DEMO } from '../../../src/sandbox';
import type { Closable } from './refused-row-kit';
import { refusedAlone } from './refused-row-kit';
import { fingerprintOf, propertyRow } from './upload-test-kit';

const open: Closable[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** A listing in Budapest whose district is one of Debrecen's: the service refuses it naming `location.area_id`. */
function wrongDistrict(tag: string): PreparedRow {
  const row = propertyRow(1, null, { tag });
  const body = { ...row.body, location: { ...row.body.location, area_id: DEMO.areas.debrecenBelvaros } } as WriteBody;
  return { ...row, body, fingerprint: fingerprintOf(body) };
}

function refused(row: PreparedRow, columns: ColumnHeaders | null): Promise<RowResult> {
  return refusedAlone(row, columns, open);
}

describe("the service's field names in a refusal", () => {
  it("names the field by the catalog's label in each language when no column is mapped to it", async () => {
    const result = await refused(wrongDistrict('LABEL'), null);
    expect(result.errorCode).toBe(26);
    expect(result.errorMessage).toMatch(/: District: \d+ belongs to region \d+, not to Settlement \d+\.$/);
    expect(result.errorMessageHu).toMatch(/ \(Kerület \/ városrész: \d+\)\.$/);
    expect(`${result.errorMessage} ${result.errorMessageHu}`).not.toMatch(/location\./);
  });

  it("names the field by its column's header in the workbook when one is mapped", async () => {
    const columns: ColumnHeaders = new Map([['Properties', new Map([['location.area_id', 'Városrész']])]]);
    const result = await refused(wrongDistrict('HEADER'), columns);
    expect(result.errorMessage).toMatch(/: Városrész: \d+ belongs to region \d+, not to Settlement \d+\.$/);
    expect(result.errorMessageHu).toMatch(/ \(Városrész: \d+\)\.$/);
  });
});

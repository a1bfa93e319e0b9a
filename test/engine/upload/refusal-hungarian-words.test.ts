// A row the service refuses reads in Hungarian without the service's English sentence: each documented error code
// has its own Hungarian wording, naming the field and the value the service's description names (docs/messages.md,
// "The service's refusals"). The English keeps the service's own description. Real HTTP against the sandbox.
import { afterEach, describe, expect, it } from 'vitest';
import type { WriteBody } from '../../../src/catalog';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { rowMessage } from '../../../src/engine/model/result-headers';
import type { RowResult } from '../../../src/engine/model/row-result';
import { DEMO } from '../../../src/sandbox';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';
import type { Closable } from './refused-row-kit';
import { refusedAlone } from './refused-row-kit';
import { fingerprintOf, propertyRow } from './upload-test-kit';

const open: Closable[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** A listing row whose body is changed by `edit`. */
function listing(tag: string, edit: (body: WriteBody) => WriteBody, serviceId: number | null = null): PreparedRow {
  const row = propertyRow(1, null, { tag });
  const body = edit(row.body);
  const modify = serviceId !== null ? { operation: 'modify' as const, serviceId } : {};
  return { ...row, ...modify, body, fingerprint: fingerprintOf(body) };
}

function refused(row: PreparedRow): Promise<RowResult> {
  return refusedAlone(row, null, open);
}

describe("a refused row's Hungarian message", () => {
  it('words a district outside the settlement in Hungarian, naming the field and its value (error 26)', async () => {
    const district = DEMO.areas.debrecenBelvaros;
    const result = await refused(
      listing('AREA', (b) => ({ ...b, location: { ...b.location, area_id: district } }) as WriteBody),
    );
    expect(result.errorCode).toBe(26);
    const hu = rowMessage(result, 'hu') ?? '';
    expectNoEnglishSentence(hu);
    expect(hu).toContain(`Kerület / városrész: ${district}`);
    // The English keeps the service's own description, its field named as staff know it.
    expect(result.errorMessage).toMatch(/District: \d+ belongs to region \d+, not to Settlement \d+\.$/);
  });

  it('words a website code already used in the office in Hungarian, naming the code (error 25)', async () => {
    const code = DEMO.properties.angyalfoldFlat.externalId;
    const result = await refused(
      listing('EXT', (b) => ({ ...b, property: { ...b.property, external_id: code } }) as WriteBody),
    );
    expect(result.errorCode).toBe(25);
    const hu = rowMessage(result, 'hu') ?? '';
    expectNoEnglishSentence(hu);
    expect(hu).toContain(code);
  });

  it('words a listing the service does not hold in Hungarian, naming its Service ID (error 20)', async () => {
    const result = await refused(listing('GONE', (b) => b, 987_654));
    expect(result.errorCode).toBe(20);
    const hu = rowMessage(result, 'hu') ?? '';
    expectNoEnglishSentence(hu);
    expect(hu).toContain('987654');
  });
});

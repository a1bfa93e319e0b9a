// A row the service refuses reads in Hungarian without the service's English sentence: each documented error code
// has its own Hungarian wording, naming the field and the value the service's description names (docs/messages.md,
// "The service's refusals"). The English keeps the service's own description. Real HTTP against the sandbox.
import { afterEach, describe, expect, it } from 'vitest';
import type { WriteBody } from '../../../src/catalog';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { rowMessage } from '../../../src/engine/model/result-headers';
import type { RowResult } from '../../../src/engine/model/row-result';
import { runUpload } from '../../../src/engine/upload';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { startForwardingRelay } from '../../support/forwarding-relay';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';
import type { Closable } from './refused-row-kit';
import { refusedAlone } from './refused-row-kit';
import { OFFICE, client, fingerprintOf, propertyRow } from './upload-test-kit';

/** A batch item the service failed inside itself, in its own English. */
const INTERNAL = {
  status: 500,
  body: { error_code: 50, error_description: 'Internal error: the database could not be reached.' },
} as const;

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

  it('words a value the service refuses in Hungarian with the reason, not only the field (error 2)', async () => {
    const code = 'K'.repeat(45);
    const result = await refused(
      listing('LONG', (b) => ({ ...b, property: { ...b.property, external_id: code } }) as WriteBody),
    );
    expect(result.errorCode).toBe(2);
    const hu = rowMessage(result, 'hu') ?? '';
    expectNoEnglishSentence(hu);
    expect(hu).toContain('túl hosszú, legfeljebb 40 karakter lehet');
  });

  it('words a listing the service does not hold in Hungarian, naming its Service ID (error 20)', async () => {
    const result = await refused(listing('GONE', (b) => b, 987_654));
    expect(result.errorCode).toBe(20);
    const hu = rowMessage(result, 'hu') ?? '';
    expectNoEnglishSentence(hu);
    expect(hu).toContain('987654');
  });
});

describe("a batch item's failure inside the service, in Hungarian", () => {
  it("tells the stop by the error's meaning, not the service's English (error 50 on every item)", async () => {
    const sandbox = await startSandbox({ port: 0, seed: 'demo' });
    open.push(sandbox);
    // Every item of a batch answered as failed inside the service (promised not applied, so it may go again).
    const failing = await startForwardingRelay(sandbox.baseUrl, {
      answer: (req, body) =>
        req.method === 'POST' && /\/batch$/.test(req.url ?? '')
          ? { status: 207, body: (JSON.parse(body.toString('utf8')) as unknown[]).map(() => INTERNAL) }
          : null,
    });
    open.push(failing);
    const c = client(failing.baseUrl);
    open.push(c);
    const rows = [propertyRow(1, null, { tag: 'INTERNAL' })];
    const run = await runUpload({ client: c, officeId: OFFICE, rows, retry: { attempts: 2 }, sleep: async () => {} });
    if (!run.ok) throw new Error(JSON.stringify(run.error));
    expect(run.value.stoppedEarly?.message).toContain(INTERNAL.body.error_description);
    expectNoEnglishSentence(run.value.stoppedEarly?.messageHu ?? '');
    expect(run.value.stoppedEarly?.messageHu).toContain('Belső hiba a szolgáltatásban');
  });
});

// A row changes only the listing it was exported as (docs/round-trip.md, "Row identity"): pasted Service IDs, copied
// rows with their results and sorted field columns are refused before anything is sent, against the sandbox through
// a relay that counts writes and faulty answers; the listings are compared field by field before and after.
import { describe, expect, it } from 'vitest';
import type { Listings } from '../support/office-sandbox-kit';
import { ACTION_HEADER, editWorkbook, reference, useOfficeSandbox } from '../support/office-sandbox-kit';

const office = useOfficeSandbox({ sellers: 10, properties: 120, unreferenced: 20 });

/** Every listing as it was, except the fields named per Service ID (`block.field`). */
function expectUnchanged(
  before: Listings,
  after: Listings,
  except: ReadonlyMap<number, readonly string[]> = new Map(),
) {
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [id, was] of before) {
    const now = after.get(id) ?? {};
    const allowed = except.get(id) ?? [];
    for (const block of Object.keys({ ...was, ...now })) {
      const skip = new Set(allowed.filter((k) => k.startsWith(`${block}.`)).map((k) => k.slice(block.length + 1)));
      const kept = (v: unknown): Record<string, unknown> =>
        Object.fromEntries(Object.entries((v ?? {}) as Record<string, unknown>).filter(([k]) => !skip.has(k)));
      const a = kept(was[block]);
      const b = kept(now[block]);
      expect({ id, block, value: b }).toEqual({ id, block, value: a });
    }
  }
}

function rowOf(report: { rows: readonly { status: string; error_message?: string }[] } | null, text: string) {
  return report?.rows.filter((r) => r.error_message?.includes(text) === true) ?? [];
}

describe('the relay', () => {
  it('counts a faulty answer, so the tests saying none were spent can tell', async () => {
    const before = office.traffic();
    const answer = await office.relayClient().batch([{ method: 'DELETE', uri: '/property?id=999999' }]);
    expect(answer.ok && answer.value[0]?.status).toBeGreaterThanOrEqual(400);
    expect(office.traffic().faults - before.faults).toBe(1);
  });
});

describe('a pasted Service ID', () => {
  it('refuses a delete of the row whose Service ID names another listing, naming both; nothing is deleted', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('pasted-delete.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'pasteId', from: reference(51), to: reference(50) },
      { op: 'mark', index: reference(50), key: ACTION_HEADER, value: 'törlés' },
    ]);
    const before = await office.listings();
    const dry = await office.upload(edited, { dryRun: true, json: true });
    expect(dry.code).toBe(1);
    // Refused by the plan, no cell at fault: failed, as the app says it (docs/upload.md, "Rows the plan refuses").
    expect(dry.report?.summary).toMatchObject({ would_delete: 0, failed: 1 });
    expect(dry.report?.summary['invalid']).toBeUndefined();
    const [refused] = rowOf(dry.report, 'its Service ID now names');
    expect(refused?.status).toBe('failed');
    expect(refused?.error_message).toContain('reference P-0050, Teszt utca 51.');
    expect(refused?.error_message).toContain('reference P-0051, Teszt utca 52.');
    const sent = await office.upload(edited, { confirmDeletes: '1', json: true });
    expect(sent.code).toBe(1);
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    expectUnchanged(before, await office.listings());
  });

  it('refuses a price edit and a withdraw through a pasted Service ID: no PUT', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('pasted-edit.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'pasteId', from: reference(53), to: reference(52) },
      { op: 'set', index: reference(52), key: 'price.price', add: 1_000_000 },
      { op: 'pasteId', from: reference(55), to: reference(54) },
      { op: 'mark', index: reference(54), key: ACTION_HEADER, value: 'visszavonás' },
    ]);
    const before = await office.listings();
    const sent = await office.upload(edited, { json: true });
    expect(sent.code).toBe(1);
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    expect(rowOf(sent.report, 'its Service ID now names')).toHaveLength(2);
    expectUnchanged(before, await office.listings());
  });

  it('is refused by the record alone in a workbook whose rows carry no binding (written before it existed)', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('unbound.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'stripBindings' },
      { op: 'pasteId', from: reference(57), to: reference(56) },
      { op: 'set', index: reference(56), key: 'price.price', add: 1_000_000 },
    ]);
    const before = await office.listings();
    const sent = await office.upload(edited, { json: true });
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    const [refused] = rowOf(sent.report, 'name different listings');
    expect(refused?.error_message).toContain('reference P-0056, Teszt utca 57.');
    expect(refused?.error_message).toContain('reference P-0057, Teszt utca 58.');
    expectUnchanged(before, await office.listings());
  });
});

describe('delete and withdraw confirmations', () => {
  it('name the listing as the portal holds it, not the row text', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('confirm-portal.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'set', index: reference(60), key: 'location.address', value: 'Hamis utca 1.' },
      { op: 'mark', index: reference(60), key: ACTION_HEADER, value: 'törlés' },
      { op: 'mark', index: reference(61), key: ACTION_HEADER, value: 'visszavonás' },
    ]);
    const id60 = await office.idOf(reference(60));
    const id61 = await office.idOf(reference(61));
    const dry = await office.upload(edited, { dryRun: true });
    expect(dry.out).toContain(`Service ID ${id60}, reference P-0060, Teszt utca 61., house, 36000000 HUF`);
    expect(dry.out).toContain('Would withdraw 1 listing(s) (upload needs --confirm-withdraws 1):');
    expect(dry.out).toContain(`Service ID ${id61}, reference P-0061, Teszt utca 62., apartment, 36100000 HUF`);
    expect(dry.out).not.toContain('Hamis utca');
    const refused = await office.upload(edited, {});
    expect(refused.code).toBe(2);
    expect(refused.errors).toContain(`Service ID ${id60}, reference P-0060, Teszt utca 61.`);
    expect(refused.traffic).toEqual({ writes: [], faults: 0 });
  });
});

describe('a copied row', () => {
  it('with its results, made into a new listing: both rows refused, the original untouched', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('copied.xlsx');
    await editWorkbook(exported, edited, [
      {
        op: 'copyRow',
        index: reference(30),
        withResults: true,
        set: { 'id.transfer_id': 'NEW-2', 'property.external_id': 'NEW-2-WEB', 'price.price': 55_000_000 },
      },
    ]);
    const before = await office.listings();
    const dry = await office.upload(edited, { dryRun: true, json: true });
    expect(dry.code).toBe(1);
    const twins = rowOf(dry.report, 'clear its Service ID, Import status and Import fingerprint cells');
    expect(twins).toHaveLength(2);
    const sent = await office.upload(edited, { json: true });
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    expectUnchanged(before, await office.listings());
  });

  it('with its results in an office without references: both refused, the original keeps address and price', async () => {
    const exported = await office.exportOffice('withoutReferences');
    const edited = office.file('copied-unreferenced.xlsx');
    await editWorkbook(exported, edited, [
      {
        op: 'copyRow',
        index: 3,
        withResults: true,
        set: { 'location.address': 'Új utca 9.', 'price.price': 41_000_000 },
      },
    ]);
    const before = await office.listings('withoutReferences');
    const sent = await office.upload(edited, { json: true }, 'withoutReferences');
    expect(sent.code).toBe(1);
    expect(rowOf(sent.report, 'all name')).toHaveLength(2);
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    expectUnchanged(before, await office.listings('withoutReferences'));
  });
});

describe('field columns sorted without their result columns', () => {
  it('refuses the whole sheet in the dry run and the upload; no listing overwritten, no fault spent', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('sorted-fields.xlsx');
    await editWorkbook(exported, edited, [{ op: 'sortFields', key: 'location.address', reverse: true }]);
    const before = await office.listings();
    const dry = await office.upload(edited, { dryRun: true });
    expect(dry.code).toBe(1);
    expect(dry.out).toContain('rows were moved against their results columns (sorted or pasted only partly?)');
    const sent = await office.upload(edited, { json: true });
    expect(sent.code).toBe(1);
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    expect(sent.report?.summary).toMatchObject({ updated: 0, created: 0, deleted: 0 });
    expectUnchanged(before, await office.listings());
  });

  it('refuses it in an office without references too', async () => {
    const exported = await office.exportOffice('withoutReferences');
    const edited = office.file('sorted-unreferenced.xlsx');
    await editWorkbook(exported, edited, [{ op: 'sortFields', key: 'price.price', reverse: true }]);
    const before = await office.listings('withoutReferences');
    const sent = await office.upload(edited, {}, 'withoutReferences');
    expect(sent.out).toContain('rows were moved against their results columns');
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    expectUnchanged(before, await office.listings('withoutReferences'));
  });

  it('refuses a sorted row cut and pasted onto another sheet, whose cells are found on the first sheet', async () => {
    const exported = await office.exportOffice('withoutReferences');
    const edited = office.file('sorted-moved.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'sortFields', key: 'price.price', reverse: true },
      { op: 'moveRows', index: 3, count: 1 },
    ]);
    const before = await office.listings('withoutReferences');
    const sent = await office.upload(edited, { json: true }, 'withoutReferences');
    expect(rowOf(sent.report, '(Ingatlanok)').length).toBeGreaterThan(0);
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    expectUnchanged(before, await office.listings('withoutReferences'));
  });

  it('sends nothing wrong when only part of the field columns was sorted', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('sorted-part.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'sortFields', key: 'price.price', reverse: true, upto: 'price.price' },
    ]);
    const before = await office.listings();
    const sent = await office.upload(edited, { json: true });
    expect(sent.traffic).toEqual({ writes: [], faults: 0 });
    expectUnchanged(before, await office.listings());
  });
});

describe('a reference changed on purpose', () => {
  it('is refused unless confirmed; confirmed, only that listing gets the new reference', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('new-reference.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'set', index: reference(70), key: 'id.transfer_id', value: 'P-0070-B' },
    ]);
    const id = await office.idOf(reference(70));
    const before = await office.listings();
    // The dry run lists it as the portal holds it, with the option that confirms it (the app's box shows the same).
    const dry = await office.upload(edited, { dryRun: true });
    expect(dry.out).toContain(
      'Would change the reference of 1 listing(s) (upload needs --confirm-reference-changes 1):',
    );
    expect(dry.out).toMatch(/row \d+: Service ID \d+, reference P-0070, Teszt utca 71\., .*: reference → P-0070-B/);
    const refused = await office.upload(edited, { json: true });
    expect(refused.traffic).toEqual({ writes: [], faults: 0 });
    expect(rowOf(refused.report, '--confirm-reference-changes 1')).toHaveLength(1);
    const sent = await office.upload(edited, { json: true, confirmReferenceChanges: '1' });
    expect(sent.code).toBe(0);
    expect(sent.traffic.faults).toBe(0);
    expect(sent.traffic.writes.map((w) => `${w.method} ${w.uri}`)).toEqual([`PUT /property?id=${id}`]);
    const after = await office.listings();
    expect((after.get(id)?.['id'] as Record<string, unknown>)['transfer_id']).toBe('P-0070-B');
    expectUnchanged(before, after, new Map([[id, ['id.transfer_id']]]));
  });
});

describe('what a careful user does still goes through', () => {
  it('whole rows sorted and two prices edited: exactly those two PUTs, nothing refused', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('sorted-rows.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'sortRows', key: 'location.address', reverse: true },
      { op: 'set', index: reference(90), key: 'price.price', add: 500_000 },
      { op: 'set', index: reference(91), key: 'price.price', add: 500_000 },
    ]);
    const [id90, id91] = [await office.idOf(reference(90)), await office.idOf(reference(91))];
    const before = await office.listings();
    const sent = await office.upload(edited, { json: true });
    expect(sent.code).toBe(0);
    expect(sent.traffic.faults).toBe(0);
    expect(sent.traffic.writes.map((w) => `${w.method} ${w.uri}`).sort()).toEqual(
      [`PUT /property?id=${id90}`, `PUT /property?id=${id91}`].sort(),
    );
    const after = await office.listings();
    expect((after.get(id90)?.['price'] as Record<string, unknown>)['price']).toBe(39_500_000);
    expectUnchanged(before, after, new Map([id90, id91].map((id) => [id, ['price.price']])));
  });
});

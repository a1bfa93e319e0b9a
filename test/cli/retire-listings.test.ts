// Withdraw and delete through the Import action column, the spec's limits in the rows, and the sync preview, against
// the sandbox through a request-counting relay (docs/round-trip.md).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import { EXPORT_OFFICE as OFFICE, useExportOffice } from '../support/export-office-kit';
import { editWithOpenpyxl, propertyBody, readSheet, sendAll } from '../support/export-test-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';

const run = promisify(execFile);
const SHEET = 'Ingatlanok';
const ACTION = 'Importálási művelet';

const office = useExportOffice({ prefix: 'cli-retire-', sellers: 3, properties: 14 });
const file = (name: string): string => office.file(name);
const exportOffice = (): Promise<string> => office.exportTo();

interface ReportRow {
  readonly sheet: string;
  readonly row: number;
  readonly status: string;
  readonly error_message?: string;
  readonly problems?: readonly { readonly message: string }[];
}

interface Report {
  readonly summary: Record<string, unknown>;
  readonly rows: ReportRow[];
  readonly missing?: { id: number }[];
}

/** Uploads through the relay with `--json`; the writes it caused, the report, stderr and the exit code. */
const upload = (workbook: string, extra: Record<string, unknown> = {}) =>
  office.upload<Report>(workbook, { json: true, ...extra });

async function listings(): Promise<Map<number, Record<string, Record<string, unknown>>>> {
  const r = await office.client.listRecordBodies('property', { office_id: OFFICE, part: ['id', 'property', 'price'] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const items = r.value as Record<string, Record<string, unknown>>[];
  return new Map(items.map((p) => [p['id']?.['id'] as number, p]));
}

async function activeIds(n: number): Promise<number[]> {
  const all = [...(await listings()).entries()].filter(([, p]) => p['property']?.['status'] === 'active');
  // Featured listings are kept for the featured test; the demo listing stays as it is.
  const plain = all.filter(
    ([id, p]) => p['property']?.['is_featured'] !== true && id !== DEMO.properties.angyalfoldFlat.id,
  );
  return plain.slice(-n).map(([id]) => id);
}

async function headerOf(workbook: string, key: string): Promise<string> {
  const rows = await readSheet(workbook, SHEET);
  const header = [...new Set(rows.flatMap((r) => [...r.keys()]))].find((h) => h.endsWith(`[${key}]`));
  if (header === undefined) throw new Error(`no column for ${key}`);
  return header;
}

/** A withdraw changes only the status; it may name the listing's seller again so the listing keeps it (docs/api.md). */
function expectOnlyStatus(body: unknown): void {
  const b = body as Record<string, unknown>;
  expect(b['property']).toEqual({ status: 'inactive' });
  expect(Object.keys(b).filter((k) => k !== 'seller')).toEqual(['property']);
}

/** Appends a copy of the row with Service ID `serviceId` as a new row (no Service ID, earlier result nor action). */
async function appendCopy(src: string, dst: string, serviceId: number): Promise<void> {
  const script = `
import sys, openpyxl
src, dst, sid = sys.argv[1], sys.argv[2], int(sys.argv[3])
wb = openpyxl.load_workbook(src)
ws = wb['${SHEET}']
heads = {c.value: c.column for c in ws[1] if c.value is not None}
row = [r for r in range(2, ws.max_row + 1) if ws.cell(r, heads['Szolgáltatói azonosító']).value == sid][0]
new = ws.max_row + 1
for c in range(1, ws.max_column + 1):
    ws.cell(new, c).value = ws.cell(row, c).value
for h in ('Szolgáltatói azonosító', 'Importálás állapota', 'Importálási ujjlenyomat', '${ACTION}'):
    if h in heads:
        ws.cell(new, heads[h]).value = None
wb.save(dst)
`;
  await run('/usr/bin/python3', ['-c', script, src, dst, String(serviceId)]);
}

/** The results workbook's row of a listing, header → value, read by openpyxl (as a person's program would). */
async function resultRow(workbook: string, serviceId: number): Promise<Record<string, unknown>> {
  const script = `
import json, sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1], read_only=True)
ws = wb['${SHEET}']
rows = list(ws.iter_rows(values_only=True))
heads = rows[0]
hit = [dict(zip(heads, r)) for r in rows[1:] if r[heads.index('Szolgáltatói azonosító')] == int(sys.argv[2])]
print(json.dumps(hit[0] if hit else {}, default=str))
`;
  const { stdout } = await run('/usr/bin/python3', ['-c', script, workbook, String(serviceId)]);
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('withdraw and delete through the Import action column', () => {
  it('refuses a workbook that deletes without --confirm-deletes, listing the deletes, and sends nothing', async () => {
    const exported = await exportOffice();
    const [keep = 0, gone = 0] = await activeIds(2);
    const edited = file('delete-unconfirmed.xlsx');
    await editWithOpenpyxl(exported, edited, [
      { sheet: SHEET, header: ACTION, serviceId: keep, value: 'visszavonás' },
      { sheet: SHEET, header: ACTION, serviceId: gone, value: 'törlés' },
    ]);
    const refused = await upload(edited);
    expect(refused.code).toBe(2);
    expect(refused.writes).toEqual([]);
    expect(refused.errors).toContain('the workbook deletes 1 listing from the service');
    expect(refused.errors).toMatch(new RegExp(`${SHEET} row \\d+: Service ID ${gone}, reference EXP-P\\d+`));
    expect(refused.errors).toContain('--confirm-deletes 1');
    const wrong = await upload(edited, { confirmDeletes: '2' });
    expect(wrong.code).toBe(2);
    expect(wrong.writes).toEqual([]);
    const after = await listings();
    expect(after.has(gone)).toBe(true);
    expect(after.get(keep)?.['property']?.['status']).toBe('active');
  });

  it('refuses unconfirmed deletes in English, then in Hungarian: the reason, each listing and what to do', async () => {
    const exported = await exportOffice();
    const [gone = 0] = await activeIds(1);
    const edited = file('delete-unconfirmed-hu.xlsx');
    await editWithOpenpyxl(exported, edited, [{ sheet: SHEET, header: ACTION, serviceId: gone, value: 'törlés' }]);
    const refused = await upload(edited);
    expect(refused.code).toBe(2);
    const lines = refused.errors.split('\n');
    const pairs = [
      'the workbook deletes 1 listing from the service',
      `${SHEET} row `,
      'upload again with --confirm-deletes 1',
    ].map((english) => lines.findIndex((l) => l.includes(english)));
    for (const en of pairs) {
      expect(en, refused.errors).toBeGreaterThan(-1);
      // The option's name stays as typed.
      expectNoEnglishSentence((lines[en + 1] ?? '').replace(/^ *upload: |--[a-z-]+/g, ''));
    }
    expect(lines[(pairs[1] ?? 0) + 1]).toMatch(
      new RegExp(`^  A\\(z\\) ${SHEET} munkalap \\d+\\. sora: szolgáltatói azonosító: ${gone}, `),
    );
  });

  it('refuses a workbook that withdraws without --confirm-withdraws, listing the listings, and sends nothing', async () => {
    const exported = await exportOffice();
    const [keep = 0] = await activeIds(1);
    const edited = file('withdraw-unconfirmed.xlsx');
    await editWithOpenpyxl(exported, edited, [{ sheet: SHEET, header: ACTION, serviceId: keep, value: 'visszavonás' }]);
    const refused = await upload(edited);
    expect(refused.code).toBe(2);
    expect(refused.writes).toEqual([]);
    expect(refused.errors).toContain('the workbook withdraws 1 listing from the portal');
    expect(refused.errors).toMatch(
      new RegExp(`${SHEET} row \\d+: Service ID ${keep}, reference EXP-P\\d+.*\\(on the portal\\)`),
    );
    expect(refused.errors).toContain('--confirm-withdraws 1');
    const wrong = await upload(edited, { confirmWithdraws: '2' });
    expect(wrong.code).toBe(2);
    expect(wrong.writes).toEqual([]);
    expect((await listings()).get(keep)?.['property']?.['status']).toBe('active');
  });

  it('counts withdraws and deletes apart in the dry run', async () => {
    const exported = await exportOffice();
    const [a = 0, b = 0, c = 0] = await activeIds(3);
    const edited = file('dry.xlsx');
    await editWithOpenpyxl(exported, edited, [
      { sheet: SHEET, header: ACTION, serviceId: a, value: 'withdraw' },
      { sheet: SHEET, header: ACTION, serviceId: b, value: 'inaktiválás' },
      { sheet: SHEET, header: ACTION, serviceId: c, value: 'delete' },
    ]);
    const dry = await upload(edited, { dryRun: true });
    expect(dry.writes).toEqual([]);
    expect(dry.report?.summary).toMatchObject({ would_create: 0, would_modify: 0, would_withdraw: 2, would_delete: 1 });
  });

  it('withdraws and deletes with the count confirmed: a status PUT and a DELETE; again sends nothing', async () => {
    const exported = await exportOffice();
    const [keep = 0, gone = 0] = await activeIds(2);
    const edited = file('delete-confirmed.xlsx');
    await editWithOpenpyxl(exported, edited, [
      { sheet: SHEET, header: ACTION, serviceId: keep, value: 'visszavonás' },
      { sheet: SHEET, header: ACTION, serviceId: gone, value: 'törlés' },
    ]);
    const results = file('confirmed.results.xlsx');
    const done = await upload(edited, { confirmDeletes: '1', confirmWithdraws: '1', out: results });
    expect(done.errors).not.toContain('nothing was sent');
    expect(done.code).toBe(0);
    expect(done.writes.map((w) => `${w.method} ${w.uri}`)).toEqual([
      `PUT /property?id=${keep}`,
      `DELETE /property?id=${gone}`,
    ]);
    expectOnlyStatus(done.writes[0]?.body);
    expect(done.writes[1]?.body).toBeUndefined();
    expect(done.report?.summary).toMatchObject({ updated: 1, deleted: 1, failed: 0, invalid: 0 });
    const after = await listings();
    expect(after.get(keep)?.['property']?.['status']).toBe('inactive');
    expect(after.has(gone)).toBe(false);
    expect((await resultRow(results, gone))['Importálás állapota']).toBe('törölve');
    // The results workbook says what was done: uploaded again, it sends nothing.
    const again = await upload(results, { confirmDeletes: '1', confirmWithdraws: '1' });
    expect(again.writes).toEqual([]);
    expect(again.code).toBe(0);
  });

  it('refuses both rows when the workbook deletes a listing and creates it again, sending nothing', async () => {
    const exported = await exportOffice();
    const [gone = 0] = await activeIds(1);
    const marked = file('recreate-marked.xlsx');
    await editWithOpenpyxl(exported, marked, [{ sheet: SHEET, header: ACTION, serviceId: gone, value: 'törlés' }]);
    const edited = file('recreate.xlsx');
    await appendCopy(marked, edited, gone);
    const refused = await upload(edited, { confirmDeletes: '1' });
    expect(refused.writes).toEqual([]);
    const bad = refused.report?.rows.filter((r) => r.status === 'invalid') ?? [];
    expect(bad).toHaveLength(2);
    for (const r of bad) {
      expect(JSON.stringify(r)).toContain(
        'treats deleting a listing and creating it again shortly after as a duplicate',
      );
    }
    expect((await listings()).has(gone)).toBe(true);
  });
});

describe('the spec limits in the rows', () => {
  it('a listing whose un-featuring is refused gets a clear message in its row and results workbook', async () => {
    const [id = 0] = await activeIds(1);
    await sendAll(office.client, [
      { method: 'PUT', uri: `/property?id=${id}`, body: { property: { is_featured: true } } },
    ]);
    const exported = await exportOffice();
    const featured = await headerOf(exported, 'property.is_featured');
    const price = await headerOf(exported, 'price.price');
    const edited = file('unfeature.xlsx');
    await editWithOpenpyxl(exported, edited, [
      { sheet: SHEET, header: featured, serviceId: id, value: 'Nem' },
      { sheet: SHEET, header: price, serviceId: id, value: 99_000_000 },
    ]);
    const results = file('unfeature.results.xlsx');
    const sent = await upload(edited, { out: results });
    expect(sent.code).toBe(1);
    const row = sent.report?.rows.find((r) => r.status === 'failed');
    expect(row?.error_message).toMatch(
      new RegExp(
        '^This listing cannot be un-featured until a week after it was featured ' +
          '\\(not before \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\) \\(error 28\\)\\. ' +
          "The rest of this row's change was not applied either",
      ),
    );
    const written = await resultRow(results, id);
    expect(written['Importálás állapota']).toBe('sikertelen');
    // The workbook is Hungarian, so its message cell is too (the report above speaks English).
    expect(written['Hibaüzenet']).toMatch(
      /^A hirdetés a kiemelésétől számított egy hétig nem vehető le .*\(28\. hiba\)/,
    );
    const after = (await listings()).get(id);
    expect(after?.['property']?.['is_featured']).toBe(true);
    expect(after?.['price']?.['price']).not.toBe(99_000_000);
  });
});

describe('sync preview', () => {
  it('lists exactly the listings missing from the sheet; --withdraw-missing withdraws only them', async () => {
    const exported = await exportOffice();
    const uri = `/property?office_id=${OFFICE}`;
    const [activeNew = 0, inactiveNew = 0] = await sendAll(office.client, [
      { method: 'POST', uri, body: { ...propertyBody(901, null), id: { transfer_id: 'SYNC-1' } } },
      {
        method: 'POST',
        uri,
        body: { ...propertyBody(905, null), id: { transfer_id: 'SYNC-2' } },
      },
    ]);
    // propertyBody(905) is inactive (n % 5 === 0), propertyBody(901) active.
    const preview = await upload(exported, { syncPreview: true });
    expect(preview.code).toBe(0);
    expect(preview.writes).toEqual([]);
    const shown = JSON.parse(preview.out.join('\n')) as { missing: { id: number }[]; withdrawable: number };
    expect(shown.missing.map((m) => m.id).sort()).toEqual([activeNew, inactiveNew].sort());
    expect(shown.withdrawable).toBe(1);

    const wrong = await upload(exported, { withdrawMissing: '2' });
    expect(wrong.code).toBe(2);
    expect(wrong.writes).toEqual([]);
    expect(wrong.errors).toContain(`Service ID ${activeNew}, reference SYNC-1`);

    const withdrawn = await upload(exported, { withdrawMissing: '1' });
    expect(withdrawn.code).toBe(0);
    expect(withdrawn.writes.map((w) => `${w.method} ${w.uri}`)).toEqual([`PUT /property?id=${activeNew}`]);
    expectOnlyStatus(withdrawn.writes[0]?.body);
    expect(withdrawn.report?.summary).toMatchObject({ withdrawn_missing: 1, withdraw_missing_failed: 0 });
    const after = await listings();
    expect(after.get(activeNew)?.['property']?.['status']).toBe('inactive');
    // Missing listings are withdrawn, never deleted.
    expect(after.has(inactiveNew)).toBe(true);
  });
});

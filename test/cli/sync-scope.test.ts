// The sync preview and --withdraw-missing look only inside the scope the export recorded on the Help sheet (offices,
// types, status), say which scope they used, and refuse a workbook that records none unless the user names it
// (docs/round-trip.md, "Sync preview"). Against the sandbox through a counting relay.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFolders } from '../../src/engine/pipeline/data-folders';
import { listHistory } from '../../src/engine/undo';
import { DEMO } from '../../src/sandbox';
import { propertyBody, seedOffice, sendAll } from '../support/export-test-kit';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { officeListings, startCliSandbox } from '../support/cli-sandbox-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';

const run = promisify(execFile);
const OFFICE = DEMO.offices.budapest;
/** The office's name as the service lists it (the sandbox's demo seed). */
const OFFICE_NAME = 'Duna-Part Ingatlan – Angyalföld';
let kit: CliSandbox;

interface Preview {
  readonly missing: readonly { readonly id: number }[];
  readonly withdrawable: number;
  readonly scope: { readonly types: readonly string[]; readonly source: string };
}

let added = 0;

/** Active listings of these types made after the export: missing from it. */
async function addListings(kinds: readonly ('house' | 'apartment')[]): Promise<number[]> {
  const items = kinds.map((type) => {
    added += 1;
    const body = propertyBody(2000 + added, null) as { property: Record<string, unknown> };
    const property = { ...body.property, type, status: 'active' };
    const id = { transfer_id: `SCOPE-${added}` };
    return {
      method: 'POST' as const,
      uri: `/property?office_id=${OFFICE}`,
      body: { ...body, id, property, special: { [type]: {} } },
    };
  });
  return sendAll(kit.client, items);
}

async function exportHouses(): Promise<string> {
  const out = kit.file('houses.xlsx');
  const done = await kit.exportWith({ officeId: [String(OFFICE)], type: 'house', out });
  if (done.code !== 0) throw new Error(done.errors);
  return out;
}

/** The workbook with the Help sheet's scope line removed, as a workbook made before scopes were recorded. */
async function withoutScope(src: string): Promise<string> {
  const dst = kit.file('no-scope.xlsx');
  const script = `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
for ws in wb.worksheets:
    if ws.title in ('Súgó', 'Help'):
        for row in ws.iter_rows():
            if isinstance(row[0].value, str) and row[0].value.startswith(('A lap hirdetései', 'Listings held')):
                for c in row:
                    c.value = None
wb.save(sys.argv[2])
`;
  await run('/usr/bin/python3', ['-c', script, src, dst]);
  return dst;
}

beforeAll(async () => {
  kit = await startCliSandbox('cli-sync-scope-');
  await seedOffice(kit.client, 3, 24);
}, 60_000);

afterAll(async () => {
  await kit.close();
});

describe('sync preview scoped to the export', () => {
  it('a house-only export offers only houses missing from it, and says the scope it used', async () => {
    const exported = await exportHouses();
    const [house = 0, apartment = 0] = await addListings(['house', 'apartment']);
    const preview = await kit.upload(exported, { officeId: String(OFFICE), syncPreview: true, json: true });
    expect(preview.code, preview.errors).toBe(0);
    expect(preview.writes).toEqual([]);
    const shown = JSON.parse(preview.out.join('\n')) as Preview;
    expect(shown.missing.map((m) => m.id)).toEqual([house]);
    expect(shown.missing.map((m) => m.id)).not.toContain(apartment);
    expect(shown.scope).toMatchObject({ types: ['house'], source: 'recorded' });
    const text = await kit.upload(exported, { officeId: String(OFFICE), syncPreview: true });
    expect(text.out.join('\n')).toContain(`scope recorded by the export: ${OFFICE_NAME}; house; active and inactive`);
  });

  it("names each missing listing's office by its name, as the app's preview does, not by its number", async () => {
    const exported = await exportHouses();
    const [house = 0] = await addListings(['house']);
    const text = await kit.upload(exported, { officeId: String(OFFICE), syncPreview: true });
    const out = text.out.join('\n');
    expect(out).toMatch(new RegExp(`\\n  ${OFFICE_NAME}: Service ID ${house}, reference SCOPE-\\d+, `));
    expect(out).not.toMatch(/office 1[:;]|1\. iroda/);
  });

  it('--withdraw-missing withdraws only the houses; no apartment of the office changes', async () => {
    const exported = await exportHouses();
    const [house = 0] = await addListings(['house', 'apartment']);
    const before = await officeListings(kit.client, OFFICE);
    const preview = await kit.upload(exported, { officeId: String(OFFICE), syncPreview: true, json: true });
    const count = (JSON.parse(preview.out.join('\n')) as Preview).withdrawable;
    const done = await kit.upload(exported, { officeId: String(OFFICE), withdrawMissing: String(count), json: true });
    expect(done.code, done.errors).toBe(0);
    expect(done.writes.map((w) => w.uri)).toContain(`/property?id=${house}`);
    const after = await officeListings(kit.client, OFFICE);
    for (const [id, was] of before) {
      if (was['property']?.['type'] === 'house') continue;
      expect(after.get(id)?.['property']?.['status'], `listing ${id}`).toBe(was['property']?.['status']);
    }
    expect(after.get(house)?.['property']?.['status']).toBe('inactive');
    // The withdrawal is a run of its own, as the app's is: `history` lists it and `undo` can set it back.
    const runs = await listHistory(dataFolders(join(kit.dir, 'home')).journal);
    const sync = runs.find((r) => r.workbook === `${exported}#sync`);
    expect(sync).toMatchObject({ withdrawn: count, counts: { updated: 0, failed: 0 } });
  });

  it('prints its own lines in English, then in Hungarian (the preview, a count that does not match)', async () => {
    const exported = await exportHouses();
    await addListings(['house']);
    const text = await kit.upload(exported, { officeId: String(OFFICE), syncPreview: true });
    const out = text.out.join('\n').split('\n');
    const head = out.findIndex((l) => l.startsWith('Sync preview ('));
    expect(out[head + 1]).toMatch(/^Szinkron előnézet \(az exportban rögzített kör: /);
    expectNoEnglishSentence(out[head + 1] ?? '');
    const hint = out.findIndex((l) => l.startsWith('To withdraw them'));
    expect(out[hint + 1]).toMatch(/^Visszavonásukhoz/);
    const wrong = await kit.upload(exported, { officeId: String(OFFICE), withdrawMissing: '999' });
    expect(wrong.code).toBe(2);
    const refusal = wrong.errors.split('\n');
    const en = refusal.findIndex((l) => l.includes('but --withdraw-missing says 999'));
    expect(refusal[en + 1]).toMatch(/^Semmi sem ment el: /);
    // The option's name (--withdraw-missing) stays as typed.
    expectNoEnglishSentence((refusal[en + 1] ?? '').replace(/^upload: |--[a-z-]+/g, ''));
  });

  it('lists each missing listing in English, then in Hungarian, and the count of the rest in both', async () => {
    const exported = await exportHouses();
    // More than the 20 a list names, so it counts the rest.
    await addListings(Array.from({ length: 21 }, () => 'house' as const));
    const inBoth = (lines: readonly string[]) => {
      const listed = lines.flatMap((l, i) => (l.startsWith(`  ${OFFICE_NAME}: Service ID `) ? [i] : []));
      expect(listed.length).toBe(20);
      for (const i of listed) {
        expect(lines[i + 1]).toMatch(new RegExp(`^  ${OFFICE_NAME}: szolgáltatói azonosító: \\d+, `));
        expectNoEnglishSentence(lines[i + 1] ?? '');
      }
      const more = lines.findIndex((l) => /^ {2}… and \d+ more$/.test(l));
      expect(lines[more + 1]).toMatch(/^ {2}… és még \d+$/);
    };
    const preview = await kit.upload(exported, { officeId: String(OFFICE), syncPreview: true });
    inBoth(preview.out.join('\n').split('\n'));
    const wrong = await kit.upload(exported, { officeId: String(OFFICE), withdrawMissing: '999' });
    expect(wrong.code).toBe(2);
    inBoth(wrong.errors.split('\n'));
  });

  it('refuses a scope it cannot use in English, then in Hungarian (no scope, another office)', async () => {
    const exported = await exportHouses();
    const hungarianAfter = (errors: string, english: string) => {
      const lines = errors.split('\n');
      const en = lines.findIndex((l) => l.includes(english));
      expect(en, errors).toBeGreaterThan(-1);
      expect(lines[en + 1]).toMatch(/^Semmi sem ment el: /);
      // The options' names (--sync-types) and their words (house, all) stay as typed.
      expectNoEnglishSentence((lines[en + 1] ?? '').replace(/^upload: |--[a-z-]+|\(.*?\)/g, ''));
    };
    const other = await kit.upload(exported, { officeId: String(DEMO.offices.erdInactive), syncPreview: true });
    expect(other.code).toBe(2);
    hungarianAfter(other.errors, 'but is uploaded for office');
    const none = await kit.upload(await withoutScope(exported), { officeId: String(OFFICE), syncPreview: true });
    expect(none.code).toBe(2);
    hungarianAfter(none.errors, 'does not say which listings it holds');
  });

  it('refuses a sync of an export uploaded for another office than it was exported for', async () => {
    const exported = await exportHouses();
    const other = String(DEMO.offices.erdInactive);
    const refused = await kit.upload(exported, { officeId: other, syncPreview: true, json: true });
    expect(refused.code).toBe(2);
    expect(refused.writes).toEqual([]);
    expect(refused.errors).toContain(`exported for office ${OFFICE} but is uploaded for office ${other}`);
  });

  it('refuses a workbook that records no scope, sending nothing, until the user names one', async () => {
    const exported = await withoutScope(await exportHouses());
    const [house = 0, apartment = 0] = await addListings(['house', 'apartment']);
    const refused = await kit.upload(exported, { officeId: String(OFFICE), syncPreview: true, json: true });
    expect(refused.code).toBe(2);
    expect(refused.writes).toEqual([]);
    expect(refused.errors).toContain('does not say which listings it holds');
    expect(refused.errors).toContain('--sync-types');
    const withdraw = await kit.upload(exported, { officeId: String(OFFICE), withdrawMissing: '1' });
    expect(withdraw.code).toBe(2);
    expect(withdraw.writes).toEqual([]);
    const named = await kit.upload(exported, {
      officeId: String(OFFICE),
      syncPreview: true,
      syncTypes: 'house',
      json: true,
    });
    expect(named.code, named.errors).toBe(0);
    const shown = JSON.parse(named.out.join('\n')) as Preview;
    expect(shown.missing.map((m) => m.id)).toContain(house);
    expect(shown.missing.map((m) => m.id)).not.toContain(apartment);
    expect(shown.scope.source).toBe('named');
  });
});

// The command line and the app plan the same upload for the same workbook: the same listings created and modified,
// the same rows refused (by their own rules, or as not the listing they name), against one sandbox office.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/app-services/dispatch';
import { loadImport } from '../../src/cli/load-import';
import type { Words } from '../../src/catalog';
import { formatBoth, formatMessage } from '../../src/catalog';
import { IMPORT_REFERENCE_MESSAGES } from '../../src/engine/pipeline';
import { DEMO } from '../../src/sandbox';
import type { MappingView } from '../../src/shared/contract';
import { SELLER_CODE_HEADER, addListingsSheet, flatForSale, writeListingsSheet } from '../support/listings-sheet-kit';
import { PROPERTIES_SHEET, editWorkbook, reference, useOfficeSandbox } from '../support/office-sandbox-kit';
import { startPasswordRefusingRelay } from '../support/password-refusing-relay';
import { startRegionRefusingRelay } from '../support/region-refusing-relay';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 3, properties: 12 });
const app = useAppBesideCli(office, 'li-same-plan-');
const call = app.call;

interface Plan {
  readonly create: number;
  readonly modify: number;
  /** `sheet!row` of every row not sent: invalid by its own rules or refused by the plan. */
  readonly refused: readonly string[];
}

async function cliPlan(workbook: string): Promise<Plan> {
  const dry = await office.upload(workbook, { dryRun: true, json: true });
  const summary = dry.report?.summary ?? {};
  return {
    create: Number(summary['would_create']),
    modify: Number(summary['would_modify']),
    // Invalid by its own rules, or failed by the plan's (a dry run sends nothing; docs/upload.md, "Rows the plan
    // refuses").
    refused: (dry.report?.rows ?? [])
      .filter((r) => r.status === 'invalid' || r.status === 'failed')
      .map((r) => `${r.sheet}!${r.row}`),
  };
}

/** Each imported sheet's role and its columns' fields, as the Columns step shows them. */
type Mapped = readonly (readonly [sheet: string, role: string | null, fields: readonly (string | null)[]])[];

/** What the command line opens, maps and prepares for `workbook`: its mapping and the rows with problems. */
async function cliLoaded(
  workbook: string,
  baseUrl = office.relayClient().baseUrl,
): Promise<{ mapped: Mapped; invalid: string[] }> {
  process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
  const officeId = DEMO.offices.budapest;
  const loaded = await loadImport({ workbook, officeId, baseUrl, user: DEMO.users.demo.username });
  if (!loaded.ok) throw new Error(loaded.error);
  // Done with the service as the commands are: the room the ledger keeps goes back now, not by its idle timer after
  // the suite has begun removing the data folder (a late write there once made the removal fail).
  await loaded.value.client?.faults?.release();
  await Promise.all([loaded.value.client?.close(), loaded.value.referenceSaved]);
  const { mapping } = loaded.value.opened;
  const mapped = mapping.sheets
    .filter((s) => s.role !== null)
    .map((s) => [s.sheet, s.role, s.columns.filter((c) => c.header.trim() !== '').map((c) => c.field)] as const);
  const rows = loaded.value.prepared.sheets.flatMap((s) => s.rows);
  const invalid = rows.filter((r) => r.problems.length > 0).map((r) => `${r.sheet}!${r.row}`);
  cliNotice = loaded.value.referenceNote;
  cliNoticeBoth = loaded.value.referenceNotice;
  return { mapped, invalid };
}

/** The reference data's notice of the command line's last load. */
let cliNotice: string | null = null;
/** The same in both languages. */
let cliNoticeBoth: Words | null = null;

function mappedOf(view: MappingView): Mapped {
  return view.sheets.map((s) => [s.sheet, s.role, s.columns.map((c) => c.field)] as const);
}

/** The app's Open, Columns and validation of `workbook`: the proposed mapping and the rows with problems. */
async function appLoaded(workbook: string, baseUrl?: string): Promise<{ mapped: Mapped; invalid: string[] }> {
  const view = await app.open(workbook, baseUrl);
  return { mapped: mappedOf(view), invalid: await appInvalid() };
}

/** The notices of the app's last validation, in English. */
let appNotices: readonly string[] = [];

async function appInvalid(): Promise<string[]> {
  await call('setLanguage', { language: 'en', remember: false });
  const summary = await call('validate', {});
  appNotices = summary.notices.map((n) => n.en);
  const invalid: string[] = [];
  for (const s of summary.sheets) {
    const page = await call('getRows', { sheet: s.sheet, offset: 0, limit: 500, filter: 'invalid' });
    invalid.push(...page.rows.map((r) => `${s.sheet}!${r.row}`));
  }
  return invalid;
}

async function appPlan(workbook: string): Promise<Plan> {
  await app.open(workbook);
  const invalid = await appInvalid();
  const dry = await call('startUpload', { dryRun: true });
  const refused = (dry.changes?.refused ?? []).map((r) => `${r.sheet}!${r.row}`);
  return { create: dry.created, modify: dry.updated, refused: [...invalid, ...refused] };
}

describe('one plan for the command line and the app', () => {
  it('creates, modifies and refuses the same rows of an edited export', async () => {
    const exported = await office.exportOffice();
    const edited = office.file('edited.xlsx');
    await editWorkbook(exported, edited, [
      { op: 'set', index: reference(1), key: 'price.price', add: 1_000_000 },
      { op: 'set', index: reference(2), key: 'location.address', value: 'Új utca 3.' },
      { op: 'pasteId', from: reference(4), to: reference(3) },
      { op: 'set', index: reference(5), key: 'property.type', value: 'repülő' },
      { op: 'copyRow', index: reference(6), withResults: false, set: { 'id.transfer_id': 'P-UJ-1', 'price.price': 1 } },
    ]);
    const cli = await cliPlan(edited);
    const inApp = await appPlan(edited);
    expect({ ...inApp, refused: [...inApp.refused].sort() }).toEqual({ ...cli, refused: [...cli.refused].sort() });
    // Row 7 holds a type no one knows; the pasted Service ID is refused with the listing it names.
    expect({ create: cli.create, modify: cli.modify }).toEqual({ create: 1, modify: 2 });
    expect(cli.refused).toContain(`${PROPERTIES_SHEET}!7`);
    expect(cli.refused.filter((r) => r.startsWith(`${PROPERTIES_SHEET}!`)).length).toBeGreaterThanOrEqual(2);
  });

  it('finds the same sellers on the portal for listings that name sellers the workbook does not hold', async () => {
    const path = await writeListingsSheet(
      office.file('sellers-on-portal.xlsx'),
      [
        flatForSale('SP-1', 41_000_000, 'S-01'),
        flatForSale('SP-2', 42_000_000, 'S-99'),
        flatForSale('SP-3', 43_000_000, 'S-02'),
      ],
      [SELLER_CODE_HEADER],
    );
    const cli = await cliPlan(path);
    const inApp = await appPlan(path);
    expect(inApp).toEqual(cli);
    // S-01 and S-02 are the office's sellers on the portal; S-99 is nowhere.
    expect(cli).toEqual({ create: 2, modify: 0, refused: ['Ingatlanok!3'] });
  });

  it('maps and prepares a lone sheet whose headers name nothing the same: as listings, its columns from their values', async () => {
    const path = office.file('oszlopok.xlsx');
    const wb = new ExcelJS.Workbook();
    // A table inserted in Excel gets Oszlop1, Oszlop2 … as headers.
    const ws = wb.addWorksheet('Munka1');
    ws.addRow(['Oszlop1', 'Oszlop2', 'Oszlop3', 'Oszlop4', 'Oszlop5', 'Oszlop6']);
    ws.addRow(['lakás', 'eladó', 'Budapest', 'Teszt köz 1.', 45_000_000, 'Ft']);
    ws.addRow(['ház', 'kiadó', 'Budapest', 'Teszt köz 2.', 350_000, 'Ft']);
    ws.addRow(['lakás', 'eladó', 'Budapest', 'Teszt köz 3.', 52_000_000, 'Ft']);
    await wb.xlsx.writeFile(path);
    const cli = await cliLoaded(path);
    const inApp = await appLoaded(path);
    expect(cli).toEqual(inApp);
    expect(cli.mapped[0]?.slice(0, 2)).toEqual(['Munka1', 'properties']);
    expect(cli.mapped[0]?.[2].slice(0, 2)).toEqual(['property.type', 'property.action']);
  });

  it('refuses a reference two listings sheets share in both, as one office cannot hold it twice', async () => {
    const path = office.file('ket-lap.xlsx');
    const wb = new ExcelJS.Workbook();
    addListingsSheet(wb, 'Lakások', [flatForSale('KL-1', 41_000_000), flatForSale('KL-2', 42_000_000)]);
    addListingsSheet(wb, 'Házak', [
      ['KL-3', 'ház', 'eladó', 'Budapest', 61_000_000, 'Ft'],
      ['KL-1', 'ház', 'eladó', 'Budapest', 62_000_000, 'Ft'],
    ]);
    await wb.xlsx.writeFile(path);
    const cli = await cliLoaded(path);
    const inApp = await appLoaded(path);
    expect(inApp).toEqual(cli);
    expect([...cli.invalid].sort()).toEqual(['Házak!3', 'Lakások!2']);
  });

  it("checks a seller image's owner on the portal alike: one the portal has passes, one nowhere is refused", async () => {
    const path = office.file('ertekesito-kepek.xlsx');
    const wb = new ExcelJS.Workbook();
    addListingsSheet(wb, 'Ingatlanok', [flatForSale('KEP-1', 41_000_000, 'S-00')], [SELLER_CODE_HEADER]);
    const images = wb.addWorksheet('Értékesítő képek');
    images.addRow(['Értékesítő azonosító', 'Kép URL']);
    images.addRow(['S-01', 'https://example.com/s01.jpg']);
    images.addRow(['S-77', 'https://example.com/s77.jpg']);
    await wb.xlsx.writeFile(path);
    const cli = await cliLoaded(path);
    const inApp = await appLoaded(path);
    expect(inApp).toEqual(cli);
    // S-00 and S-01 are the office's sellers on the portal (no listing of the workbook names S-01); S-77 is nowhere.
    expect(cli.invalid).toEqual(['Értékesítő képek!3']);
  });

  it('checks alike, with the service gone, each seller the saved look-ups answer for, and leaves the one never asked', async () => {
    const listings = (name: string, sellers: readonly string[]): Promise<string> =>
      writeListingsSheet(
        office.file(name),
        sellers.map((s, i) => flatForSale(`LU-${i + 1}`, 41_000_000 + i, s)),
        [SELLER_CODE_HEADER],
      );
    const relay = await startRegionRefusingRelay(office.relayClient().baseUrl, false);
    // Both ask the service about S-01 (on the portal) and S-99 (nowhere), and keep the answers and the lists.
    const asked = await listings('kerdezett.xlsx', ['S-01', 'S-99']);
    await cliLoaded(asked, relay.baseUrl);
    await appLoaded(asked, relay.baseUrl);
    const later = await listings('kesobb.xlsx', ['S-01', 'S-99', 'S-77']);
    const view = await app.open(later, relay.baseUrl);
    await relay.close();
    // The service is gone: S-77 was never asked about, so it stays unchecked; S-99 is known to be nowhere.
    const cli = await cliLoaded(later, relay.baseUrl);
    const inApp = { mapped: mappedOf(view), invalid: await appInvalid() };
    expect(inApp).toEqual(cli);
    expect(cli.invalid).toEqual(['Ingatlanok!3']);
  });

  it('refuses alike the listings it cannot check when the reference data cannot be fetched and none is saved', async () => {
    const path = office.file('nincs-telepuleslista.xlsx');
    const wb = new ExcelJS.Workbook();
    addListingsSheet(wb, 'Ingatlanok', [
      // A settlement by its id is taken as given without the list: unchecked, so it must not be sent either.
      ['NT-1', 'lakás', 'eladó', DEMO.regions.budapest, 41_000_000, 'Ft'],
      flatForSale('NT-2', 42_000_000),
    ]);
    const sellers = wb.addWorksheet('Értékesítők');
    sellers.addRow(['Kód', 'Név', 'Telefon', 'E-mail']);
    sellers.addRow(['NT-E1', 'Kovács Anna', '+36 30 111 2233', 'anna.kovacs@example.hu']);
    await wb.xlsx.writeFile(path);
    const relay = await startRegionRefusingRelay(office.relayClient().baseUrl);
    try {
      const cli = await cliLoaded(path, relay.baseUrl);
      const inApp = await appLoaded(path, relay.baseUrl);
      expect(inApp).toEqual(cli);
      // Sellers need no reference data: they are checked and go; every listing waits for the lists.
      expect([...cli.invalid].sort()).toEqual(['Ingatlanok!2', 'Ingatlanok!3']);
      // Told in the same words: the engine's notice.
      const told = formatMessage(IMPORT_REFERENCE_MESSAGES.none, 'en');
      expect(cliNotice).toBe(told);
      expect(appNotices).toContain(told);
    } finally {
      await relay.close();
    }
  });

  it('uses its saved reference data alike when the service cannot give it, and says so in the same words', async () => {
    const path = await writeListingsSheet(office.file('mentett-telepuleslista.xlsx'), [
      ['MT-1', 'lakás', 'eladó', DEMO.regions.budapest, 41_000_000, 'Ft'],
      flatForSale('MT-2', 42_000_000),
      ['MT-3', 'lakás', 'eladó', 'Sehollakfalva', 43_000_000, 'Ft'],
    ]);
    const relay = await startRegionRefusingRelay(office.relayClient().baseUrl, false);
    try {
      // Both save the lists at a connection that gives them, then meet a service that cannot.
      await cliLoaded(path, relay.baseUrl);
      await appLoaded(path, relay.baseUrl);
      relay.refuse();
      const cli = await cliLoaded(path, relay.baseUrl);
      const inApp = await appLoaded(path, relay.baseUrl);
      expect(inApp).toEqual(cli);
      // Checked with the saved lists: the settlement no one knows is refused, the others pass.
      expect(cli.invalid).toEqual(['Ingatlanok!4']);
      const told = formatMessage(IMPORT_REFERENCE_MESSAGES.fromCache, 'en', { age: '<age>' });
      const [before = '', after = ''] = told.split('<age>');
      expect(cliNotice?.startsWith(before) && cliNotice.endsWith(after)).toBe(true);
      expect(appNotices.some((n) => n.startsWith(before) && n.endsWith(after))).toBe(true);
    } finally {
      await relay.close();
    }
  });

  it('with the log-in refused and a saved copy, checks with the copy alike, says so in both languages, sends nothing', async () => {
    const path = await writeListingsSheet(office.file('elutasitott-belepes.xlsx'), [
      flatForSale('BE-1', 41_000_000),
      ['BE-2', 'lakás', 'eladó', 'Sehollakfalva', 43_000_000, 'Ft'],
    ]);
    const relay = await startPasswordRefusingRelay(office.relayClient().baseUrl);
    try {
      // Both save the lists while the log-in works; the app connects again (its check passes), then the password
      // is changed on the portal.
      await cliLoaded(path, relay.baseUrl);
      await appLoaded(path, relay.baseUrl);
      const view = await app.open(path, relay.baseUrl);
      relay.refuse();
      const cli = await cliLoaded(path, relay.baseUrl);
      const inApp = { mapped: mappedOf(view), invalid: await appInvalid() };
      expect(inApp).toEqual(cli);
      // Checked with the saved lists: the settlement no one knows is refused, the other passes.
      expect(cli.invalid).toEqual(['Ingatlanok!3']);
      // Told alike that the log-in was refused, and that nothing can be sent until it works.
      const user = DEMO.users.demo.username;
      const told = (lang: 'en' | 'hu'): readonly string[] =>
        formatMessage(IMPORT_REFERENCE_MESSAGES.loginRefusedWithCopy, lang, { user, age: '<age>' }).split('<age>');
      const isTold = (text: string | undefined, lang: 'en' | 'hu'): boolean =>
        text !== undefined && told(lang).every((part) => text.includes(part));
      expect(isTold(cliNoticeBoth?.en, 'en') && isTold(cliNoticeBoth?.hu, 'hu')).toBe(true);
      expect(appNotices.some((n) => isTold(n, 'en'))).toBe(true);
      await call('setLanguage', { language: 'hu', remember: false });
      expect((await call('validate', {})).notices.some((n) => isTold(n.hu, 'hu'))).toBe(true);

      // No upload goes ahead, in either: the command line stops, the app refuses, nothing is written.
      const refusal = formatBoth(IMPORT_REFERENCE_MESSAGES.loginRefusedNothingSent, { user });
      const upload = await office.upload(path, { baseUrl: relay.baseUrl });
      expect(upload.code).toBe(2);
      expect(upload.errors).toContain(refusal.en);
      expect(upload.errors).toContain(refusal.hu);
      const inAppUpload = await dispatch(app.harness().services.handlers, 'startUpload', { dryRun: false });
      expect(inAppUpload).toMatchObject({ ok: false, error: { code: 'auth_failed', message: refusal.hu } });
      expect(relay.writesSinceRefused()).toBe(0);
    } finally {
      await relay.close();
    }
  });
});

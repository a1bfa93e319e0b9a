// A refusal that names one of the service's fields (`location.area_id: … is not an area of GET /region.`) is shown
// with the field as the user knows it, the header of its column in the workbook: in the command line's result cells
// of a Hungarian and an English workbook, and on the app's Results in either language. The English keeps the rest of
// the service's detail as it wrote it; the Hungarian names the field and its value without the service's English
// (docs/messages.md, "The service's refusals").
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/catalog';
import { DEMO } from '../../src/sandbox';
import type { ExtraDistrictRelay } from '../support/extra-district-relay';
import { EXTRA_DISTRICT, startExtraDistrictRelay } from '../support/extra-district-relay';
import { useOfficeSandbox } from '../support/office-sandbox-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { resultCellsOf } from '../support/result-cells-kit';
import { useAppBesideCli } from './cli-beside-app-kit';

const office = useOfficeSandbox({ sellers: 1, properties: 1 });
const app = useAppBesideCli(office, 'li-refusal-field-names-');
let relay: ExtraDistrictRelay | null = null;
beforeAll(async () => {
  relay = await startExtraDistrictRelay(office.relayClient().baseUrl, DEMO.regions.budapest);
});
afterAll(async () => {
  await relay?.close();
});

function relayUrl(): string {
  if (relay === null) throw new Error('the relay is not started');
  return relay.baseUrl;
}

/** The district column's header, a synonym the importer maps, not the catalog's label. */
const SHEETS = {
  hu: {
    name: 'Ingatlanok',
    headers: ['Hivatkozás', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Városrész', 'Cím', 'Ár', 'Pénznem'],
    words: ['lakás', 'eladó', 'Budapest'],
    currency: 'forint',
  },
  en: {
    name: 'Listings',
    headers: ['Reference', 'Property type', 'For sale or rent', 'Settlement', 'Neighbourhood', 'Address', 'Price'],
    words: ['flat', 'sale', 'Budapest'],
    currency: 'HUF',
  },
} as const;

/** One flat in Budapest's district that only the relay's region list has. */
async function writeListing(file: string, lang: Lang, reference: string): Promise<void> {
  const s = SHEETS[lang];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(s.name);
  ws.addRow([...s.headers, ...(lang === 'en' ? ['Currency'] : [])]);
  ws.addRow([reference, ...s.words, EXTRA_DISTRICT.name, 'Kert utca 1.', 65_000_000, s.currency]);
  await wb.xlsx.writeFile(file);
}

/** The message cell of the sheet's first row the service refused (error code filled). */
async function refusedMessage(file: string, sheet: string): Promise<string> {
  const refused = (await resultCellsOf(file, sheet)).find((r) => r.errorCode !== '');
  if (refused === undefined) throw new Error('no refused row');
  return refused.errorMessage;
}

const NOT_AN_AREA = `${EXTRA_DISTRICT.id} is not an area of GET /region.`;
/** What each language's cell says of the field: the English with the service's words, the Hungarian its value. */
const NAMED: Readonly<Record<Lang, string>> = { en: `: ${NOT_AN_AREA}`, hu: `: ${EXTRA_DISTRICT.id}).` };

describe("a refusal naming the service's field, as the user knows it", () => {
  it.each([
    ['hu', 'Városrész', /^A kerület nem ehhez a településhez tartozik/],
    ['en', 'Neighbourhood', /^The district does not belong to the settlement/],
  ] as const)('the command line writes the %s workbook header into its result cell', async (lang, header, meaning) => {
    const book = office.file(`kertvaros-${lang}.xlsx`);
    await writeListing(book, lang, `KV-CLI-${lang}`);
    const out = office.file(`kertvaros-${lang} results.xlsx`);
    const run = await office.upload(book, { out, baseUrl: relayUrl() });
    expect(run.code, run.errors).toBe(1);
    const message = await refusedMessage(out, SHEETS[lang].name);
    expect(message).toMatch(meaning);
    expect(message).toContain(`${header}${NAMED[lang]}`);
    expect(message).not.toContain('location.');
    if (lang === 'hu') expectNoEnglishSentence(message);
  });

  it("the app's Results name the column's header, in Hungarian and after a switch in English", async () => {
    await app.call('setLanguage', { language: 'hu', remember: false });
    const book = office.file('kertvaros-app.xlsx');
    await writeListing(book, 'hu', 'KV-APP');
    await app.open(book, relayUrl());
    await app.call('validate', {});
    const run = await app.call('startUpload', { dryRun: false });
    expect(run.failed).toBe(1);
    const hu = (await app.call('getResults', {})).failedRows.map((r) => r.message);
    expect(hu).toEqual([expect.stringMatching(/^A kerület nem ehhez a településhez tartozik/)]);
    expect(hu[0]).toContain(`Városrész${NAMED.hu}`);
    expectNoEnglishSentence(hu[0] ?? '');
    await app.call('setLanguage', { language: 'en', remember: false });
    const en = (await app.call('getResults', {})).failedRows.map((r) => r.message);
    expect(en).toEqual([expect.stringMatching(/^The district does not belong to the settlement/)]);
    expect(en[0]).toContain(`Városrész: ${NOT_AN_AREA}`);
  });
});

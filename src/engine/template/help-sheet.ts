// The Help sheet's text in plain language: what each sheet is for, what is required, how results come back.
import type { Lang, Words } from '../../catalog';
import { groupThousands } from '../../catalog';
import { ROW_STATUSES } from '../model/row-result';
import { resultHeaders, statusWord } from '../model/result-headers';
import type { RowStatus } from '../model/row-result';
import type { DataSheetPlan, ExportInfo, ShortenedText, TemplatePlan } from './template-plan';
import { typeWord } from './template-plan';
import { TEMPLATE_SHEET_NAMES } from './template-words';
import { actionHelp } from './action-column';
import type { ListingScope } from './export-scope';
import { SCOPE_LABEL, describeScope, scopeText } from './export-scope';

export type HelpStyle =
  'title' | 'heading' | 'text' | 'pair' | 'legend_required' | 'legend_optional' | 'legend_special';

/** One line of the Help sheet: one text, or a name and its explanation. */
export interface HelpLine {
  readonly style: HelpStyle;
  readonly cells: readonly string[];
}

const T = {
  title: { en: 'Listing import template – Help', hu: 'Ingatlan-import sablon – Súgó' },
  intro: {
    en: 'Fill in sellers, listings and images here, then upload the workbook with Listing Importer. One record per row. Do not change the header row.',
    hu: 'Ebbe a munkafüzetbe írja az értékesítőket, a hirdetéseket és a képeket, majd töltse fel a Listing Importer programmal. Soronként egy rekord. A fejlécsort ne módosítsa.',
  },
  sheets: { en: 'The sheets', hu: 'A lapok' },
  sellers: {
    en: 'Sellers (agents): name, phone, e-mail. Listings refer to a seller by the seller reference.',
    hu: 'Értékesítők (ügynökök): név, telefon, e-mail. A hirdetések az értékesítő azonosítóval hivatkoznak rájuk.',
  },
  properties: {
    en: 'Listings of every property type: type, price, address and features. Type-specific columns apply only to the types named in their note.',
    hu: 'Minden típusú hirdetés: típus, ár, cím, jellemzők. A típusfüggő oszlopok csak a megjegyzésükben felsorolt típusokra vonatkoznak.',
  },
  propertiesOfType: {
    en: 'Listings of type “{type}” only, with the features of that type.',
    hu: 'Csak „{type}” típusú hirdetések, e típus jellemzőivel.',
  },
  propertyImages: {
    en: 'Images of listings: the listing reference and the address (URL) of the image.',
    hu: 'Képek a hirdetésekhez: a hirdetés azonosítója és a kép webcíme (URL).',
  },
  sellerImages: {
    en: 'Images of sellers: the seller reference and the address (URL) of the image.',
    hu: 'Képek az értékesítőkhöz: az értékesítő azonosítója és a kép webcíme (URL).',
  },
  regions: {
    en: 'Settlements, their districts, postal codes and IDs, to look up; the Settlement column offers these names.',
    hu: 'Települések, kerületeik, irányítószámaik és azonosítóik, kikereséshez; a Település oszlop ezeket kínálja fel.',
  },
  lists: {
    en: 'Hidden sheet holding the words of the dropdowns. Do not change it.',
    hu: 'Rejtett lap a legördülő listák szavaival. Ne módosítsa.',
  },
  requiredColumns: { en: 'Columns required to create a new record', hu: 'Új rekordhoz kötelező oszlopok' },
  none: { en: '(none)', hu: '(nincs)' },
  filling: { en: 'Filling in', hu: 'Kitöltés' },
  notes: {
    en: 'Point at a header to see its note: what the column is, its type, limits and allowed values.',
    hu: 'A fejlécre mutatva megjegyzés írja le az oszlopot: mit jelent, milyen típusú, milyen korlátai és lehetséges értékei vannak.',
  },
  dropdowns: {
    en: 'Columns with a dropdown accept only the words of the list; numbers and text lengths are checked as you type. Rules cover the first {rows} data rows.',
    hu: 'A legördülő listás oszlopok csak a lista szavait fogadják el; a számokat és a szöveghosszt az Excel beíráskor ellenőrzi. A szabályok az első {rows} adatsorra érvényesek.',
  },
  key: {
    en: 'Keep the key in brackets at the end of each header (e.g. [price.price]): it tells the importer which field the column is.',
    hu: 'A fejlécek végén zárójelben álló kulcsot (pl. [price.price]) ne törölje: ebből tudja a program, melyik mező az oszlop.',
  },
  colours: {
    en: 'The colour of a header tells what kind of column it is:',
    hu: 'A fejléc színe mutatja, milyen az oszlop:',
  },
  required: { en: 'Required', hu: 'Kötelező' },
  requiredText: { en: 'Must be filled in to create a new record.', hu: 'Új rekord létrehozásához ki kell tölteni.' },
  optional: { en: 'Optional', hu: 'Nem kötelező' },
  optionalText: { en: 'May be left empty.', hu: 'Üresen hagyható.' },
  special: { en: 'Type-specific', hu: 'Típusfüggő' },
  specialText: {
    en: 'A feature of some property types only (optional).',
    hu: 'Csak bizonyos ingatlantípusok jellemzője (nem kötelező).',
  },
  regionsFrom: {
    en: 'Settlement list of {date} ({count} settlements). Newer settlements can be typed by ID.',
    hu: 'A településlista dátuma: {date} ({count} település). Újabb település az azonosítójával is megadható.',
  },
  noRegions: {
    en: 'No settlement list was available when this template was made, so the Settlement and District columns are free text: type the name or the ID. They are checked when you validate or upload.',
    hu: 'A sablon készítésekor nem volt elérhető településlista, ezért a Település és a Kerület oszlop szabad szöveg: írja be a nevet vagy az azonosítót. Ellenőrzésük a validáláskor, illetve feltöltéskor történik.',
  },
  results: { en: 'How results are written back', hu: 'Az eredmények visszaírása' },
  resultsIntro: {
    en: 'After an upload the importer adds these columns after the last column of each sheet and fills them for every row:',
    hu: 'Feltöltés után a program minden lap utolsó oszlopa mögé ezeket az oszlopokat írja, és minden sorhoz kitölti:',
  },
  status: { en: 'What happened to the row:', hu: 'Mi történt a sorral:' },
  serviceId: {
    en: "The record's ID in the portal; the row updates this record next time.",
    hu: 'A rekord azonosítója a portálon; a sor legközelebb ezt a rekordot frissíti.',
  },
  errorCode: { en: 'Numeric code of the error, when there was one.', hu: 'A hiba számkódja, ha volt hiba.' },
  errorMessage: { en: 'What was wrong: the field and the value.', hu: 'Mi volt a hiba: melyik mező, milyen érték.' },
  importedAt: { en: 'When the row was uploaded.', hu: 'Mikor került feltöltésre a sor.' },
  exportHeading: { en: 'This workbook is an export', hu: 'Ez a munkafüzet exportálással készült' },
  exportOffice: { en: 'Office', hu: 'Iroda' },
  exportOffices: { en: 'Offices', hu: 'Irodák' },
  exportService: { en: 'Service address', hu: 'Szolgáltatás címe' },
  exportTime: { en: 'Exported at', hu: 'Exportálás ideje' },
  exportScope: {
    en:
      'The line above says which listings this workbook holds ({scope}). Listing Importer compares with the portal ' +
      'only inside it when it looks for listings missing from the workbook (sync preview).',
    hu:
      'A fenti sor mondja meg, mely hirdetéseket tartalmazza ez a munkafüzet ({scope}). A Listing Importer csak ' +
      'ezen belül keres a portálon a munkafüzetből hiányzó hirdetéseket (szinkron előnézet).',
  },
  shortenedHeading: { en: 'Texts shortened to fit a cell', hu: 'Cellához rövidített szövegek' },
  shortenedText: {
    en:
      'A cell holds at most 32,767 characters; these texts are longer on the portal, so their cells show the ' +
      "beginning and a note. Left as they are, an upload keeps the portal's whole text; written over, the new " +
      'text is sent.',
    hu:
      'Egy cellába legfeljebb 32 767 karakter fér; ezek a szövegek a portálon hosszabbak, ezért a cellájuk az ' +
      'elejüket és egy megjegyzést mutat. Ha nem módosítja őket, a feltöltés a portál teljes szövegét megtartja; ' +
      'ha átírja, az új szöveg kerül fel.',
  },
  shortenedListing: { en: 'Listing {id}', hu: '{id}. hirdetés' },
  shortenedSeller: { en: 'Seller {id}', hu: '{id}. értékesítő' },
  shortenedField: { en: '{key}: {length} characters on the portal', hu: '{key}: {length} karakter a portálon' },
  exportReimport: {
    en:
      'Edit the cells and upload this workbook again for office {office}: only the rows you changed are sent, ' +
      'each to the record of its Service ID. New rows are created.',
    hu:
      'Módosítsa a cellákat, majd töltse fel újra ezt a munkafüzetet a(z) {office}. irodához: csak a megváltozott ' +
      'sorok kerülnek elküldésre, mindegyik a szolgáltatói azonosítója szerinti rekordhoz. Az új sorok új rekordként jönnek létre.',
  },
  exportReimportMany: {
    en:
      'Edit the cells and upload this workbook again: only the rows you changed are sent, each to the record of ' +
      'its Service ID. Sellers are re-sent unless one office is uploaded at a time.',
    hu:
      'Módosítsa a cellákat, majd töltse fel újra ezt a munkafüzetet: csak a megváltozott sorok kerülnek ' +
      'elküldésre, mindegyik a szolgáltatói azonosítója szerinti rekordhoz. Az értékesítők újra elküldésre kerülnek, hacsak ' +
      'nem irodánként tölti fel.',
  },
  resubmit: {
    en: 'Wrong cells get a note and a fill. Correct them and upload the same workbook again: rows already uploaded and unchanged are not sent twice.',
    hu: 'A hibás cellák megjegyzést és színezést kapnak. Javítás után ugyanazt a munkafüzetet töltse fel újra: a már feltöltött, változatlan sorokat a program nem küldi el még egyszer.',
  },
} as const satisfies Record<string, Words>;

/** What each status means; the status word itself is written in the sheet's language (model/result-headers.ts). */
const STATUS_WORDS: Readonly<Record<RowStatus, Words>> = {
  created: { en: 'new record made', hu: 'új rekord létrejött' },
  updated: { en: 'existing record changed', hu: 'meglévő rekord módosult' },
  deleted: { en: 'the listing was deleted (Import action)', hu: 'a hirdetés törölve (importálási művelet)' },
  invalid: { en: 'wrong data, not sent', hu: 'hibás adat, nem lett elküldve' },
  failed: { en: 'the portal refused it', hu: 'a portál elutasította' },
  skipped: {
    en: 'not sent (unchanged, or its seller or listing failed)',
    hu: 'nem lett elküldve (változatlan, vagy az értékesítője/hirdetése hibás)',
  },
};

function statusLine(status: RowStatus, lang: Lang): string {
  return `${statusWord(status, lang)} – ${STATUS_WORDS[status][lang]}`;
}

function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => String(values[name] ?? m));
}

function purpose(sheet: DataSheetPlan, lang: Lang): string {
  switch (sheet.kind) {
    case 'sellers':
      return T.sellers[lang];
    case 'properties':
      return sheet.propertyType
        ? fill(T.propertiesOfType[lang], { type: typeWord(sheet.propertyType, lang) })
        : T.properties[lang];
    case 'property_images':
      return T.propertyImages[lang];
    case 'seller_images':
      return T.sellerImages[lang];
  }
}

/** `2026-11-24 10:30 UTC`: read by people, so no `T` and no seconds. */
function exportTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The scope line a program reads back (export-scope.ts), and what it means for the sync preview. */
function scopeLines(scope: ListingScope, lang: Lang): HelpLine[] {
  return [
    { style: 'pair', cells: [SCOPE_LABEL[lang], scopeText(scope)] },
    { style: 'text', cells: [fill(T.exportScope[lang], { scope: describeScope(scope, lang) })] },
  ];
}

/** How many shortened texts the Help sheet names one by one. */
const SHORTENED_LISTED = 100;

/** The texts the export shortened, each by record and field, so the user knows which cells are not whole. */
function shortenedLines(shortened: readonly ShortenedText[], lang: Lang): HelpLine[] {
  if (shortened.length === 0) return [];
  const count = (n: number): string => groupThousands(n, lang);
  const lines: HelpLine[] = [
    { style: 'heading', cells: [T.shortenedHeading[lang]] },
    { style: 'text', cells: [T.shortenedText[lang]] },
  ];
  for (const s of shortened.slice(0, SHORTENED_LISTED)) {
    const who = s.resource === 'property' ? T.shortenedListing : T.shortenedSeller;
    lines.push({
      style: 'pair',
      cells: [
        fill(who[lang], { id: s.serviceId ?? '?' }),
        fill(T.shortenedField[lang], { key: s.key, length: count(s.length) }),
      ],
    });
  }
  if (shortened.length > SHORTENED_LISTED) {
    lines.push({ style: 'text', cells: [`… +${shortened.length - SHORTENED_LISTED}`] });
  }
  return lines;
}

/** The export's own block: which offices (name and ID), the service, when, and how to send edits back. */
function exportLines(info: ExportInfo, lang: Lang): HelpLine[] {
  const offices = info.offices.map((o) => `${o.name} (${o.id})`).join(', ');
  const officeWord = info.offices.length === 1 ? T.exportOffice : T.exportOffices;
  const reimport =
    info.reimportOffice === null
      ? T.exportReimportMany[lang]
      : fill(T.exportReimport[lang], { office: info.reimportOffice });
  return [
    { style: 'heading', cells: [T.exportHeading[lang]] },
    { style: 'pair', cells: [officeWord[lang], offices] },
    { style: 'pair', cells: [T.exportService[lang], info.service] },
    { style: 'pair', cells: [T.exportTime[lang], exportTime(info.exportedAt)] },
    ...(info.scope === undefined ? [] : scopeLines(info.scope, lang)),
    { style: 'text', cells: [reimport] },
    ...shortenedLines(info.shortened ?? [], lang),
  ];
}

/** The Help sheet, line by line; `dataRows` is how many rows the rules cover. */
export function helpLines(plan: TemplatePlan, dataRows: number): readonly HelpLine[] {
  const { lang, reference } = plan;
  const headers = resultHeaders(lang);
  const hasRegions = reference !== null && reference.regions.length > 0;
  const lines: HelpLine[] = [
    { style: 'title', cells: [T.title[lang]] },
    ...(plan.exportInfo ? exportLines(plan.exportInfo, lang) : []),
    { style: 'text', cells: [T.intro[lang]] },
    { style: 'heading', cells: [T.sheets[lang]] },
    ...plan.sheets.map((s): HelpLine => ({ style: 'pair', cells: [s.name, purpose(s, lang)] })),
  ];
  if (hasRegions) lines.push({ style: 'pair', cells: [TEMPLATE_SHEET_NAMES.regions[lang], T.regions[lang]] });
  lines.push({ style: 'pair', cells: [TEMPLATE_SHEET_NAMES.lists[lang], T.lists[lang]] });

  lines.push({ style: 'heading', cells: [T.requiredColumns[lang]] });
  for (const s of plan.sheets) {
    const required = s.columns.filter((c) => c.required).map((c) => c.label);
    lines.push({ style: 'pair', cells: [s.name, required.length > 0 ? required.join(', ') : T.none[lang]] });
  }

  lines.push(
    { style: 'heading', cells: [T.filling[lang]] },
    { style: 'text', cells: [T.notes[lang]] },
    { style: 'text', cells: [fill(T.dropdowns[lang], { rows: dataRows })] },
    { style: 'text', cells: [T.key[lang]] },
    { style: 'text', cells: [T.colours[lang]] },
    { style: 'legend_required', cells: [T.required[lang], T.requiredText[lang]] },
    { style: 'legend_optional', cells: [T.optional[lang], T.optionalText[lang]] },
    { style: 'legend_special', cells: [T.special[lang], T.specialText[lang]] },
    ...(plan.sheets.some((s) => s.importAction) ? [{ style: 'pair' as const, cells: actionHelp(lang) }] : []),
    {
      style: 'text',
      cells: [
        hasRegions && reference
          ? fill(T.regionsFrom[lang], { date: reference.fetchedAt.slice(0, 10), count: reference.regions.length })
          : T.noRegions[lang],
      ],
    },
    { style: 'heading', cells: [T.results[lang]] },
    { style: 'text', cells: [T.resultsIntro[lang]] },
    {
      style: 'pair',
      cells: [headers.status, `${T.status[lang]} ${ROW_STATUSES.map((s) => statusLine(s, lang)).join('; ')}`],
    },
    { style: 'pair', cells: [headers.serviceId, T.serviceId[lang]] },
    { style: 'pair', cells: [headers.errorCode, T.errorCode[lang]] },
    { style: 'pair', cells: [headers.errorMessage, T.errorMessage[lang]] },
    { style: 'pair', cells: [headers.importedAt, T.importedAt[lang]] },
    { style: 'text', cells: [T.resubmit[lang]] },
  );
  return lines;
}

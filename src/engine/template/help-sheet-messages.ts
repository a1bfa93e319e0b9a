// The Help sheet's texts (docs/messages.md): what each sheet is for, how to fill it in, how results come back.
import type { Words } from '../../catalog';
import { defineMessages } from '../../catalog';
import type { RowStatus } from '../model/row-result';

export const HELP_SHEET_MESSAGES = defineMessages({
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
  exportedStatus: {
    en: 'exported as the portal holds it; sent again only once edited',
    hu: 'úgy exportálva, ahogy a portálon áll; csak szerkesztés után kerül újra elküldésre',
  },
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
});

/** What each status means; the status word itself is written in the sheet's language (model/result-headers.ts). */
export const STATUS_MEANINGS = defineMessages({
  created: { en: 'new record made', hu: 'új rekord létrejött' },
  updated: { en: 'existing record changed', hu: 'meglévő rekord módosult' },
  deleted: { en: 'the listing was deleted (Import action)', hu: 'a hirdetés törölve (importálási művelet)' },
  invalid: { en: 'wrong data, not sent', hu: 'hibás adat, nem lett elküldve' },
  failed: { en: 'the portal refused it', hu: 'a portál elutasította' },
  skipped: {
    en: 'not sent (unchanged, or its seller or listing failed)',
    hu: 'nem lett elküldve (változatlan, vagy az értékesítője/hirdetése hibás)',
  },
}) satisfies Readonly<Record<RowStatus, Words>>;

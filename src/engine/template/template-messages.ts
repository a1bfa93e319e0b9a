// The template's own words (docs/messages.md): sheet names, the regions sheet's headers, the column notes, the
// export's scope line and the Import action column's note; field words come from the catalog only.
import { defineMessages } from '../../catalog';

export const SHEET_NAME_MESSAGES = defineMessages({
  help: { en: 'Help', hu: 'Súgó' },
  sellers: { en: 'Sellers', hu: 'Értékesítők' },
  properties: { en: 'Properties', hu: 'Ingatlanok' },
  property_images: { en: 'Property images', hu: 'Ingatlan képek' },
  seller_images: { en: 'Seller images', hu: 'Értékesítő képek' },
  regions: { en: 'Regions', hu: 'Települések' },
  lists: { en: 'Lists', hu: 'Listák' },
});

/** The lists sheet's column header; no dotted keys, or the engine's matcher would take it for a properties sheet. */
export const LIST_SHEET_MESSAGES = defineMessages({
  header: { en: 'List {number} ({name})', hu: 'Lista {number} ({name})' },
});

/** Worded so the engine's header matcher never takes the regions sheet for a properties sheet. */
export const REGION_HEADER_MESSAGES = defineMessages({
  settlement: { en: 'Settlement name', hu: 'Település neve' },
  settlementId: { en: 'Settlement ID', hu: 'Település azonosító' },
  zipCodes: { en: 'Postal codes', hu: 'Irányítószámai' },
  district: { en: 'District name', hu: 'Kerület neve' },
  districtId: { en: 'District ID', hu: 'Kerület azonosító' },
});

/** The lines of a header's note. */
export const COLUMN_NOTE_MESSAGES = defineMessages({
  type: { en: 'Type', hu: 'Típus' },
  allowed: { en: 'Allowed values', hu: 'Lehetséges értékek' },
  onlyFor: { en: 'Only for', hu: 'Csak ezeknél' },
  required: { en: 'Required to create a new record.', hu: 'Új rekordnál kötelező.' },
  onlyModify: { en: 'Only used when modifying an existing record.', hu: 'Csak meglévő rekord módosításakor használt.' },
  pick: { en: 'Pick from the list', hu: 'Választás a listából' },
  differs: { en: 'Differs by property type', hu: 'Ingatlantípusonként eltérő' },
  onlyThisType: { en: 'On this sheet always', hu: 'Ezen a lapon mindig' },
  pickSettlement: {
    en: 'Pick a settlement from the Regions sheet (its ID also works).',
    hu: 'Válasszon települést a Települések lapról (az azonosító is megadható).',
  },
  pickDistrict: {
    en: 'Pick a district of the settlement (see the Regions sheet; its ID also works).',
    hu: 'Válassza ki a település kerületét (lásd a Települések lapot; az azonosító is megadható).',
  },
  noRegions: {
    en: 'No settlement list was available when this template was made: type the name or the ID.',
    hu: 'A sablon készítésekor nem volt elérhető településlista: írja be a nevet vagy az azonosítót.',
  },
});

/** The export's scope line: its label (read back in either language) and the words that describe it. */
export const SCOPE_MESSAGES = defineMessages({
  label: { en: 'Listings held (do not edit)', hu: 'A lap hirdetései (ne módosítsa)' },
  offices: { en: 'offices', hu: 'irodák' },
  office: { en: 'office', hu: 'iroda' },
  allTypes: { en: 'every type', hu: 'minden típus' },
  anyStatus: { en: 'active and inactive', hu: 'aktív és inaktív' },
  active: { en: 'active only', hu: 'csak aktív' },
  inactive: { en: 'inactive only', hu: 'csak inaktív' },
  changedAfter: { en: 'changed after', hu: 'módosítva ezután:' },
  sheetOffices: { en: "the rows' offices", hu: 'a sorok irodái' },
});

/** The Import action column: `{upsert}`, `{deactivate}` and `{remove}` are its three words in the sheet's language. */
export const ACTION_COLUMN_MESSAGES = defineMessages({
  note: {
    en: 'What the upload does with the listing of this row.\nEmpty or {upsert}: create or modify it.\n{deactivate}: set it inactive (only its status changes).\n{remove}: delete it from the portal; the upload asks to confirm the number of deletes.\nA deleted listing cannot be created again shortly after: modify listings instead.',
    hu: 'Mit tegyen a feltöltés a sor hirdetésével.\nÜres vagy {upsert}: létrehozza vagy módosítja.\n{deactivate}: inaktívvá teszi (csak az állapota változik).\n{remove}: törli a portálról; a feltöltés megerősítteti a törlések számát.\nTörölt hirdetés rövid időn belül nem hozható létre újra: a hirdetést módosítani kell.',
  },
  help: {
    en: 'Optional, on the properties sheets. Empty or {upsert}: create or modify the listing; {deactivate}: set it inactive; {remove}: delete it from the portal (the upload asks to confirm the number of deletes). Rows missing from the workbook are never deleted.',
    hu: 'Nem kötelező, az ingatlanos lapokon. Üres vagy {upsert}: a hirdetés létrehozása vagy módosítása; {deactivate}: inaktívvá tétele; {remove}: törlése a portálról (a feltöltés megerősítteti a törlések számát). A munkafüzetből hiányzó sorok hirdetései soha nem törlődnek.',
  },
});

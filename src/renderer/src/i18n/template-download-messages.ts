// The words of the Open step's template download (docs/wizard.md), in both languages.
import { defineMessages } from '../../../shared/message-catalog';

export const TEMPLATE_DOWNLOAD_MESSAGES = defineMessages({
  templateTitle: { en: 'Download template', hu: 'Sablon letöltése' },
  templateIntro: {
    en: 'An empty workbook with dropdowns, notes and a help sheet, to prepare sellers, listings and images offline and open here later.',
    hu: 'Üres munkafüzet legördülő listákkal, megjegyzésekkel és súgólappal: az értékesítők, hirdetések és képek kapcsolat nélkül előkészíthetők, majd itt megnyithatók.',
  },
  templateLanguage: { en: 'Language of the workbook', hu: 'A munkafüzet nyelve' },
  templateTypes: {
    en: 'One properties sheet per type (none chosen: one sheet for every type)',
    hu: 'Ingatlantípusonként külön lap (ha egy sincs kiválasztva: egy lap minden típushoz)',
  },
  templateDownload: { en: 'Download template', hu: 'Sablon letöltése' },
  templateSaved: { en: 'Template saved: {name}', hu: 'A sablon elkészült: {name}' },
  templateNotSaved: {
    en: 'The template was not saved (the save dialog was closed).',
    hu: 'A sablon nem lett mentve (a mentési ablakot bezárták).',
  },
  templateSettlements: { en: 'Settlements: {count} from {source}.', hu: 'Települések: {count} ({source}).' },
  templateNoSettlements: {
    en: 'No saved settlements yet (connect once to get them): the settlement column is free text.',
    hu: 'Még nincsenek mentett települések (egy kapcsolódás után lesznek): a település oszlop szabad szöveg.',
  },
  templateNoSettlementsConnected: {
    en: 'No saved settlements either: the settlement column is free text.',
    hu: 'Mentett települések sincsenek: a település oszlop szabad szöveg.',
  },
  languageHu: { en: 'Hungarian', hu: 'magyar' },
  languageEn: { en: 'English', hu: 'angol' },
});

export type TemplateStringKey = keyof typeof TEMPLATE_DOWNLOAD_MESSAGES;

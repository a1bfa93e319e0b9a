// The words of the Open step's template download (docs/wizard.md), in both languages; beside strings.ts.
import type { Language } from '../../../shared/contract';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  templateTitle: 'Download template',
  templateIntro:
    'An empty workbook with dropdowns, notes and a help sheet, to prepare sellers, listings and images offline ' +
    'and open here later.',
  templateLanguage: 'Language of the workbook',
  templateTypes: 'One properties sheet per type (none chosen: one sheet for every type)',
  templateDownload: 'Download template',
  templateSaved: 'Template saved: {name}',
  templateNotSaved: 'The template was not saved (the save dialog was closed).',
  templateSettlements: 'Settlements: {count} from {source}.',
  templateNoSettlements: 'No saved settlements yet (connect once to get them): the settlement column is free text.',
  languageHu: 'Hungarian',
  languageEn: 'English',
} as const satisfies Record<string, MessageText>;

export type TemplateStringKey = keyof typeof en;

const hu: Record<TemplateStringKey, MessageText> = {
  templateTitle: 'Sablon letöltése',
  templateIntro:
    'Üres munkafüzet legördülő listákkal, megjegyzésekkel és súgólappal: az értékesítők, hirdetések és képek ' +
    'kapcsolat nélkül előkészíthetők, majd itt megnyithatók.',
  templateLanguage: 'A munkafüzet nyelve',
  templateTypes: 'Ingatlantípusonként külön lap (ha egy sincs kiválasztva: egy lap minden típushoz)',
  templateDownload: 'Sablon letöltése',
  templateSaved: 'A sablon elkészült: {name}',
  templateNotSaved: 'A sablon nem lett mentve (a mentési ablakot bezárták).',
  templateSettlements: 'Települések: {count} ({source}).',
  templateNoSettlements:
    'Még nincsenek mentett települések (egy kapcsolódás után lesznek): a település oszlop szabad szöveg.',
  languageHu: 'magyar',
  languageEn: 'angol',
};

const STRINGS: Readonly<Record<Language, Record<TemplateStringKey, MessageText>>> = { en, hu };

export function templateText(lang: Language, key: TemplateStringKey, params?: MessageParams): string {
  return formatMessage(STRINGS[lang][key], lang, params);
}

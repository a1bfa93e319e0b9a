// What a language walk looks for in the visible text of a step: English words in the Hungarian UI, Hungarian words in
// the English UI, and the API's code names (field keys, enum codes, snake_case tokens, `[block.name]`, true/false,
// huf) in either language.
import type { SheetRole } from '../../../src/catalog';
import {
  IMPORT_ACTIONS,
  SHEET_ROLES,
  SPECIAL_BLOCKS,
  VALUE_SETS,
  fieldsForRole,
  valueWords,
} from '../../../src/catalog';
import type { ValueSetName } from '../../../src/catalog';
import type { Message, MessageText } from '../../../src/shared/message-catalog';
import { CONFIRM_COUNT_MESSAGES } from '../../../src/renderer/src/i18n/confirm-count-messages';
import { CONNECT_CHECK_MESSAGES } from '../../../src/renderer/src/i18n/connect-check-messages';
import { FORM_MESSAGES } from '../../../src/renderer/src/i18n/form-messages';
import { HELD_ROWS_MESSAGES } from '../../../src/renderer/src/i18n/held-rows-messages';
import { SYNC_SCOPE_MESSAGES } from '../../../src/renderer/src/i18n/sync-scope-messages';
import { TEMPLATE_DOWNLOAD_MESSAGES } from '../../../src/renderer/src/i18n/template-download-messages';
import { UI_MESSAGES } from '../../../src/renderer/src/i18n/ui-messages';
import { UNDO_MESSAGES } from '../../../src/renderer/src/i18n/undo-messages';
import { WARNING_MESSAGES } from '../../../src/renderer/src/i18n/warning-messages';

const CATALOGS: readonly Readonly<Record<string, Message>>[] = [
  UI_MESSAGES,
  CONFIRM_COUNT_MESSAGES,
  CONNECT_CHECK_MESSAGES,
  FORM_MESSAGES,
  HELD_ROWS_MESSAGES,
  SYNC_SCOPE_MESSAGES,
  TEMPLATE_DOWNLOAD_MESSAGES,
  UNDO_MESSAGES,
  WARNING_MESSAGES,
];

/** Common English words a forgotten string or an untranslated service message would bring (not "import" and
 * "export": Hungarian words as well, as in the export's file name `iroda-1-export-….xlsx`). */
const COMMON_ENGLISH = `the and or of to in on for with from by at is are was were be been not no yes all any each
every this that these those it its row rows sheet sheets column columns value values field fields error errors warning
warnings file files upload uploaded created updated unchanged failed skipped deleted withdrawn status imported
exported seller sellers listing listings property properties image images price currency office offices
connection connect connected next back close save open cancel done yes result results history about template
download learned words word service portal sandbox check checked test run runs dry send sent resend invalid valid
missing required unknown type types sale rent house apartment flat active inactive new good average browser electron`;

function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

const forms = (text: MessageText): readonly string[] => (typeof text === 'string' ? [text] : [text.one, text.other]);

/** Every text of a catalog in English, and every text in Hungarian. */
function catalogTexts(catalog: Readonly<Record<string, Message>>): { en: string; hu: string } {
  const messages = Object.values(catalog);
  return { en: messages.flatMap((m) => forms(m.en)).join(' '), hu: messages.flatMap((m) => forms(m.hu)).join(' ') };
}

const ROLES: readonly SheetRole[] = SHEET_ROLES;
const FIELDS = [...ROLES.flatMap((r) => fieldsForRole(r)), ...Object.values(SPECIAL_BLOCKS).flat()];

/** Every code name of the catalog: field keys and enum codes. */
export const CODE_NAMES: ReadonlySet<string> = new Set([
  ...FIELDS.map((f) => f.key),
  ...Object.values(VALUE_SETS).flat(),
  ...IMPORT_ACTIONS,
  ...ROLES,
]);

/** Every word of the UI's catalogs, field labels and value words, in English and in Hungarian. */
function catalogWords(): { readonly en: ReadonlySet<string>; readonly hu: ReadonlySet<string> } {
  const en = new Set<string>();
  const hu = new Set<string>();
  for (const catalog of CATALOGS) {
    const t = catalogTexts(catalog);
    for (const w of words(t.en)) en.add(w);
    for (const w of words(t.hu)) hu.add(w);
  }
  for (const f of FIELDS) {
    for (const w of words(f.label.en)) en.add(w);
    for (const w of words(f.label.hu)) hu.add(w);
  }
  for (const [set, codes] of Object.entries(VALUE_SETS))
    for (const code of codes) {
      const v = valueWords(set as ValueSetName, code);
      for (const w of words(v.en)) en.add(w);
      for (const w of words(v.hu)) hu.add(w);
    }
  return { en, hu };
}

function englishVocabulary(): ReadonlySet<string> {
  const { en, hu } = catalogWords();
  // A placeholder's name ({count}) is no word of the UI; short words (a, is, el, be) are Hungarian as well.
  // The common words are English whatever a Hungarian text quotes (a status code, a file name).
  return new Set([...[...en].filter((w) => !hu.has(w)), ...words(COMMON_ENGLISH)].filter((w) => w.length > 2));
}

const ENGLISH = englishVocabulary();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEY_PATTERN = new RegExp(
  `(?<![\\p{L}\\d_.@/])(${[...CODE_NAMES]
    .filter((c) => c.includes('.'))
    .map(escape)
    .join('|')})(?![\\p{L}\\d_.@])`,
  'gu',
);

/**
 * File paths and web addresses (the data folder, the sandbox's address) are the machine's words, not the UI's; and a
 * word cut short with an ellipsis (a long cell of the user's workbook in the Open step's preview) is no word to judge.
 */
function withoutPaths(text: string): string {
  return text.replace(/\S*[/\\]\S*/g, ' ').replace(/\S*…/g, ' ');
}

/** Code names in the text: field keys, snake_case, `[x.y]`, `(code)`, true/false, lower-case currency codes. */
export function codeNamesIn(shown: string): string[] {
  const text = withoutPaths(shown);
  const found = [
    ...(text.match(KEY_PATTERN) ?? []),
    ...(text.match(/(?<![\p{L}\d@./:-])[a-z\d]+(?:_[a-z\d]+)+(?![\p{L}\d@.])/gu) ?? []),
    ...(text.match(/\[[a-z_]+(?:\.[a-z_]+)*\]/g) ?? []),
    ...(text.match(/(?<![\p{L}\d])(?:true|false|huf|eur)(?![\p{L}\d])/gu) ?? []),
    ...[...text.matchAll(/\(([a-z_]+)\)/g)].filter((m) => CODE_NAMES.has(m[1] ?? '')).map((m) => m[0]),
  ];
  return [...new Set(found)];
}

/** English words of the UI's catalogs (not also Hungarian ones) in text shown in Hungarian, less `allowed`. */
export function englishWordsIn(text: string, allowed: ReadonlySet<string>): string[] {
  return [...new Set(words(withoutPaths(text)).filter((w) => ENGLISH.has(w) && !allowed.has(w)))];
}

/** Common Hungarian words a forgotten string or a service message left in Hungarian would bring. */
const COMMON_HUNGARIAN = `sor sorok sora munkalap munkalapok oszlop oszlopok hiba hibák hibás érték értékek mező
nincs van vagy és egy nem igen kész feltöltés feltöltve létrehozva frissítve változatlan sikertelen kihagyva
értékesítő értékesítők hirdetés hirdetések ingatlan ingatlanok iroda kapcsolat tovább vissza mentés mégse`;

/** Words both languages write (`most`: now; a quoted English status's `used`), never a finding in either. */
const SHARED = new Set(['most', 'used']);

function hungarianVocabulary(): ReadonlySet<string> {
  const { en, hu } = catalogWords();
  const only = [...hu].filter((w) => !en.has(w) && !ENGLISH.has(w) && !SHARED.has(w));
  return new Set([...only, ...words(COMMON_HUNGARIAN)].filter((w) => w.length > 2));
}

const HUNGARIAN = hungarianVocabulary();

/**
 * Hungarian words in text shown in English, less `allowed`: words of the UI's Hungarian catalogs (not also English
 * ones) and any word with a letter only Hungarian writes (`ő`, `ű`).
 */
export function hungarianWordsIn(text: string, allowed: ReadonlySet<string>): string[] {
  const found = words(withoutPaths(text)).filter((w) => (HUNGARIAN.has(w) || /[őű]/u.test(w)) && !allowed.has(w));
  return [...new Set(found)];
}

/** Words the user brought (the workbook's cells, the office's names): lower-cased, for `englishWordsIn`. */
export function allowedWords(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(words));
}

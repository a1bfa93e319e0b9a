// A service's error in both languages (docs/messages.md, "The service's refusals"). The English is the code's meaning
// and the service's own description, its field paths named as staff know them. The Hungarian never carries the
// service's English: for a documented code it is the meaning with the field and the value the description names
// (docs/api.md, "Errors": a description names the field, then the offending value); only for a code not documented,
// whose meaning is not known, does it keep the description, saying the service answered in English.
import type { Lang, Words } from './field-types';
import { SHEET_ROLES, findField } from './catalog-index';
import { errorCodeMessage, isDocumentedCode } from './error-code-messages';
import type { OwnRule } from './field-issue';
import { ownReason } from './field-issue';
import { formatBoth, formatMessage } from './message-catalog';
import { QUOTE_MESSAGES } from './quote-messages';
import { SERVICE_ERROR_MESSAGES as M, SERVICE_NAME_WORDS } from './service-error-messages';
import { ownRuleOf } from './service-issue-reading';
import { fieldKeyOf } from './validate-body';

/** A field of the service by its path (`location.area_id`), as staff know it in each language, if known. */
export type FieldNamer = (path: string) => Words | undefined;

/** A dotted path of lower-case names and indexes, as the service writes a field (`special.house.floor_area`). */
const PATH = /(?<![\w./@-])[a-z_]+(?:\.[a-z0-9_]+)+(?![\w/@-]|\.\w)/g;

/** The path a description (or one of its sentences) is about: at its start, then `: ` or ` is `. */
const SUBJECT = /(?:^|(?<=[.;]\s))([a-z_]+(?:\.[a-z0-9_]+)*)(?=:\s|\sis\s)/g;

/** The offending value right after the path's colon: a JSON string or a number. */
const VALUE_AFTER_COLON = /^:\s+("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?![\w.]))/;

/** A value inside the words after the colon (`id: no property with id 7 …`): the first string or number. */
const VALUE_IN_WORDS = /"(?:[^"\\]|\\.)*"|(?<![\w.])-?\d+(?:\.\d+)?(?![\w]|\.\d)/;

/** Longest value shown in a message; a longer one is cut with an ellipsis. */
const MAX_VALUE = 60;

/** The path as a field key of the catalog (`special.house.floor_area` is `special.floor_area`). */
export function serviceFieldKey(path: string): string {
  return fieldKeyOf(path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)));
}

/**
 * A field by the catalog's label when no sheet is known (a failed request): only where every sheet having the field
 * calls it alike; `id.transfer_id`, a listing's or a seller's reference, is then named by its last part.
 */
export function fieldNameOnAnySheet(path: string): Words | undefined {
  const key = serviceFieldKey(path);
  const labels = SHEET_ROLES.flatMap((role) => findField(role, key)?.label ?? []);
  const first = labels[0];
  if (first !== undefined && labels.every((l) => l.hu === first.hu && l.en === first.en)) return first;
  return labels.length > 0 ? serviceNameWords(key.slice(key.lastIndexOf('.') + 1)) : undefined;
}

/** The service's name of an identifier that is no field of a sheet (`id`, `transfer_id`), if it is one. */
function serviceNameWords(name: string): Words | undefined {
  return Object.hasOwn(SERVICE_NAME_WORDS, name)
    ? SERVICE_NAME_WORDS[name as keyof typeof SERVICE_NAME_WORDS]
    : undefined;
}

function nameOfPath(path: string, nameOf: FieldNamer): Words | undefined {
  return nameOf(path) ?? serviceNameWords(path);
}

/** The description with each field path the namer knows named in each language; the rest as the service wrote it. */
export function pathsNamed(description: string, nameOf: FieldNamer): Words {
  const named = (lang: Lang): string => description.replace(PATH, (path) => nameOf(path)?.[lang] ?? path);
  return { en: named('en'), hu: named('hu') };
}

function valueIn(rest: string): string | null {
  const after = VALUE_AFTER_COLON.exec(rest);
  if (after?.[1] !== undefined) return after[1];
  // Only words may stand before the value (`no property with id 7`), never another value (`true exceeds …`).
  if (!/^:\s+(?:no|a|an)\s/.test(rest)) return null;
  return VALUE_IN_WORDS.exec(rest)?.[0] ?? null;
}

function shownValue(raw: string, lang: Lang): string {
  if (!raw.startsWith('"')) return raw;
  let text: string;
  try {
    text = String(JSON.parse(raw));
  } catch {
    text = raw.slice(1, -1);
  }
  const cut = text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
  return formatMessage(QUOTE_MESSAGES.quoted, lang, { text: cut });
}

/** A field the description is about, with its value and why the service refused it where either is said. */
function subjectText(field: string, value: string | null, rule: OwnRule | null, lang: Lang): string {
  const why = rule === null ? null : ownReason(rule, lang);
  if (value === null) return why === null ? field : formatMessage(M.fieldWhy, lang, { field, why });
  return formatMessage(why === null ? M.subject : M.subjectWhy, lang, { field, value, why: why ?? '' });
}

/** The fields (and their values) the description is about, in a language: `Kerület / városrész: 2001`; or ''. */
export function subjectsOf(description: string, nameOf: FieldNamer, lang: Lang): string {
  const starts = [...description.matchAll(SUBJECT)];
  const out: string[] = [];
  starts.forEach((m, i) => {
    const path = m[1] ?? '';
    const name = nameOfPath(path, nameOf);
    if (name === undefined) return;
    const rest = description.slice(m.index + path.length, starts[i + 1]?.index ?? description.length);
    const value = valueIn(rest);
    const field = name[lang];
    const text = subjectText(field, value === null ? null : shownValue(value, lang), ownRuleOf(rest), lang);
    if (!out.includes(text)) out.push(text);
  });
  return out.join('; ');
}

/** The service's error `code` with its `description`, in both languages (see the file's head). */
export function serviceErrorInBoth(code: number, description: string, nameOf: FieldNamer = fieldNameOnAnySheet): Words {
  const meaning = formatBoth(errorCodeMessage(code), { code });
  const said = pathsNamed(description.trim(), nameOf);
  const en =
    said.en === ''
      ? formatMessage(M.meaningOnly, 'en', { meaning: meaning.en })
      : formatMessage(M.said, 'en', { meaning: meaning.en, said: said.en });
  return { en, hu: hungarianOf(code, description, nameOf, meaning.hu, said.hu) };
}

function hungarianOf(code: number, description: string, nameOf: FieldNamer, meaning: string, said: string): string {
  if (said === '') return formatMessage(M.meaningOnly, 'hu', { meaning });
  if (!isDocumentedCode(code)) return formatMessage(M.inEnglish, 'hu', { meaning, said });
  const subjects = subjectsOf(description, nameOf, 'hu');
  return subjects === ''
    ? formatMessage(M.meaningOnly, 'hu', { meaning })
    : formatMessage(M.named, 'hu', { meaning, subjects });
}

/**
 * The description alone, for a sentence that says the meaning itself (a retire of a listing the service does not
 * hold) or a refusal without a code: the English as the service wrote it; the Hungarian its fields and values for a
 * documented code, else the description said to be the service's English; '' when there is nothing to add.
 */
export function serviceDetailInBoth(
  code: number | null,
  description: string,
  nameOf: FieldNamer = fieldNameOnAnySheet,
): Words {
  const said = pathsNamed(description.trim(), nameOf);
  if (said.en === '') return { en: '', hu: '' };
  if (code === null || !isDocumentedCode(code)) return formatBoth(M.saidAlone, { said });
  const subjects = subjectsOf(description, nameOf, 'hu');
  return { en: said.en, hu: subjects === '' ? '' : formatMessage(M.subjectsAlone, 'hu', { subjects }) };
}

/** A result of an older version, which holds its message in English only, told in Hungarian by its error code. */
export function olderResultInHungarian(code: number, english: string): string {
  const meaning = formatMessage(errorCodeMessage(code), 'hu', { code });
  return formatMessage(M.olderInEnglish, 'hu', { meaning, said: english });
}

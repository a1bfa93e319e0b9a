// The headers of the per-row result columns written back into the user's workbook, and the words of its statuses:
// part of the product's promise, read again when a workbook comes back for resubmission, and written by the export
// and the template. Written in the workbook's language; read in either, so older workbooks keep working
// (docs/write-back.md, "The workbook's language").
import type { Lang } from '../../catalog';
import { formatMessage, olderResultInHungarian } from '../../catalog';
import { EXPORTED_STATUS_MESSAGES } from './exported-status-messages';
import { PENDING_RESULT_MESSAGES } from './pending-result-messages';
import type { RowResult, RowStatus } from './row-result';

export const RESULT_HEADERS = {
  status: 'Import status',
  serviceId: 'Service ID',
  errorCode: 'Error code',
  errorMessage: 'Error message',
  importedAt: 'Imported at',
  /** Hidden column: what was last sent, so a resubmission can tell edited rows from unchanged ones. */
  fingerprint: 'Import fingerprint',
} as const;

export type ResultHeaderKey = keyof typeof RESULT_HEADERS;

/** The result columns in the order a write-back places them and sets their cells. */
export const RESULT_HEADER_KEYS: readonly ResultHeaderKey[] = [
  'status',
  'serviceId',
  'errorCode',
  'errorMessage',
  'importedAt',
  'fingerprint',
];

export const RESULT_HEADERS_HU: Readonly<Record<ResultHeaderKey, string>> = {
  status: 'Importálás állapota',
  serviceId: 'Szolgáltatói azonosító',
  errorCode: 'Hibakód',
  errorMessage: 'Hibaüzenet',
  importedAt: 'Importálás ideje',
  fingerprint: 'Importálási ujjlenyomat',
};

export function resultHeaders(lang: Lang): Readonly<Record<ResultHeaderKey, string>> {
  return lang === 'hu' ? RESULT_HEADERS_HU : RESULT_HEADERS;
}

const STATUS_HU: Readonly<Record<RowStatus, string>> = {
  created: 'létrehozva',
  updated: 'frissítve',
  deleted: 'törölve',
  invalid: 'hibás',
  failed: 'sikertelen',
  skipped: 'kihagyva',
};

/** A status as the workbook's language writes it: `created`, `létrehozva`. */
export function statusWord(status: RowStatus, lang: Lang): string {
  return lang === 'hu' ? STATUS_HU[status] : status;
}

/** The word an export seals its rows with, in each language (docs/round-trip.md, "The exported status"). */
export const EXPORTED_WORDS: Readonly<Record<Lang, string>> = EXPORTED_STATUS_MESSAGES.exported;

/** An exported row's status cell: `exported` for what a re-import reads as unchanged, else the status's own word. */
export function exportedStatusWord(status: RowStatus, lang: Lang): string {
  return status === 'skipped' ? EXPORTED_WORDS[lang] : statusWord(status, lang);
}

/**
 * A result's status cell: its status's word; "unknown" for a row still in doubt (never read back as a status); none
 * for a row held back for another (still to be sent).
 */
export function resultStatusText(result: RowResult, lang: Lang): string | null {
  switch (result.pending) {
    case 'in_doubt':
      return formatMessage(PENDING_RESULT_MESSAGES.inDoubtStatus, lang);
    case 'waits_for_row':
      return null;
    case 'not_reached':
    case undefined:
      return statusWord(result.status, lang);
  }
}

/**
 * A row's message in a language. A result of an older run holds it in English only: in Hungarian it is then told by
 * its error code, the English kept as the service's detail (docs/messages.md, "Results in both languages").
 */
export function rowMessage(result: RowResult, lang: Lang): string | undefined {
  const { errorMessage: en, errorMessageHu: hu, errorCode: code } = result;
  if (lang === 'en' || en === undefined) return en;
  if (hu !== undefined) return hu;
  return code === undefined ? en : olderResultInHungarian(code, en);
}

/** A result's message cell: the row's message; for a row in doubt or held back, why, in the workbook's language. */
export function resultMessageText(result: RowResult, lang: Lang): string | undefined {
  const waits = result.waitsFor;
  if (result.pending === 'waits_for_row' && waits !== undefined)
    return formatMessage(PENDING_RESULT_MESSAGES.waitsForRow, lang, { sheet: waits.sheet, row: waits.row });
  return result.pending === 'in_doubt'
    ? formatMessage(PENDING_RESULT_MESSAGES.inDoubt, lang)
    : rowMessage(result, lang);
}

const BY_WORD = new Map<string, RowStatus>([
  ...(Object.keys(STATUS_HU) as RowStatus[]).flatMap((s) => [[s, s] as const, [STATUS_HU[s], s] as const]),
  [EXPORTED_WORDS.en, 'skipped'],
  [EXPORTED_WORDS.hu, 'skipped'],
]);

/** The status a cell's word names in either language (an export's `exported` is `skipped`), or null. */
export function statusOfWord(text: string): RowStatus | null {
  return BY_WORD.get(text.trim().toLowerCase()) ?? null;
}

/** Which result column a header text is, in either language (exact text, as written back), or null. */
export function resultKeyOfHeader(text: string): { key: ResultHeaderKey; lang: Lang } | null {
  for (const key of Object.keys(RESULT_HEADERS) as ResultHeaderKey[]) {
    if (text === RESULT_HEADERS[key]) return { key, lang: 'en' };
    if (text === RESULT_HEADERS_HU[key]) return { key, lang: 'hu' };
  }
  return null;
}

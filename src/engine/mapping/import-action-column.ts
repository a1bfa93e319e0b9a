// Recognises the optional `Import action` column and reads its cells (words of either language, catalog data).
import type { ImportAction } from '../../catalog';
import {
  IMPORT_ACTIONS,
  IMPORT_ACTION_HEADER,
  IMPORT_ACTION_HEADER_SYNONYMS,
  IMPORT_ACTION_WORDS,
} from '../../catalog';
import { foldText } from '../values/fold-text';
import type { CellValue } from '../model/cell-value';

const HEADERS: ReadonlySet<string> = new Set(
  [IMPORT_ACTION_HEADER.en, IMPORT_ACTION_HEADER.hu, ...IMPORT_ACTION_HEADER_SYNONYMS].map(foldText),
);

const BY_WORD: ReadonlyMap<string, ImportAction> = new Map(
  IMPORT_ACTIONS.flatMap((a) => {
    const w = IMPORT_ACTION_WORDS[a];
    return [a, w.en, w.hu, ...w.synonyms].map((word) => [foldText(word), a] as const);
  }),
);

/** Whether a header names the action column; such a column is never mapped as a field. */
export function isImportActionHeader(header: string): boolean {
  return HEADERS.has(foldText(header));
}

export type ActionCell =
  | { readonly kind: 'action'; readonly action: ImportAction }
  /** A word that names no action: the row is refused rather than guessed (a wrong guess could delete). */
  | { readonly kind: 'unknown'; readonly text: string };

/** An empty cell is `upsert`. */
export function readImportAction(cell: CellValue | undefined): ActionCell {
  if (cell === null || cell === undefined) return { kind: 'action', action: 'upsert' };
  if (typeof cell === 'object')
    return { kind: 'unknown', text: cell instanceof Date ? cell.toISOString() : cell.error };
  const text = String(cell);
  if (text.trim() === '') return { kind: 'action', action: 'upsert' };
  const action = BY_WORD.get(foldText(text));
  return action === undefined ? { kind: 'unknown', text } : { kind: 'action', action };
}

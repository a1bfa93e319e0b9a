// Warnings the user accepted: for one row (sheet and row with its kind) or for every row of a kind.
import type { PlausibilityWarning, WarningKind } from './plausibility-warning';
import { isWarningKind, WARNING_KINDS } from './plausibility-warning';

export interface AcceptedWarnings {
  readonly kinds: readonly WarningKind[];
  /** `sheet!row#kind`: see {@link acceptedRowKey}. */
  readonly rows: readonly string[];
}

export const NONE_ACCEPTED: AcceptedWarnings = { kinds: [], rows: [] };

export function acceptedRowKey(w: Pick<PlausibilityWarning, 'sheet' | 'row' | 'kind'>): string {
  return `${w.sheet}!${w.row}#${w.kind}`;
}

export function isAccepted(w: PlausibilityWarning, accepted: AcceptedWarnings): boolean {
  return accepted.kinds.includes(w.kind) || accepted.rows.includes(acceptedRowKey(w));
}

/** The warnings still open after the accepted ones are taken out. */
export function openWarnings(
  warnings: readonly PlausibilityWarning[],
  accepted: AcceptedWarnings,
): readonly PlausibilityWarning[] {
  return warnings.filter((w) => !isAccepted(w, accepted));
}

/**
 * `scale-slip,sale-vs-rent` or `all`: the kinds a command line accepts; an unknown word is an error naming it.
 */
export function parseAcceptedKinds(
  text: string,
): { readonly ok: true; readonly kinds: readonly WarningKind[] } | { readonly ok: false; readonly word: string } {
  const words = text
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  const kinds: WarningKind[] = [];
  for (const word of words) {
    if (word === 'all') return { ok: true, kinds: WARNING_KINDS };
    if (!isWarningKind(word)) return { ok: false, word };
    kinds.push(word);
  }
  return { ok: true, kinds };
}

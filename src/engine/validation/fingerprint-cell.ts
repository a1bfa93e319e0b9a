// The hidden `Import fingerprint` cell: the row's fingerprint, then its field snapshot (upload/row-snapshot.ts) and
// the identity the row is bound to (upload/row-binding.ts).

/**
 * The snapshot rides in the fingerprint's cell after a space, so it needs no column of its own and is ours wherever
 * the fingerprint is. Older readers compare the whole cell with the fingerprint, find it different and compare the
 * row with the service as before: nothing is skipped wrongly.
 */
export const SNAPSHOT_MARK = 'S1:';

/**
 * The row's identity binding: which record (Service ID, office, reference) the row was exported or last written back
 * as (docs/round-trip.md, "Row identity"). A reader that does not know it ignores it.
 */
export const BINDING_MARK = 'I1:';

/** The parts of the cell; a part the cell does not hold (or holds in a form this version cannot read) is null. */
export interface FingerprintCellParts {
  readonly fingerprint: string;
  readonly snapshot: string | null;
  readonly binding: string | null;
}

/** The cell text written for a row: its fingerprint, and its snapshot and binding when it has them. */
export function fingerprintCell(
  fingerprint: string,
  snapshot: string | null | undefined,
  binding?: string | null,
): string {
  let out = fingerprint;
  if (snapshot !== null && snapshot !== undefined) out += ` ${snapshot}`;
  if (binding !== null && binding !== undefined) out += ` ${binding}`;
  return out;
}

/** The fingerprint, snapshot and binding read from the cell; parts it lacks are null. */
export function splitFingerprintCell(text: string): FingerprintCellParts {
  const parts = text.trim().split(/\s+/);
  let snapshot: string | null = null;
  let binding: string | null = null;
  for (const part of parts.slice(1)) {
    if (part.startsWith(SNAPSHOT_MARK)) snapshot ??= part;
    else if (part.startsWith(BINDING_MARK)) binding ??= part;
  }
  return { fingerprint: parts[0] ?? '', snapshot, binding };
}

/**
 * A fingerprint alone, or a fingerprint, one space and a snapshot, as `fingerprintCell` writes them before a binding
 * (printable ASCII between): splitting and joining such a cell gives it back unchanged, so the binding is only
 * appended. An upload binds every written row after its last answer; splitting 10,000 cells cost more than the rest
 * of its end.
 */
const PLAIN_CELL = /^[!-~]+(?: S1:[!-~]*)?$/;

/** The cell with its binding replaced (or added); the fingerprint and snapshot stay as they are. */
export function withBinding(cell: string, binding: string | null): string {
  if (PLAIN_CELL.test(cell)) return binding === null ? cell : `${cell} ${binding}`;
  const { fingerprint, snapshot } = splitFingerprintCell(cell);
  return fingerprintCell(fingerprint, snapshot, binding);
}

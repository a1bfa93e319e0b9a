// The hidden `Import fingerprint` cell: the row's fingerprint, then its field snapshot (upload/row-snapshot.ts).

/**
 * The snapshot rides in the fingerprint's cell after a space, so it needs no column of its own and is ours wherever
 * the fingerprint is. Older readers compare the whole cell with the fingerprint, find it different and compare the
 * row with the service as before: nothing is skipped wrongly.
 */
export const SNAPSHOT_MARK = 'S1:';

/** The cell text written for a row: its fingerprint, and its snapshot when it has one. */
export function fingerprintCell(fingerprint: string, snapshot: string | null | undefined): string {
  return snapshot === null || snapshot === undefined ? fingerprint : `${fingerprint} ${snapshot}`;
}

/** The fingerprint and snapshot read from the cell; a cell without a readable snapshot gives only the fingerprint. */
export function splitFingerprintCell(text: string): { readonly fingerprint: string; readonly snapshot: string | null } {
  const space = text.indexOf(' ');
  if (space < 0) return { fingerprint: text, snapshot: null };
  const rest = text.slice(space + 1).trim();
  return { fingerprint: text.slice(0, space), snapshot: rest.startsWith(SNAPSHOT_MARK) ? rest : null };
}

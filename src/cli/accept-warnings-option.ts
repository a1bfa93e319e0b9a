// `--accept-warnings`, as validate and upload read it: read before anything is asked, so this file stays light.
import type { Result } from '../catalog';
import { err, ok } from '../catalog';
import type { AcceptedWarnings } from '../engine/plausibility';
import { parseAcceptedKinds } from '../engine/plausibility/accept-warnings';
import { isWarningKind } from '../engine/plausibility/plausibility-warning';

/** `scale-slip,sale-vs-rent`, `all`, or one row's as `Sheet!row#kind`; an unknown word is named. */
export function parseAcceptWarnings(text: string | undefined): Result<AcceptedWarnings, string> {
  if (text === undefined) return ok({ kinds: [], rows: [] });
  const rows: string[] = [];
  const kindWords: string[] = [];
  for (const token of text.split(',').map((t) => t.trim())) {
    const row = /^(.+)!(\d+)#([a-z0-9-]+)$/.exec(token);
    if (row !== null && isWarningKind(row[3] ?? '')) rows.push(token);
    else kindWords.push(token);
  }
  const kinds = parseAcceptedKinds(kindWords.join(','));
  if (!kinds.ok)
    return err(
      `--accept-warnings: "${kinds.word}" is not a warning kind, "all", or a row as Sheet!row#kind ` +
        `(kinds: scale-slip, sale-vs-rent, price-per-m2, areas-swapped, rooms-vs-area, price-change, ` +
        `identity-change, duplicate-content)`,
    );
  return ok({ kinds: kinds.kinds, rows });
}

// `--accept-warnings`, as validate and upload read it: read before anything is asked, so this file stays light.
import type { Result, Words } from '../catalog';
import { err, ok } from '../catalog';
import { formatBoth } from '../catalog/message-catalog';
import type { AcceptedWarnings } from '../engine/plausibility';
import { parseAcceptedKinds } from '../engine/plausibility/accept-warnings';
import { isWarningKind } from '../engine/plausibility/plausibility-warning';
import { CLI_ARGUMENT_MESSAGES } from './cli-argument-messages';

const KIND_LIST =
  'scale-slip, sale-vs-rent, price-per-m2, zero-area, areas-swapped, rooms-vs-area, price-change, identity-change, duplicate-content';

/** `scale-slip,sale-vs-rent`, `all`, or one row's as `Sheet!row#kind`; an unknown word is named. */
export function parseAcceptWarnings(text: string | undefined): Result<AcceptedWarnings, Words> {
  if (text === undefined) return ok({ kinds: [], rows: [] });
  const rows: string[] = [];
  const kindWords: string[] = [];
  for (const token of text.split(',').map((t) => t.trim())) {
    const row = /^(.+)!(\d+)#([a-z0-9-]+)$/.exec(token);
    if (row !== null && isWarningKind(row[3] ?? '')) rows.push(token);
    else kindWords.push(token);
  }
  const kinds = parseAcceptedKinds(kindWords.join(','));
  if (!kinds.ok) return err(formatBoth(CLI_ARGUMENT_MESSAGES.acceptWarnings, { value: kinds.word, kinds: KIND_LIST }));
  return ok({ kinds: kinds.kinds, rows });
}

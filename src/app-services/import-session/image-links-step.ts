// The dry run's image link check (on by default in the app): every image row's link fetched as the portal would,
// with progress, stopped with the run's cancel (docs/plausibility.md, "Image links").
import type { PreparedRow } from '../../engine/model/prepared-row';
import type { ImageLinkResult } from '../../engine/image-check';
import { checkImageLinks, imageRowResults, imageUrlOf } from '../../engine/image-check';
import type { ImageCheck } from '../../shared/contract-warnings';
import { emitProgress } from './progress-events';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';

const MAX_BROKEN_SHOWN = 1000;

/** The session's checked links by URL: the workbooks written for the user note the broken ones (workbook-copies.ts). */
const checkedOf = new WeakMap<SessionState, Map<string, ImageLinkResult>>();

/** What the session's checks found of each link, the last check of a link winning. */
export function checkedLinks(state: SessionState): ReadonlyMap<string, ImageLinkResult> {
  return checkedOf.get(state) ?? new Map();
}

/** Null when no row sends an image. */
export async function dryRunImageCheck(
  state: SessionState,
  env: SessionEnv,
  rows: readonly PreparedRow[],
  signal: AbortSignal,
): Promise<ImageCheck | null> {
  const urls = rows.map(imageUrlOf).filter((u): u is string => u !== null);
  if (urls.length === 0) return null;
  const started = Date.now();
  const results = await checkImageLinks(urls, {
    signal,
    onProgress: (p) => emitProgress(env, 'images', null, p.total, p.done, 0, started, null, p.done === p.total),
  });
  const known = checkedOf.get(state) ?? new Map<string, ImageLinkResult>();
  for (const [url, result] of results) known.set(url, result);
  checkedOf.set(state, known);
  const hu = env.lang() === 'hu';
  const perRow = imageRowResults(rows, results);
  const broken = perRow
    .filter((r) => r.result.outcome !== 'reachable')
    .map((r) => ({
      sheet: r.sheet,
      row: r.row,
      url: r.url,
      outcome: r.result.outcome,
      message: hu ? r.result.messageHu : r.result.message,
    }));
  return { checked: perRow.length, broken: broken.slice(0, MAX_BROKEN_SHOWN), brokenTotal: broken.length };
}

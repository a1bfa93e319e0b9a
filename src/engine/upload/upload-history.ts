// What earlier runs of a workbook left, seen from a new run: the run to resume (same service, user and office only),
// unfinished runs elsewhere (reported, never resumed here), and the rows already created from this workbook.
import path from 'node:path';
import { formatBoth } from '../../catalog';
import { normalizeBaseUrl } from '../api';
import type { JournalStart, JournalState } from './journal';
import { UPLOAD_HISTORY_MESSAGES } from './upload-notice-messages';

/** Whose records a run wrote: the journal of one service, user and office is never resumed for another. */
export interface RunIdentity {
  /** {@link resolveServiceAddress} key. */
  readonly service: string;
  readonly baseUrl: string;
  readonly user: string;
  readonly officeId: number | null;
}

/** A row an earlier run created, as its journal holds it. */
export interface CreatedEarlier {
  readonly runId: string;
  readonly key: string;
  readonly serviceId: number;
  /** ISO 8601. */
  readonly importedAt: string | null;
}

export interface WorkbookHistory {
  /** The newest run of this identity when its results were not yet written into the workbook. */
  readonly resumable: JournalState | null;
  /** An unfinished newer run of this workbook for another service, user or office: reported, not resumed. */
  readonly elsewhere: JournalState | null;
  /** Rows created by any run of this identity (written ones included), by fingerprint. */
  readonly created: ReadonlyMap<string, readonly CreatedEarlier[]>;
}

export function sameIdentity(start: JournalStart, id: RunIdentity): boolean {
  const service = start.service ?? null;
  const sameService =
    service !== null ? service === id.service : normalizeBaseUrl(start.baseUrl) === normalizeBaseUrl(id.baseUrl);
  return sameService && start.user === id.user && start.officeId === id.officeId;
}

/** The history of this identity's runs among the workbook's runs (`readWorkbookRuns`: newest first). */
export function workbookHistoryOf(runs: readonly JournalState[], id: RunIdentity): WorkbookHistory {
  const mine = runs.filter((r) => sameIdentity(r.start, id));
  const newestMine = mine[0];
  const resumable = newestMine !== undefined && !newestMine.written ? newestMine : null;
  const newest = runs[0];
  const elsewhere =
    newest !== undefined &&
    newest !== newestMine &&
    !newest.written &&
    !sameIdentity(newest.start, id) &&
    (newest.results.size > 0 || newest.unknown.size > 0)
      ? newest
      : null;
  const created = new Map<string, CreatedEarlier[]>();
  const seen = new Set<string>();
  for (const run of mine) {
    for (const r of run.results.values()) {
      if (r.status !== 'created' || r.serviceId === undefined) continue;
      const k = `${r.fingerprint}|${r.serviceId}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const list = created.get(r.fingerprint) ?? [];
      list.push({ runId: run.start.runId, key: r.key, serviceId: r.serviceId, importedAt: r.importedAt ?? null });
      created.set(r.fingerprint, list);
    }
  }
  return { resumable, elsewhere, created };
}

/** The notice for {@link WorkbookHistory.elsewhere}, in English and Hungarian. */
export function elsewhereNotice(
  run: JournalState,
  id: RunIdentity,
): { readonly message: string; readonly messageHu: string } {
  const s = run.start;
  const office = s.officeId === null ? '' : `, office ${s.officeId}`;
  const book = path.basename(s.workbook);
  const params = { book, baseUrl: s.baseUrl, user: s.user, office, runId: s.runId, here: id.baseUrl };
  const text = formatBoth(UPLOAD_HISTORY_MESSAGES.elsewhere, params);
  return { message: text.en, messageHu: text.hu };
}

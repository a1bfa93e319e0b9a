// The reference data of an import, for the command line and the app alike: fetched from the service (and saved),
// else the copy saved at the last connection, else none, and what the user is told of it, worded once. Without any,
// the import's listings are refused, not sent unchecked (docs/architecture.md, "One orchestration"; docs/upload.md,
// "Without reference data"). A refused log-in checks with the copy too, but no upload may go ahead.
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import type { ReferenceData } from '../model/reference-data';
import type { CacheError, ReferenceConnection, ReferenceOutcome } from '../reference';
import { obtainReferenceData } from '../reference';
import { IMPORT_REFERENCE_MESSAGES as M } from './import-reference-messages';

export interface ImportReference {
  readonly data: ReferenceData | null;
  /** Told to the user when the data was not fetched now: from the saved copy (how old), or none (what follows). */
  readonly notice: Words | null;
  /**
   * The service refused the log-in: the rows are checked with the saved copy (or none), and nothing may be sent until
   * the log-in works; why, in both languages; null otherwise (docs/upload.md, "A refused log-in").
   */
  readonly loginRefused: Words | null;
  /** Fetched from the service now: its address and the log-in are proven. */
  readonly proven: boolean;
  /** The fetched data's write to the cache, still running; never rejects (a failed write leaves the cache as it was). */
  readonly saved: Promise<void>;
}

/** Fetches the reference data of `connection`, falling back to its saved copy; with `saveMeanwhile` saved meanwhile. */
export async function referenceForImport(request: {
  readonly connection: ReferenceConnection;
  readonly cacheFolder: string;
  readonly saveMeanwhile?: boolean;
}): Promise<ImportReference> {
  const outcome = await obtainReferenceData({
    connection: request.connection,
    cacheFolder: request.cacheFolder,
    ...(request.saveMeanwhile === true ? { saveMeanwhile: true } : {}),
  });
  const saving = outcome.source === 'service' ? outcome.saving : undefined;
  const refused = outcome.source !== 'service' && outcome.fetchError?.kind === 'authentication';
  const user = request.connection.user;
  return {
    data: outcome.data,
    notice: refused ? loginRefusedNotice(outcome, user) : referenceNotice(outcome),
    loginRefused: refused ? formatBoth(M.loginRefusedNothingSent, { user }) : null,
    proven: outcome.source === 'service',
    saved: saving ? saving.then(() => undefined) : Promise.resolve(),
  };
}

/** What the user is told of reference data not fetched now; null when it was. */
export function referenceNotice(outcome: ReferenceOutcome): Words | null {
  switch (outcome.source) {
    case 'service':
      return null;
    case 'cache':
      return formatBoth(M.fromCache, { age: outcome.age });
    case 'none':
      return withDamage(formatBoth(M.none), outcome.cacheError);
  }
}

/** A refused log-in, and what the rows were checked with: the saved copy (how old), or nothing. */
function loginRefusedNotice(outcome: ReferenceOutcome, user: string): Words | null {
  switch (outcome.source) {
    case 'service':
      return null;
    case 'cache':
      return formatBoth(M.loginRefusedWithCopy, { user, age: outcome.age });
    case 'none':
      return withDamage(formatBoth(M.loginRefusedNoCopy, { user }), outcome.cacheError);
  }
}

/** A damaged saved copy (moved aside) is named after the notice, so the user knows where it went. */
function withDamage(notice: Words, e: CacheError): Words {
  if (e.kind !== 'corrupt') return notice;
  return formatBoth(M.damagedCopy, { notice, damage: { en: e.message, hu: e.messageHu ?? e.message } });
}

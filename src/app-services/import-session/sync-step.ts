// The app's sync preview (opt-in in the upload step): the office's listings on the portal that the workbook does not
// hold, and withdrawing them once their number is confirmed. Missing listings are never deleted.
import type { ApiClient } from '../../engine/api';
import { createApiClient, failureInBoth, openFaultLedger } from '../../engine/api';
import type { MissingListing } from '../../engine/upload';
import type { Words } from '../../catalog';
import { err, formatBoth, isPropertyType } from '../../catalog';
import type { ListingScope } from '../../engine/template';
import { describeScope } from '../../engine/template';
import type { SyncScope } from '../../engine/upload';
import {
  chooseSyncScope,
  describeMissing,
  findMissingListings,
  officeOutsideScope,
  readRecordedScope,
  scopeOffices,
  withdrawAsRun,
  withdrawable,
} from '../../engine/upload';
import type { SyncPreview, SyncScopeRequest } from '../../shared/contract';
import { fail, failBoth } from '../app-failure';
import type { SessionEnv } from './session-env';
import { faultsDir, journalDir, tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { validate } from './validation-step';

export async function withClient<T>(env: SessionEnv, use: (client: ApiClient) => Promise<T>): Promise<T> {
  const conn = env.connection();
  const budget = await openFaultLedger({ dir: faultsDir(env), baseUrl: conn.baseUrl });
  const client = createApiClient({ ...conn.credentials, faults: budget });
  if (!client.ok) return failBoth('connection_failed', client.error);
  try {
    return await use(client.value);
  } finally {
    await client.value.close();
    await budget.release().catch(() => undefined);
  }
}

/** The missing listings as the engine found them (with their sellers), and as the UI is shown them. */
interface MissingNow {
  readonly listings: readonly MissingListing[];
  readonly preview: SyncPreview;
}

/** A scope named in the app, with the type codes checked. */
function namedScope(named: SyncScopeRequest | undefined): ListingScope | null {
  if (named === undefined) return null;
  return { ...named, types: named.types.filter(isPropertyType) };
}

/** How a scope is refused: a preview only looks, so it says what cannot be told, not that nothing was sent. */
type ScopeRefusal = 'missingUnknown' | 'nothingSent';

/** The scope the workbook records or the user named; a workbook recording none is refused (sync-preview.ts). */
async function scopeOf(
  state: SessionState,
  env: SessionEnv,
  named: SyncScopeRequest | undefined,
  refusal: ScopeRefusal,
): Promise<SyncScope> {
  const recorded = state.book === null ? { kind: 'none' as const } : await readRecordedScope(state.book.path);
  const picked = chooseSyncScope(recorded, namedScope(named));
  const elsewhere = picked.ok ? officeOutsideScope(picked.value, env.connection().officeId) : null;
  const chosen = elsewhere === null ? picked : err(elsewhere);
  if (!chosen.ok)
    return fail(
      'invalid_request',
      tell(env, SESSION_MESSAGES[refusal], { why: { en: chosen.error.message, hu: chosen.error.messageHu } }),
    );
  return chosen.value;
}

async function missingNow(
  state: SessionState,
  env: SessionEnv,
  client: ApiClient,
  named: SyncScopeRequest | undefined,
  refusal: ScopeRefusal,
): Promise<MissingNow> {
  const scope = await scopeOf(state, env, named, refusal);
  await validate(state, env);
  const rows = [...state.prepared.values()].flatMap((p) => p.rows);
  const offices = scopeOffices(scope.scope, rows, env.connection().officeId);
  const found = await findMissingListings(client, rows, offices, scope.scope);
  if (!found.ok) {
    const why = failureInBoth(found.error);
    return failBoth('connection_failed', formatBoth(SESSION_MESSAGES.listingsNotListed, { why }));
  }
  const preview = {
    offices,
    scope: {
      officeIds: [...scope.scope.officeIds],
      types: [...scope.scope.types],
      status: scope.scope.status,
      updatedAfter: scope.scope.updatedAfter,
      source: scope.source,
      description: describeScope(scope.scope, env.lang(), officeNames(env)),
    },
    missing: found.value.map((m) => ({ ...m, description: describeMissing(m, officeNames(env)) })),
    officeNames: Object.fromEntries([...officeNames(env)].map(([id, name]) => [String(id), name])),
    withdrawable: withdrawable(found.value).length,
  };
  return { listings: found.value, preview };
}

/** The connected office by the name the header shows: the only office a sync scope may name (officeOutsideScope). */
function officeNames(env: SessionEnv): ReadonlyMap<number, string> {
  const conn = env.connection();
  return new Map([[conn.officeId, conn.officeName]]);
}

export function syncPreview(state: SessionState, env: SessionEnv, named?: SyncScopeRequest): Promise<SyncPreview> {
  if (state.running) fail('busy', tell(env, SESSION_MESSAGES.uploadRunning));
  return withClient(env, async (client) => (await missingNow(state, env, client, named, 'missingUnknown')).preview);
}

/** What the user asked to withdraw: `confirm` is the number they confirmed; `ids` the ticked listings (else all). */
export interface WithdrawRequest {
  readonly confirm: number;
  readonly ids?: readonly number[] | undefined;
  readonly scope?: SyncScopeRequest | undefined;
}

/** The listings to withdraw now: the ticked ones, each still missing and not withdrawn, and as many as confirmed. */
function chosenNow(env: SessionEnv, open: readonly MissingListing[], request: WithdrawRequest): MissingListing[] {
  const ids = request.ids ?? open.map((l) => l.id);
  const gone = ids.filter((id) => !open.some((l) => l.id === id));
  if (gone.length > 0) fail('invalid_request', tell(env, SESSION_MESSAGES.chosenNotMissing, { ids: gone.join(', ') }));
  if (ids.length !== request.confirm) {
    const n = ids.length;
    fail('invalid_request', tell(env, SESSION_MESSAGES.nothingWithdrawn, { count: n, confirm: request.confirm }));
  }
  return open.filter((l) => ids.includes(l.id));
}

/** Looks the missing listings up again and withdraws the chosen ones only when `confirm` is still their number. */
export function withdrawMissing(
  state: SessionState,
  env: SessionEnv,
  request: WithdrawRequest,
): Promise<{ withdrawn: number; failed: Words[] }> {
  if (state.running) fail('busy', tell(env, SESSION_MESSAGES.uploadRunning));
  return withClient(env, async (client) => {
    const now = await missingNow(state, env, client, request.scope, 'nothingSent');
    const listings = chosenNow(env, withdrawable(now.listings), request);
    // Journaled as a run of its own, so History lists it and an undo puts the listings back (withdraw-run.ts).
    const book = state.book?.path ?? '';
    const officeId = env.connection().officeId;
    const done = await withdrawAsRun(client, listings, { journalDir: journalDir(env), workbook: book, officeId });
    if (!done.ok) {
      return failBoth(
        'connection_failed',
        formatBoth(SESSION_MESSAGES.withdrawFailed, { why: failureInBoth(done.error) }),
      );
    }
    const { outcomes } = done.value;
    const names = officeNames(env);
    // Each refused listing named as the preview named it (describeMissing), then why, in both languages as the preview.
    const failed = outcomes.flatMap((o) =>
      o.error === null
        ? []
        : [
            formatBoth(SESSION_MESSAGES.listingNotWithdrawn, {
              listing: describeMissing(o.listing, names),
              why: o.error,
            }),
          ],
    );
    return { withdrawn: outcomes.length - failed.length, failed };
  });
}

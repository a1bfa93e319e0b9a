// The plausibility warnings of the validated rows, judged by the connected office's listings (read once per
// connection and session) and the sheet, worked out again after edits; the ones the user accepted are kept in the
// session and go with the upload (docs/plausibility.md, "In the app").
import { createApiClient, openFaultLedger } from '../../engine/api';
import type { PreparedRow } from '../../engine/model/prepared-row';
import { rowKey } from '../../engine/model/prepared-row';
import type { AcceptedWarnings, PlausibilityWarning, PortalChange, WarningKind } from '../../engine/plausibility';
import { checkPlausibility, isAccepted, isWarningKind } from '../../engine/plausibility';
import { fetchOfficeListings } from '../../engine/pipeline/office-listings';
import type { WarningView } from '../../shared/contract-warnings';
import { MAX_WARNINGS_SHOWN } from '../../shared/contract-warnings';
import { fail } from '../app-failure';
import { isOnPortal } from './bulk-scope';
import type { SessionEnv } from './session-env';
import { tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { currentMapping } from './session-state';
import { rowStatus } from './row-counts';
import { dataFolders } from '../../engine/pipeline/data-folders';

interface OfficeListings {
  readonly key: string;
  readonly listings: readonly unknown[] | null;
}

const officeListingsOf = new WeakMap<SessionState, OfficeListings>();

/** The office's listings for this connection; null when they could not be read (the sheet then judges alone). */
async function officeListings(state: SessionState, env: SessionEnv, rows: readonly PreparedRow[]) {
  const conn = env.connection();
  const key = `${conn.baseUrl}\u0000${conn.user}\u0000${conn.officeId}`;
  const cached = officeListingsOf.get(state);
  if (cached?.key === key) return cached.listings;
  const faults = await openFaultLedger({ dir: dataFolders(env.dataDir).faults, baseUrl: conn.baseUrl });
  const client = createApiClient({ ...conn.credentials, faults });
  if (!client.ok) return null;
  try {
    const listed = await fetchOfficeListings(client.value, rows, conn.officeId, AbortSignal.timeout(60_000));
    const listings = listed.ok ? listed.value : null;
    officeListingsOf.set(state, { key, listings });
    return listings;
  } finally {
    await client.value.close();
    await faults.release();
  }
}

export interface SessionWarnings {
  /** Open and accepted ones (`accepted`), at most {@link MAX_WARNINGS_SHOWN}. */
  readonly warnings: WarningView[];
  readonly warningsTotal: number;
  /** What the warnings were judged by, in the session's language. */
  readonly warningBasis: string;
}

/** The warnings of the rows as they stand, with the office's listings they were judged by (null: not read). */
interface Judged {
  readonly found: readonly PlausibilityWarning[];
  readonly byRow: ReadonlyMap<string, readonly PlausibilityWarning[]>;
  readonly listings: readonly unknown[] | null;
  /** False: no listing rows, nothing judged (sellers and images alone). */
  readonly listingRows: boolean;
}

const judgedOf = new WeakMap<SessionState, Promise<Judged>>();

/**
 * The rows changed (a validation, an edit, an undo): their warnings are worked out again on next use, once however
 * many edits came before it (checking 50,000 rows takes a few hundred milliseconds).
 */
export function warningsChanged(state: SessionState): void {
  judgedOf.delete(state);
}

async function judge(state: SessionState, env: SessionEnv): Promise<Judged> {
  const rows = [...state.prepared.values()].flatMap((p) => p.rows);
  if (!rows.some((r) => r.role === 'properties'))
    return { found: [], byRow: new Map(), listings: null, listingRows: false };
  const listings = await officeListings(state, env, rows).catch(() => null);
  const found = checkPlausibility({ rows, officeListings: listings ?? [] });
  const byRow = new Map<string, PlausibilityWarning[]>();
  for (const w of found) {
    const key = rowKey(w.sheet, w.row);
    byRow.set(key, [...(byRow.get(key) ?? []), w]);
  }
  return { found, byRow, listings, listingRows: true };
}

function judged(state: SessionState, env: SessionEnv): Promise<Judged> {
  const known = judgedOf.get(state);
  if (known) return known;
  const next = judge(state, env);
  judgedOf.set(state, next);
  next.catch(() => judgedOf.delete(state));
  return next;
}

function accepted(state: SessionState): AcceptedWarnings {
  return { kinds: [...state.acceptedWarnings.kinds], rows: [...state.acceptedWarnings.rows] };
}

function rowOf(state: SessionState, w: PlausibilityWarning): PreparedRow | undefined {
  const sheet = state.prepared.get(w.sheet);
  return sheet?.rows[sheet.byRow.get(w.row) ?? -1];
}

/** The warning's row has a record on the portal (from the workbook's ID or this session's upload). */
function rowOnPortal(state: SessionState, w: PlausibilityWarning): boolean {
  const row = rowOf(state, w);
  return row !== undefined && isOnPortal(state, row);
}

/** The upload sends the warning's row (valid, or failed and sent again): Upload lists only such rows' warnings. */
function rowToSend(state: SessionState, w: PlausibilityWarning): boolean {
  const row = rowOf(state, w);
  const status = row === undefined ? 'invalid' : rowStatus(state, row);
  return status === 'valid' || status === 'failed';
}

function view(state: SessionState, env: SessionEnv, w: PlausibilityWarning, isOpen: boolean): WarningView {
  return {
    sheet: w.sheet,
    row: w.row,
    kind: w.kind,
    field: w.field,
    message: env.lang() === 'hu' ? w.messageHu : w.message,
    fix: [...w.fix],
    onPortal: rowOnPortal(state, w),
    ...(rowToSend(state, w) ? {} : { notSent: true }),
    ...(isOpen ? {} : { accepted: true }),
  };
}

export async function sessionWarnings(state: SessionState, env: SessionEnv): Promise<SessionWarnings> {
  const { found, listings, listingRows } = await judged(state, env);
  if (!listingRows) return { warnings: [], warningsTotal: 0, warningBasis: '' };
  const taken = accepted(state);
  const warnings = found.slice(0, MAX_WARNINGS_SHOWN).map((w) => view(state, env, w, !isAccepted(w, taken)));
  const warningBasis =
    listings === null
      ? tell(env, SESSION_MESSAGES.basisSheetOnly)
      : tell(env, SESSION_MESSAGES.basisOffice, { count: listings.length });
  return { warnings, warningsTotal: found.length, warningBasis };
}

/** The open (not accepted) warnings of one sheet's rows, by row number, for the grid and the navigator. */
export async function openRowWarnings(
  state: SessionState,
  env: SessionEnv,
): Promise<(sheet: string, row: number) => readonly WarningView[]> {
  const { byRow } = await judged(state, env);
  const taken = accepted(state);
  return (sheet, row) =>
    (byRow.get(rowKey(sheet, row)) ?? []).filter((w) => !isAccepted(w, taken)).map((w) => view(state, env, w, true));
}

/**
 * Accepts warnings for one row (`Sheet!row#kind`) or for every row of a kind; kept in the session for the upload.
 * A key naming no sheet of the import is refused, so a typo does not pass for an acceptance. Rows not validated yet (a
 * restarted worker told the acceptances again, worker-replay.ts) are not validated for it: no warnings come back.
 */
export async function acceptWarnings(
  state: SessionState,
  env: SessionEnv,
  rows: readonly string[],
  kinds: readonly WarningKind[],
): Promise<SessionWarnings> {
  const sheets = new Set(currentMapping(state, env).sheets.flatMap((s) => (s.role === null ? [] : [s.sheet])));
  for (const key of rows) {
    const m = /^(.+)!(\d+)#([a-z0-9-]+)$/.exec(key);
    if (m === null || !isWarningKind(m[3] ?? '') || !sheets.has(m[1] ?? ''))
      fail('invalid_request', tell(env, SESSION_MESSAGES.noSuchWarning, { key }));
  }
  for (const key of rows) state.acceptedWarnings.rows.add(key);
  for (const kind of kinds) state.acceptedWarnings.kinds.add(kind);
  if (state.prepared.size === 0 || state.context === null) return { warnings: [], warningsTotal: 0, warningBasis: '' };
  return sessionWarnings(state, env);
}

/** The open warnings of the rows an upload sends, and how many of theirs the user accepted. */
export async function uploadWarnings(
  state: SessionState,
  env: SessionEnv,
  rows: readonly PreparedRow[],
): Promise<{ readonly open: WarningView[]; readonly accepted: number }> {
  const { byRow } = await judged(state, env);
  const taken = accepted(state);
  const mine = rows.flatMap((r) => byRow.get(rowKey(r.sheet, r.row)) ?? []);
  const open = mine.filter((w) => !isAccepted(w, taken));
  return {
    open: open.slice(0, MAX_WARNINGS_SHOWN).map((w) => view(state, env, w, true)),
    accepted: mine.length - open.length,
  };
}

/** The dry run's warnings against the portal: a price changed by more than half, a listing's identity changed. */
export function portalChangeWarnings(
  state: SessionState,
  env: SessionEnv,
  rows: readonly PreparedRow[],
  changes: (index: number) => readonly PortalChange[] | null,
): WarningView[] {
  const taken = accepted(state);
  return checkPlausibility({ rows, changes })
    .filter((w) => w.kind === 'price-change' || w.kind === 'identity-change')
    .slice(0, MAX_WARNINGS_SHOWN)
    .map((w) => view(state, env, w, !isAccepted(w, taken)));
}

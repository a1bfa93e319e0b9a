// The plausibility warnings of the validated rows, judged by the connected office's listings (read once per
// connection and session) and the sheet, for the review (docs/plausibility.md).
import { join } from 'node:path';
import { createApiClient, openFaultLedger } from '../../engine/api';
import type { PreparedRow } from '../../engine/import-model';
import type { PortalChange } from '../../engine/plausibility';
import { checkPlausibility } from '../../engine/plausibility';
import { fetchOfficeListings } from '../../engine/pipeline/office-listings';
import type { WarningView } from '../../shared/contract-warnings';
import { MAX_WARNINGS_SHOWN } from '../../shared/contract-warnings';
import type { SessionEnv } from './session-env';
import { say } from './session-env';
import type { SessionState } from './session-state';

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
  const faults = await openFaultLedger({ dir: join(env.dataDir, 'fault-budget'), baseUrl: conn.baseUrl });
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
  readonly warnings: WarningView[];
  readonly warningsTotal: number;
  /** What the warnings were judged by, in the session's language. */
  readonly warningBasis: string;
}

export async function sessionWarnings(state: SessionState, env: SessionEnv): Promise<SessionWarnings> {
  const rows = [...state.prepared.values()].flatMap((p) => p.rows);
  if (!rows.some((r) => r.role === 'properties')) return { warnings: [], warningsTotal: 0, warningBasis: '' };
  const listings = await officeListings(state, env, rows).catch(() => null);
  const found = checkPlausibility({ rows, officeListings: listings ?? [] });
  const hu = env.lang() === 'hu';
  const warnings = found.slice(0, MAX_WARNINGS_SHOWN).map((w) => ({
    sheet: w.sheet,
    row: w.row,
    kind: w.kind,
    field: w.field,
    message: hu ? w.messageHu : w.message,
    fix: [...w.fix],
  }));
  const warningBasis =
    listings === null
      ? say(
          env,
          "Judged by the sheet's own rows: the office's listings could not be read.",
          'A munkalap saját sorai alapján: az iroda hirdetései nem olvashatók.',
        )
      : say(
          env,
          `Judged by the office's ${listings.length} listings on the portal and the sheet's rows.`,
          `Az iroda ${listings.length} portálon lévő hirdetése és a munkalap sorai alapján.`,
        );
  return { warnings, warningsTotal: found.length, warningBasis };
}

/** The dry run's warnings against the portal: a price changed by more than half, a listing's identity changed. */
export function portalChangeWarnings(
  env: SessionEnv,
  rows: readonly PreparedRow[],
  changes: (index: number) => readonly PortalChange[] | null,
): WarningView[] {
  const hu = env.lang() === 'hu';
  return checkPlausibility({ rows, changes })
    .filter((w) => w.kind === 'price-change' || w.kind === 'identity-change')
    .slice(0, MAX_WARNINGS_SHOWN)
    .map((w) => ({
      sheet: w.sheet,
      row: w.row,
      kind: w.kind,
      field: w.field,
      message: hu ? w.messageHu : w.message,
      fix: [...w.fix],
    }));
}

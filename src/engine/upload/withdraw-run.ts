// Withdrawing missing listings (sync preview) as a run of its own in the upload journal, so History lists it with
// its counts and an undo sets the listings back to the status they had (docs/round-trip.md, "Sync preview").
import type { Result } from '../../catalog';
import { ok } from '../../catalog';
import type { ApiClient, ApiFailure } from '../api';
import { resolveServiceAddress } from '../api';
import type { JournalRowResult } from './journal';
import { markWritten, openJournal } from './journal';
import type { MissingListing, WithdrawOutcome } from './sync-preview';
import { withdrawListings } from './sync-preview';
import { syncRowKey } from './sync-row-key';

/** The journal "workbook" of a workbook's withdrawals: its own name, so an upload never resumes it. */
export function syncWorkbookOf(workbook: string): string {
  return `${workbook}#sync`;
}

export interface WithdrawRunOptions {
  readonly journalDir: string;
  /** The workbook whose missing listings these are. */
  readonly workbook: string;
  /** The connected office (null: the rows name theirs), by which History lists the run. */
  readonly officeId: number | null;
  readonly signal?: AbortSignal;
}

/** A withdrawn listing's journal result: an update whose undo sets the status back to what it was. */
function resultOf(o: WithdrawOutcome, row: number, at: string): JournalRowResult {
  const { listing } = o;
  const key = syncRowKey(listing.id);
  const fingerprint = `withdraw:${listing.id}`;
  if (o.error !== null) {
    const { en: errorMessage, hu: errorMessageHu } = o.error;
    return { key, row, status: 'failed', serviceId: listing.id, errorMessage, errorMessageHu, fingerprint };
  }
  const undo = {
    resource: 'property' as const,
    operation: 'withdraw' as const,
    officeId: listing.officeId,
    // How the undo names the listing, which has no workbook row: the office's reference and the address.
    ref: listing.transferId,
    address: listing.address,
    sent: { 'property.status': 'inactive' },
    before: { 'property.status': listing.status ?? 'active' },
  };
  return { key, row, status: 'updated', serviceId: listing.id, importedAt: at, fingerprint, undo };
}

/**
 * Withdraws the listings through the sync preview's sending (batches the fault budget admits) and journals it as one
 * run: a start before anything is sent, each listing's outcome, the counts. The run is marked written at once: it
 * has no workbook results to write and is never resumed (a withdraw sent twice changes nothing).
 */
export async function withdrawAsRun(
  client: ApiClient,
  listings: readonly MissingListing[],
  options: WithdrawRunOptions,
): Promise<Result<{ readonly runId: string; readonly outcomes: WithdrawOutcome[] }, ApiFailure>> {
  const address = await resolveServiceAddress(client.baseUrl);
  const journal = await openJournal(options.journalDir, {
    workbook: syncWorkbookOf(options.workbook),
    baseUrl: client.baseUrl,
    user: client.user,
    officeId: options.officeId,
    rows: listings.length,
    resumes: null,
    service: address.key,
  });
  try {
    const done = await withdrawListings(client, listings, options.signal);
    const outcomes = done.ok ? done.value : [];
    const at = new Date().toISOString();
    if (outcomes.length > 0)
      await journal.results(
        null,
        outcomes.map((o, i) => resultOf(o, i + 1, at)),
      );
    const failed = done.ok ? outcomes.filter((o) => o.error !== null).length : listings.length;
    const updated = outcomes.length - outcomes.filter((o) => o.error !== null).length;
    await journal.end({ created: 0, updated, deleted: 0, invalid: 0, failed, skipped: 0 }, null);
    await journal.close();
    await markWritten(journal.file);
    return done.ok ? ok({ runId: journal.runId, outcomes }) : done;
  } catch (e) {
    await journal.close().catch(() => undefined);
    throw e;
  }
}

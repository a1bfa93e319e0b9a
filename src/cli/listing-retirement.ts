// `upload`'s deletes and sync preview on the command line: the confirmation lists, `--sync-preview` and
// `--withdraw-missing N` (listings on the portal the sheet does not hold are withdrawn, never deleted).
import type { Words } from '../catalog';
import type { ApiClient } from '../engine/api';
import type { Message } from '../catalog/message-catalog';
import { formatBoth } from '../catalog/message-catalog';
import { failureInBoth } from '../engine/api';
import type { PreparedRow } from '../engine/model/prepared-row';
// Not the template's index, which would load exceljs (the template's renderer) into every upload.
import type { ListingScope } from '../engine/template/export-scope';
import { describeScope } from '../engine/template/export-scope';
import type { DeleteToConfirm, MissingListing, ScopeRefusal, SyncScope, UnconfirmedDeletes } from '../engine/upload';
import type { PlanConfirmations } from '../engine/pipeline';
import {
  chooseSyncScope,
  describeDeleteInBoth,
  describeMissing,
  findMissingListings,
  officeOutsideScope,
  readRecordedScope,
  scopeOffices,
  withdrawAsRun,
  withdrawable,
} from '../engine/upload';
import type { WithdrawRunOptions } from '../engine/upload';
import { EXIT, bilingual, bilingualIndented } from './cli-environment';
import { chooseWithdrawn } from './withdraw-choice';
import { LISTING_RETIREMENT_MESSAGES as M } from './listing-retirement-messages';

/** How many listings a confirmation or a preview names before it counts the rest. */
export const LISTED = 20;

/**
 * Listed items, each in English then in Hungarian on the next line, as every line of the command (`bilingual`); past
 * the first 20, their count in both.
 */
function listed<T>(items: readonly T[], words: (t: T) => Words): string[] {
  const lines = items.slice(0, LISTED).flatMap((t) => bilingualIndented(words(t)));
  if (items.length > LISTED) lines.push(...bilingualIndented(formatBoth(M.more, { count: items.length - LISTED })));
  return lines;
}

export function deleteLines(deletes: readonly DeleteToConfirm[]): string[] {
  return listed(deletes, describeDeleteInBoth);
}

/** A dry run's lists of what the upload needs confirmed, each with the option that confirms it. */
export function confirmationLines(c: PlanConfirmations): string[] {
  const lines: string[] = [];
  const list = <T extends DeleteToConfirm>(items: readonly T[], head: Message, line: (d: T) => Words) => {
    if (items.length === 0) return;
    lines.push(bilingual(formatBoth(head, { count: items.length })));
    lines.push(...listed(items, line));
  };
  list(c.deletes, M.wouldDelete, describeDeleteInBoth);
  list(c.withdraws, M.wouldWithdraw, describeDeleteInBoth);
  list(c.referenceChanges, M.wouldChangeReference, (d) =>
    formatBoth(M.newReference, { listing: describeDeleteInBoth(d), reference: d.newReference }),
  );
  return lines;
}

/** Why nothing was sent, the listings that would be deleted (or withdrawn), and how to confirm them. */
export function unconfirmedDeleteLines(f: UnconfirmedDeletes): string[] {
  const again = f.operation === 'delete' ? M.confirmDeletes : M.confirmWithdraws;
  return [
    bilingual(formatBoth(M.refused, { why: { en: f.message, hu: f.messageHu } })),
    ...deleteLines(f.deletes),
    bilingual(formatBoth(again, { count: f.count })),
  ];
}

/** Office ID → name, as the service lists the offices (the run's reference data): how the lines name an office. */
export type OfficeNames = ReadonlyMap<number, string>;

/** The missing listings as the lists name them (describeMissing). */
function missingLines(missing: readonly MissingListing[], names: OfficeNames): string[] {
  return listed(missing, (m) => describeMissing(m, names));
}

export interface SyncRequest {
  readonly preview: boolean;
  /** `--withdraw-missing N`: the number of listings the user confirms to withdraw. */
  readonly withdrawCount: number | null;
  /** `--withdraw-only`: only the missing listings with these Service IDs; null: every one. */
  readonly only: readonly number[] | null;
  /** The workbook, whose Help sheet records the export's scope. */
  readonly workbook: string;
  /** The scope named by `--sync-types` / `--sync-status`; null: the recorded one. */
  readonly named: ListingScope | null;
  /** How the lines name the offices, as the app's preview does; an office not in it is named by its number. */
  readonly officeNames: OfficeNames;
}

/** How the preview names the scope it used, in both languages. */
function scopeLine(s: SyncScope, names: OfficeNames): Words {
  const scope = { en: describeScope(s.scope, 'en', names), hu: describeScope(s.scope, 'hu', names) };
  return formatBoth(s.source === 'recorded' ? M.scopeRecorded : M.scopeNamed, { scope });
}

export type SyncDecision =
  /** Done (preview printed, or refused): the command exits with this code, nothing sent. */
  | { readonly kind: 'exit'; readonly code: number }
  /** Upload the sheet, then withdraw these. */
  | { readonly kind: 'withdraw'; readonly listings: readonly MissingListing[] };

type Io = { readonly log: (s: string) => void; readonly error: (s: string) => void };

/** A refused scope's reason in both languages, as the catalog's messages take it. */
function refusalWords(r: ScopeRefusal): Words {
  return { en: r.message, hu: r.messageHu };
}

/** The sync's scope and the offices it covers, or the exit a refused scope makes (said on `io`). */
type ScopeFound =
  | { readonly ok: true; readonly scope: SyncScope; readonly offices: readonly number[] }
  | { readonly ok: false; readonly exit: SyncDecision };

const UNUSABLE: SyncDecision = { kind: 'exit', code: EXIT.unusable };

async function findScope(
  rows: readonly PreparedRow[],
  officeId: number | null,
  request: SyncRequest,
  io: Io,
): Promise<ScopeFound> {
  const chosen = chooseSyncScope(await readRecordedScope(request.workbook), request.named);
  if (!chosen.ok) {
    io.error(bilingual(formatBoth(M.noScope, { why: refusalWords(chosen.error) })));
    return { ok: false, exit: UNUSABLE };
  }
  const scope = chosen.value;
  const elsewhere = officeOutsideScope(scope, officeId);
  if (elsewhere !== null) {
    io.error(bilingual(formatBoth(M.otherOffice, { why: refusalWords(elsewhere) })));
    return { ok: false, exit: UNUSABLE };
  }
  const offices = scopeOffices(scope.scope, rows, officeId);
  if (offices.length === 0) {
    io.error(bilingual(formatBoth(M.needsOffice)));
    return { ok: false, exit: UNUSABLE };
  }
  return { ok: true, scope, offices };
}

/** `--sync-preview`: the missing listings and how many could be withdrawn, as JSON or as lines. */
function printPreview(
  found: { readonly scope: SyncScope; readonly offices: readonly number[] },
  missing: readonly MissingListing[],
  request: SyncRequest,
  io: Io,
  json: boolean,
): void {
  const { scope, offices } = found;
  const active = withdrawable(missing);
  if (json) {
    const shown = { offices, scope: { ...scope.scope, source: scope.source }, missing, withdrawable: active.length };
    io.log(JSON.stringify(shown, null, 2));
    return;
  }
  const counts = { count: missing.length, active: active.length };
  const head = { scope: scopeLine(scope, request.officeNames), offices: offices.join(', '), ...counts };
  io.log(bilingual(formatBoth(M.previewHead, head)));
  for (const line of missingLines(missing, request.officeNames)) io.log(line);
  if (active.length > 0) io.log(bilingual(formatBoth(M.toWithdraw, { count: active.length })));
}

/**
 * `--withdraw-missing N` (and `--withdraw-only`): the listings to withdraw, only when N is the number of missing
 * listings still active (or the chosen ones are among them); otherwise the refusal, with the active ones listed.
 */
function confirmWithdrawal(
  active: readonly MissingListing[],
  scope: SyncScope,
  request: SyncRequest,
  io: Io,
): SyncDecision {
  const count = request.withdrawCount ?? 0;
  const scopeWords = scopeLine(scope, request.officeNames);
  if (request.only !== null) {
    const chosen = chooseWithdrawn(active, request.only, count, scopeWords);
    if (chosen.ok) return { kind: 'withdraw', listings: chosen.value };
    io.error(bilingual(chosen.error));
  } else if (count === active.length) {
    return { kind: 'withdraw', listings: active };
  } else {
    io.error(bilingual(formatBoth(M.countMismatch, { active: active.length, count, scope: scopeWords })));
  }
  for (const line of missingLines(active, request.officeNames)) io.error(line);
  return UNUSABLE;
}

/**
 * Finds the office's listings missing from the sheet. A preview prints them and sends nothing; a withdraw goes on
 * only when its confirmed number is the number of missing listings still active.
 */
export async function decideSync(
  client: ApiClient,
  rows: readonly PreparedRow[],
  officeId: number | null,
  request: SyncRequest,
  io: Io,
  json: boolean,
  signal?: AbortSignal,
): Promise<SyncDecision> {
  const found = await findScope(rows, officeId, request, io);
  if (!found.ok) return found.exit;
  const missing = await findMissingListings(client, rows, found.offices, found.scope.scope, signal);
  if (!missing.ok) {
    io.error(bilingual(formatBoth(M.notListed, { why: failureInBoth(missing.error) })));
    return UNUSABLE;
  }
  if (request.preview) {
    printPreview(found, missing.value, request, io, json);
    return { kind: 'exit', code: EXIT.ok };
  }
  return confirmWithdrawal(withdrawable(missing.value), found.scope, request, io);
}

/**
 * Withdraws the listings after the upload, journaled as a run of its own as the app's are (withdraw-run.ts), so
 * `history` lists it and `undo` sets them back; prints one line per listing refused. Returns whether all were.
 */
export async function withdrawMissing(
  client: ApiClient,
  listings: readonly MissingListing[],
  io: Io,
  run: WithdrawRunOptions,
  officeNames: OfficeNames = new Map(),
): Promise<{ readonly withdrawn: number; readonly failed: number }> {
  if (listings.length === 0) return { withdrawn: 0, failed: 0 };
  const sent = await withdrawAsRun(client, listings, run);
  const done = sent.ok ? { ok: true as const, value: sent.value.outcomes } : sent;
  if (!done.ok) {
    io.error(bilingual(formatBoth(M.notWithdrawn, { why: failureInBoth(done.error) })));
    return { withdrawn: 0, failed: listings.length };
  }
  let failed = 0;
  for (const f of done.value) {
    if (f.error === null) continue;
    failed += 1;
    io.error(
      bilingual(formatBoth(M.oneNotWithdrawn, { listing: describeMissing(f.listing, officeNames), why: f.error })),
    );
  }
  const withdrawn = done.value.length - failed;
  io.error(bilingual(formatBoth(M.withdrawnCount, { count: withdrawn })));
  return { withdrawn, failed };
}

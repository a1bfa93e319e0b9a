// `upload`'s options, read and checked before anything is asked: the numbers the user gave (office, concurrency, the
// counts confirmed), the listings a sync names, the warnings accepted; a bad one is refused with its message (exit 2).
// Read before the command loads its reader and validation, so it imports only parsers (docs/performance.md, "Upload: a
// lean start (fifth round)").
import type { PropertyType, Result, Words } from '../catalog';
import { err, ok } from '../catalog';
import { formatBoth } from '../catalog/message-catalog';
import type { UploadConfirms } from '../engine/pipeline';
import type { AcceptedWarnings } from '../engine/plausibility';
import type { ListingScope } from '../engine/template/export-scope';
import type { TemplateError } from '../engine/template/template-error';
import { parseTemplateTypes } from '../engine/template/template-options';
import { templateOptionError } from './template-option-error';
import { bilingual, positiveInt } from './cli-environment';
import { readWithdrawOnly } from './withdraw-choice';
import { parseAcceptWarnings } from './accept-warnings-option';
import { CLI_ARGUMENT_MESSAGES } from './cli-argument-messages';

export interface UploadOptions {
  readonly baseUrl?: string;
  readonly user?: string;
  readonly officeId?: string;
  readonly mapping?: string;
  readonly out?: string;
  readonly concurrency?: string;
  readonly dryRun?: boolean;
  readonly json?: boolean;
  /** Replace an existing results file instead of choosing a new name. */
  readonly overwrite?: boolean;
  /** Send rows again that an earlier upload of this workbook already created. */
  readonly resendCreated?: boolean;
  /** The number of rows whose Import action deletes their listing, confirmed (listing-retirement.ts). */
  readonly confirmDeletes?: string;
  readonly confirmWithdraws?: string;
  /** The number of rows that change their listing's reference on purpose, confirmed (docs/round-trip.md). */
  readonly confirmReferenceChanges?: string;
  /** List the office's listings missing from the sheet; send nothing. */
  readonly syncPreview?: boolean;
  /** Withdraw the office's listings missing from the sheet; the value confirms their number. */
  readonly withdrawMissing?: string;
  /** Only these of them, by Service ID, comma-separated (withdraw-choice.ts). */
  readonly withdrawOnly?: string;
  /** The listings the sheet holds, for a workbook that does not record its export scope (listing-retirement.ts). */
  readonly syncTypes?: string;
  readonly syncStatus?: string;
  /** The number of new rows like records the office holds, confirmed to be created anyway (lookalike-records.ts). */
  readonly createLookalikes?: string;
  /** Plausibility warnings accepted (kinds, all, or Sheet!row#kind); warnings never block the upload. */
  readonly acceptWarnings?: string;
  /** Check every image row's URL before anything is sent. */
  readonly checkImages?: boolean;
}

/** The options as the run uses them. */
export interface ReadUploadOptions {
  readonly baseUrl: string;
  readonly user: string;
  readonly officeId: number | null;
  readonly concurrency: number;
  /** Withdraw the missing listings, this many confirmed; null: none. */
  readonly withdrawCount: number | null;
  /** Only the missing listings with these Service IDs; null: every one. */
  readonly withdrawOnly: readonly number[] | null;
  readonly confirms: UploadConfirms;
  /** The listings the sheet holds, when the options name them. */
  readonly named: ListingScope | null;
  readonly accepted: AcceptedWarnings;
}

/** The options read; the error is the line to print. */
export function readUploadOptions(opts: UploadOptions): Result<ReadUploadOptions, string> {
  if (opts.baseUrl === undefined || opts.user === undefined)
    return err(`upload: ${bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.connectionRequired))}`);
  const numbers = {
    officeId: positiveInt('--office-id', opts.officeId),
    concurrency: positiveInt('--concurrency', opts.concurrency),
    deletes: positiveInt('--confirm-deletes', opts.confirmDeletes),
    withdraws: positiveInt('--confirm-withdraws', opts.confirmWithdraws),
    withdrawCount: positiveInt('--withdraw-missing', opts.withdrawMissing),
    referenceChanges: positiveInt('--confirm-reference-changes', opts.confirmReferenceChanges),
    lookalikes: positiveInt('--create-lookalikes', opts.createLookalikes),
  };
  const read: Partial<Record<keyof typeof numbers, number | null>> = {};
  for (const [name, parsed] of Object.entries(numbers) as [keyof typeof numbers, ReturnType<typeof positiveInt>][]) {
    if (!parsed.ok) return err(`upload: ${bilingual(parsed.error)}`);
    read[name] = parsed.value;
  }
  const only = readWithdrawOnly(opts.withdrawOnly, read.withdrawCount ?? null);
  if (!only.ok) return err(bilingual(only.error));
  const named = namedScope(opts.syncTypes, opts.syncStatus);
  if (!named.ok) return err(`upload: ${bilingual(named.error)}`);
  const accepted = parseAcceptWarnings(opts.acceptWarnings);
  if (!accepted.ok) return err(`upload: ${bilingual(accepted.error)}`);
  const given = (n: number | null | undefined): number | undefined => n ?? undefined;
  return ok({
    baseUrl: opts.baseUrl,
    user: opts.user,
    officeId: read.officeId ?? null,
    concurrency: read.concurrency ?? 4,
    withdrawCount: read.withdrawCount ?? null,
    withdrawOnly: only.value,
    confirms: {
      deletes: given(read.deletes),
      withdraws: given(read.withdraws),
      referenceChanges: given(read.referenceChanges),
      lookalikes: given(read.lookalikes),
    },
    named: named.value,
    accepted: accepted.value,
  });
}

/** `--sync-types` and `--sync-status` as a scope; null when neither is given. */
export function namedScope(types: string | undefined, status: string | undefined): Result<ListingScope | null, Words> {
  if (types === undefined && status === undefined) return ok(null);
  let chosen: readonly PropertyType[] = [];
  if (types !== undefined && types.trim().toLowerCase() !== 'all') {
    const parsed = parseTemplateTypes(types);
    if (!parsed.ok) return err(syncTypesError(parsed.error));
    chosen = parsed.value;
  }
  const s = (status ?? 'any').trim().toLowerCase();
  if (s !== 'any' && s !== 'active' && s !== 'inactive') {
    return err(formatBoth(CLI_ARGUMENT_MESSAGES.syncStatus, { value: status ?? '' }));
  }
  return ok({ officeIds: [], types: chosen, status: s === 'any' ? null : s, updatedAfter: null });
}

/** A type `--sync-types` does not know, named with the types it takes ("all" too). */
function syncTypesError(e: TemplateError): Words {
  if (e.kind !== 'unknown_type') return templateOptionError('--sync-types', e);
  return formatBoth(CLI_ARGUMENT_MESSAGES.unknownSyncType, { value: e.value, allowed: e.allowed.join(', ') });
}

// `upload --withdraw-only ID,ID`: which of the missing listings to withdraw, as the app's tick boxes choose them
// (docs/wizard.md, "Sync preview"). `--withdraw-missing N` still confirms their number, a check against a typo.
import type { Result, Words } from '../catalog';
import { err, ok } from '../catalog';
import { formatBoth } from '../catalog/message-catalog';
import type { MissingListing } from '../engine/upload';
import { WITHDRAW_CHOICE_MESSAGES as M } from './withdraw-choice-messages';

/** `--withdraw-only` read: the Service IDs named, each once; null when not given. The error is the refusal's words. */
export function readWithdrawOnly(
  raw: string | undefined,
  confirmed: number | null,
): Result<readonly number[] | null, Words> {
  if (raw === undefined) return ok(null);
  const ids: number[] = [];
  for (const part of raw.split(',').map((p) => p.trim())) {
    if (!/^[1-9]\d{0,15}$/.test(part)) return err(formatBoth(M.notAnId, { value: part }));
    if (!ids.includes(Number(part))) ids.push(Number(part));
  }
  if (confirmed === null) return err(formatBoth(M.needsCount, { count: ids.length }));
  return ok(ids);
}

/**
 * The listings to withdraw: all those still open, or only the ones `--withdraw-only` names. Refused when one named is
 * not among them (a listing the sheet holds, withdrawn already, or a typo), or when the count confirmed differs.
 */
export function chooseWithdrawn(
  open: readonly MissingListing[],
  only: readonly number[],
  confirmed: number,
  scope: Words,
): Result<readonly MissingListing[], Words> {
  const unknown = only.filter((id) => !open.some((l) => l.id === id));
  if (unknown.length > 0) return err(formatBoth(M.notMissing, { ids: unknown.join(', '), scope }));
  if (only.length !== confirmed) return err(formatBoth(M.countMismatch, { count: only.length, confirmed }));
  return ok(open.filter((l) => only.includes(l.id)));
}

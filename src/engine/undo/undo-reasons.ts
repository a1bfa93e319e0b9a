// Why a row of an undone run was not sent, or what undoing it found, in English and Hungarian (docs/undo.md); the
// texts are in undo-messages.ts.
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import { UNDO_REASON_MESSAGES as M } from './undo-messages';

export type ReasonId =
  | 'deleted'
  | 'no_record'
  | 'no_id'
  | 'gone'
  | 'already_gone'
  | 'already_inactive'
  | 'already_back'
  | 'was_inactive'
  | 'status_unknown'
  | 'status_changed'
  | 'changed_since'
  | 'seller_named'
  | 'before_unknown'
  | 'type_changed'
  | 'cannot_empty'
  | 'owner_unknown'
  | 'in_doubt';

export function reasons(id: ReasonId, detail?: string): Words {
  if (id === 'status_changed' && detail) return formatBoth(M.status_changed_now, { now: detail });
  if (id === 'seller_named') return formatBoth(M.seller_named, { ids: detail ?? '' });
  return M[id];
}

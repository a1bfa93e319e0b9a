// How a sync withdrawal's journal names its rows: `sync!<Service ID>`, a "sheet" no workbook has, because a
// withdrawn listing is no workbook row (docs/round-trip.md, "Sync preview"). The one spelling of that sheet's name.

/** The journal's "sheet" of a sync withdrawal's rows. */
export const SYNC_SHEET = 'sync';

/** The journal key of listing `id` withdrawn by a sync. */
export function syncRowKey(id: number): string {
  return `${SYNC_SHEET}!${id}`;
}

/** Whether a journal row key is a sync withdrawal's (a listing, not a workbook row). */
export function isSyncRowKey(key: string): boolean {
  return key.startsWith(`${SYNC_SHEET}!`);
}

// The rows of an undo worth a line (not simply undone): their bucket, reason and the fields kept as they are now.
import type { UndoRow } from '../../../shared/contract-undo';
import { useI18n } from '../i18n/i18n';
import { UNDO_MESSAGES } from '../i18n/undo-messages';
import { translator } from '../i18n/translator';

/** The most rows listed; the counts line tells of the rest. */
export const SHOWN_UNDO_ROWS = 50;

/** The journal's "sheet" of a sync withdrawal's rows (keys `sync!<id>`, docs/round-trip.md "Sync preview"). */
const SYNC_SHEET = 'sync';

/** Rows worth a line: everything not simply undone. */
const NOTED = (r: UndoRow): boolean => r.bucket !== 'undone' || r.kept.length > 0 || r.notPossible.length > 0;

export function UndoRowList({ rows }: { readonly rows: readonly UndoRow[] }) {
  const { lang } = useI18n();
  const u = translator(UNDO_MESSAGES, lang);
  const noted = rows.filter(NOTED);
  if (noted.length === 0) return null;
  return (
    <>
      <h3>{u('undoRowsTitle')}</h3>
      <ul className="undo-rows">
        {noted.slice(0, SHOWN_UNDO_ROWS).map((r) => (
          <li key={`${r.sheet}!${r.row}`}>
            {r.sheet === SYNC_SHEET && r.serviceId !== null ? (
              // A withdrawn listing is no workbook row: named by its Service ID alone.
              <strong>{u('undoListing', { id: r.serviceId })}</strong>
            ) : (
              <>
                <strong>{u('undoRow', { sheet: r.sheet, row: r.row })}</strong>
                {r.serviceId !== null && <span className="muted"> · #{r.serviceId}</span>}
              </>
            )}{' '}
            · {u(`bucket_${r.bucket}`)}
            {r.reason !== null && <>: {r.reason}</>}
            {r.kept.length > 0 && (
              <ul>
                {r.kept.map((k) => (
                  <li key={k.key}>{u('undoKeptField', { field: k.key, left: k.left || '–', now: k.now || '–' })}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

// The rows of an undo worth a line (not simply undone): their bucket, reason and the fields kept as they are now.
import type { UndoRow } from '../../../shared/contract-undo';
import { useI18n } from '../i18n/i18n';
import { UNDO_MESSAGES } from '../i18n/undo-messages';
import type { Translator } from '../i18n/translator';
import { translator } from '../i18n/translator';

/** The most rows listed; the counts line tells of the rest. */
export const SHOWN_UNDO_ROWS = 50;

/**
 * A listing a sync withdrew, which is no workbook row: by its Service ID, with the reference and address its journal
 * kept (an older journal kept neither: the Service ID alone).
 */
function listingName(r: UndoRow, serviceId: number, u: Translator<typeof UNDO_MESSAGES>): string {
  const name = [r.reference, r.address].filter((w): w is string => w !== null && w !== '').join(', ');
  return name === '' ? u('undoListing', { id: serviceId }) : u('undoListingNamed', { id: serviceId, name });
}

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
            {r.syncListing && r.serviceId !== null ? (
              <strong>{listingName(r, r.serviceId, u)}</strong>
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

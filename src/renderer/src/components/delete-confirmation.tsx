// Asks before an upload that deletes listings (Import action): how many, and which, by row, ID and address.
import { useEffect, useRef } from 'react';
import type { RunSummary } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';

export type DeleteList = NonNullable<RunSummary['deletes']>;

/** How many rows the box names; the rest are counted. */
const SHOWN = 20;

export function DeleteConfirmation({
  deletes,
  onConfirm,
  onCancel,
}: {
  readonly deletes: DeleteList;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t, number } = useI18n();
  const cancel = useRef<HTMLButtonElement>(null);
  // The safe choice has the focus: Enter does not delete.
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  const count = deletes.length;
  return (
    <div
      className="banner warn delete-confirmation"
      role="alertdialog"
      aria-labelledby="delete-confirm-title"
      aria-describedby="delete-confirm-text"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <strong id="delete-confirm-title">{t('deleteConfirmTitle', { count: number(count) })}</strong>
      <p id="delete-confirm-text">{t('deleteConfirmText')}</p>
      <ul>
        {deletes.slice(0, SHOWN).map((d) => (
          <li key={`${d.sheet}!${d.row}`}>
            {t('deleteConfirmRow', {
              sheet: d.sheet,
              row: d.row,
              what: [d.serviceId !== null ? `ID ${d.serviceId}` : null, d.reference, d.title]
                .filter((w): w is string => w !== null)
                .join(', '),
            })}
          </li>
        ))}
        {count > SHOWN && <li>{t('deleteConfirmMore', { count: number(count - SHOWN) })}</li>}
      </ul>
      <div className="row-actions">
        <button ref={cancel} type="button" className="secondary" onClick={onCancel}>
          {t('deleteConfirmNo')}
        </button>
        <button type="button" className="primary danger" onClick={onConfirm}>
          {t('deleteConfirmYes', { count: number(count) })}
        </button>
      </div>
    </div>
  );
}

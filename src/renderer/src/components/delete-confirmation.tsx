// Asks before an upload that deletes or withdraws listings (Import action): how many, and which, by row, ID and
// address as the portal holds them (docs/round-trip.md, "Row identity").
import { useEffect, useRef } from 'react';
import type { RunSummary } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';

export type DeleteList = NonNullable<RunSummary['deletes']>;

/** How many rows the box names; the rest are counted. */
const SHOWN = 20;

function ListingList({ list }: { readonly list: DeleteList }) {
  const { t, number } = useI18n();
  return (
    <ul>
      {list.slice(0, SHOWN).map((d) => (
        <li key={`${d.sheet}!${d.row}`}>
          {t('deleteConfirmRow', {
            sheet: d.sheet,
            row: d.row,
            what: [
              d.serviceId !== null ? `ID ${d.serviceId}` : null,
              d.reference,
              d.title,
              d.price !== null && d.price !== undefined
                ? `${number(d.price)}${d.currency ? ` ${d.currency.toUpperCase()}` : ''}`
                : null,
            ]
              .filter((w): w is string => w !== null && w !== undefined)
              .join(', '),
          })}
        </li>
      ))}
      {list.length > SHOWN && <li>{t('deleteConfirmMore', { count: number(list.length - SHOWN) })}</li>}
    </ul>
  );
}

export function DeleteConfirmation({
  deletes,
  withdraws = [],
  onConfirm,
  onCancel,
}: {
  readonly deletes: DeleteList;
  readonly withdraws?: DeleteList;
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
  const withdrawn = withdraws.length;
  const yes =
    count > 0 && withdrawn > 0
      ? t('retireConfirmYes')
      : count > 0
        ? t('deleteConfirmYes', { count: number(count) })
        : t('withdrawConfirmYes', { count: number(withdrawn) });
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
      <strong id="delete-confirm-title">
        {count > 0
          ? t('deleteConfirmTitle', { count: number(count) })
          : t('withdrawConfirmTitle', { count: number(withdrawn) })}
      </strong>
      <p id="delete-confirm-text">{count > 0 ? t('deleteConfirmText') : t('withdrawConfirmText')}</p>
      {count > 0 && <ListingList list={deletes} />}
      {count > 0 && withdrawn > 0 && (
        <>
          <strong>{t('withdrawConfirmTitle', { count: number(withdrawn) })}</strong>
          <p>{t('withdrawConfirmText')}</p>
        </>
      )}
      {withdrawn > 0 && <ListingList list={withdraws} />}
      <div className="row-actions">
        <button ref={cancel} type="button" className="secondary" onClick={onCancel}>
          {t('deleteConfirmNo')}
        </button>
        <button type="button" className="primary danger" onClick={onConfirm}>
          {yes}
        </button>
      </div>
    </div>
  );
}

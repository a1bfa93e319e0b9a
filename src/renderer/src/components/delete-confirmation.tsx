// Asks before an upload that deletes or withdraws listings (Import action) or changes their reference on purpose:
// how many, and which, by row, ID, reference, address, type and price as the portal holds them; the user types each
// number, as the command line's `--confirm-deletes N` (docs/round-trip.md, "Row identity").
import { useEffect, useRef, useState } from 'react';
import type { RunSummary } from '../../../shared/contract';
import { isPropertyType, valueWords } from '../../../catalog';
import { useI18n } from '../i18n/i18n';
import { CONFIRM_COUNT_MESSAGES } from '../i18n/confirm-count-messages';
import { translator } from '../i18n/translator';
import { formatMessage } from '../../../shared/message-catalog';

export type DeleteList = NonNullable<RunSummary['deletes']>;
type Listing = DeleteList[number];

/** How many rows the box names; the rest are counted. */
const SHOWN = 20;

/** What a person knows the listing by: ID, reference, address, type in their words, price. */
function useDescribe(): (d: Listing) => string {
  const { number, lang } = useI18n();
  return (d) =>
    [
      d.serviceId !== null ? `ID ${d.serviceId}` : null,
      d.newReference === undefined ? d.reference : null,
      d.title,
      d.type !== null && d.type !== undefined && isPropertyType(d.type)
        ? valueWords('PROPERTY_TYPE', d.type)[lang]
        : null,
      d.price !== null && d.price !== undefined
        ? `${number(d.price)}${d.currency ? ` ${d.currency.toUpperCase()}` : ''}`
        : null,
    ]
      .filter((w): w is string => w !== null && w !== undefined)
      .join(', ');
}

function ListingList({ list }: { readonly list: DeleteList }) {
  const { t, number, lang } = useI18n();
  const describe = useDescribe();
  return (
    <ul>
      {list.slice(0, SHOWN).map((d) => (
        <li key={`${d.sheet}!${d.row}`}>
          {d.newReference !== undefined
            ? formatMessage(CONFIRM_COUNT_MESSAGES.referenceConfirmRow, lang, {
                sheet: d.sheet,
                row: d.row,
                old: d.reference ?? formatMessage(CONFIRM_COUNT_MESSAGES.noReference, lang),
                new: d.newReference,
                what: describe(d),
              })
            : t('deleteConfirmRow', { sheet: d.sheet, row: d.row, what: describe(d) })}
        </li>
      ))}
      {list.length > SHOWN && <li>{t('deleteConfirmMore', { count: number(list.length - SHOWN) })}</li>}
    </ul>
  );
}

/** One kind of change to confirm: its title, why it matters, the listings, and the box for their number. */
function Section({
  id,
  title,
  text,
  list,
  typed,
  onType,
}: {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly list: DeleteList;
  readonly typed: string;
  readonly onType: (value: string) => void;
}) {
  const { lang } = useI18n();
  return (
    <>
      <strong id={`${id}-title`}>{title}</strong>
      <p id={`${id}-text`}>{text}</p>
      <ListingList list={list} />
      <label className="confirm-count">
        {formatMessage(CONFIRM_COUNT_MESSAGES.confirmCount, lang, { count: list.length })}{' '}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          value={typed}
          onChange={(e) => onType(e.target.value)}
          aria-label={formatMessage(CONFIRM_COUNT_MESSAGES.confirmCount, lang, { count: list.length })}
        />
      </label>
    </>
  );
}

type Kind = 'delete' | 'withdraw' | 'reference';

export function DeleteConfirmation({
  deletes,
  withdraws = [],
  referenceChanges = [],
  onConfirm,
  onCancel,
}: {
  readonly deletes: DeleteList;
  readonly withdraws?: DeleteList;
  readonly referenceChanges?: DeleteList;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t, number, lang } = useI18n();
  const c = translator(CONFIRM_COUNT_MESSAGES, lang);
  const cancel = useRef<HTMLButtonElement>(null);
  const [typed, setTyped] = useState<Readonly<Record<Kind, string>>>({ delete: '', withdraw: '', reference: '' });
  // The safe choice has the focus: Enter does not delete.
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  const sections = [
    {
      kind: 'delete' as const,
      list: deletes,
      title: t('deleteConfirmTitle', { count: number(deletes.length) }),
      text: t('deleteConfirmText'),
      yes: t('deleteConfirmYes', { count: number(deletes.length) }),
    },
    {
      kind: 'withdraw' as const,
      list: withdraws,
      title: t('withdrawConfirmTitle', { count: number(withdraws.length) }),
      text: t('withdrawConfirmText'),
      yes: t('withdrawConfirmYes', { count: number(withdraws.length) }),
    },
    {
      kind: 'reference' as const,
      list: referenceChanges,
      title: c('referenceConfirmTitle', { count: number(referenceChanges.length) }),
      text: c('referenceConfirmText'),
      yes: c('referenceConfirmYes', { count: number(referenceChanges.length) }),
    },
  ].filter((s) => s.list.length > 0);
  const first = sections[0]?.kind ?? 'delete';
  // Each number typed as it is: a wrong one sends nothing, as `--confirm-deletes` with another number.
  const confirmed = sections.every((s) => typed[s.kind].trim() === String(s.list.length));
  const yes =
    sections.length === 1
      ? (sections[0]?.yes ?? '')
      : referenceChanges.length === 0
        ? t('retireConfirmYes')
        : c('confirmAllYes');
  return (
    <div
      className="banner warn delete-confirmation"
      role="alertdialog"
      aria-labelledby={`confirm-${first}-title`}
      aria-describedby={`confirm-${first}-text`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      {sections.map((s) => (
        <Section
          key={s.kind}
          id={`confirm-${s.kind}`}
          title={s.title}
          text={s.text}
          list={s.list}
          typed={typed[s.kind]}
          onType={(value) => setTyped((now) => ({ ...now, [s.kind]: value }))}
        />
      ))}
      <div className="row-actions">
        <button ref={cancel} type="button" className="secondary" onClick={onCancel}>
          {t('deleteConfirmNo')}
        </button>
        <button type="button" className="primary danger" disabled={!confirmed} onClick={onConfirm}>
          {yes}
        </button>
      </div>
    </div>
  );
}

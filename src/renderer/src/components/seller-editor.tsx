// The seller cell's editor: a combobox offering the workbook's and the portal's sellers by name and code, filtered as
// the user types. Keys as in the grid's list editor: the arrows move the choice and write nothing, Enter writes it
// (or the typed text) and moves down, Tab right, Escape cancels (docs/architecture.md, "The wizard's flow"). In the
// Seller service ID column it offers the portal's sellers by their service ID, those without a code included; in the
// code column a portal seller without a code is listed greyed, saying which column can name it.
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { SellerChoice } from '../../../shared/contract';
import { FORM_MESSAGES } from '../i18n/form-messages';
import { useI18n } from '../i18n/i18n';
import type { EditMove } from './edit-move';
import { formatMessage } from '../../../shared/message-catalog';

/** The column the editor writes: the seller's code, or its service ID on the portal. */
export type SellerColumn = 'code' | 'serviceId';

interface Props {
  readonly column: SellerColumn;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onEnd: (save: boolean, value?: string, move?: EditMove) => void;
}

/** Options drawn at most: a long office list is narrowed by typing. */
const SHOWN = 50;

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What a choice writes into the column, or null when the column cannot name that seller. */
export function sellerValue(s: SellerChoice, column: SellerColumn): string | null {
  return column === 'code' ? s.code : s.serviceId === null ? null : String(s.serviceId);
}

/**
 * Sellers whose name, code or service ID holds the typed text, those starting with it first, and those the column
 * can name before those it cannot; the service ID column lists only sellers on the portal.
 */
export function matchingSellers(all: readonly SellerChoice[], typed: string, column: SellerColumn): SellerChoice[] {
  const q = fold(typed.trim());
  const ids = (s: SellerChoice) => [s.code ?? '', s.serviceId === null ? '' : String(s.serviceId)].map(fold);
  const own = column === 'code' ? all : all.filter((s) => s.serviceId !== null);
  const hits = q === '' ? own : own.filter((s) => fold(s.name).includes(q) || ids(s).some((x) => x.includes(q)));
  const starts = (s: SellerChoice) => ids(s).some((x) => x.startsWith(q)) || fold(s.name).startsWith(q);
  const ordered = [...hits.filter(starts), ...hits.filter((s) => !starts(s))];
  const named = (s: SellerChoice) => sellerValue(s, column) !== null;
  return [...ordered.filter(named), ...ordered.filter((s) => !named(s))].slice(0, SHOWN);
}

export function SellerEditor({ column, label, value, onChange, onEnd }: Props) {
  const { lang } = useI18n();
  const listId = useId();
  const [all, setAll] = useState<readonly SellerChoice[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let live = true;
    // Imported when the editor opens: the grid's modules stay loadable without the host's bridge (its row tests).
    void import('../api/platform')
      .then(({ api }) => api.listSellerChoices({}))
      .then((r) => {
        if (live && r.ok) setAll(r.value);
      });
    return () => {
      live = false;
    };
  }, []);

  const shown = useMemo(() => matchingSellers(all, value, column), [all, value, column]);
  /** The arrows move among the choices the column can name: they come first. */
  const pickable = shown.filter((s) => sellerValue(s, column) !== null).length;
  const current = active >= 0 ? shown[active] : undefined;
  const chosen = current ? (sellerValue(current, column) ?? undefined) : undefined;

  const end = (move: EditMove) => onEnd(true, chosen, move);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      e.preventDefault();
      e.stopPropagation();
      setActive((a) => Math.max(-1, Math.min(pickable - 1, a + step)));
      return;
    }
    const move: EditMove | null = e.key === 'Enter' ? 'down' : e.key === 'Tab' ? (e.shiftKey ? 'left' : 'right') : null;
    if (move === null && e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    if (move === null) onEnd(false);
    else end(move);
  };

  return (
    <div className="seller-editor">
      <input
        autoFocus
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={current ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          setActive(-1);
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => onEnd(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={formatMessage(FORM_MESSAGES.sellerChoices, lang)}
        className="seller-options"
      >
        {shown.map((s, i) => {
          const written = sellerValue(s, column);
          const id = column === 'code' ? s.code : written;
          const where = formatMessage(
            s.source === 'workbook' ? FORM_MESSAGES.sellerInWorkbook : FORM_MESSAGES.sellerOnPortal,
            lang,
          );
          return (
            <li
              key={s.code ?? `#${s.serviceId ?? i}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              aria-disabled={written === null}
              className={i === active ? 'active' : written === null ? 'muted' : undefined}
              // Picked with the mouse: written at once, before the box loses the focus.
              onMouseDown={(e) => {
                e.preventDefault();
                if (written !== null) onEnd(true, written, 'stay');
              }}
            >
              <span>{s.name === '' ? (id ?? '') : s.name}</span>{' '}
              <span className="muted">
                {s.name === '' || id === null ? '' : `${id} · `}
                {written === null
                  ? formatMessage(FORM_MESSAGES.sellerWithoutCode, lang, { id: s.serviceId ?? '' })
                  : where}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

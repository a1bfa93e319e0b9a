// The seller cell's editor: a combobox offering the workbook's and the portal's sellers by name and code, filtered as
// the user types. Keys as in the grid's list editor: the arrows move the choice and write nothing, Enter writes it
// (or the typed text) and moves down, Tab right, Escape cancels (docs/architecture.md, "The wizard's flow").
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { SellerChoice } from '../../../shared/contract';
import { formText } from '../i18n/form-strings';
import { useI18n } from '../i18n/i18n';
import type { EditMove } from './cell-editor';

interface Props {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onEnd: (save: boolean, value?: string, move?: EditMove) => void;
}

/** Options drawn at most: a long office list is narrowed by typing. */
const SHOWN = 50;

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Sellers whose name or code holds the typed text, those starting with it first. */
export function matchingSellers(all: readonly SellerChoice[], typed: string): SellerChoice[] {
  const q = fold(typed.trim());
  if (q === '') return all.slice(0, SHOWN);
  const hits = all.filter((s) => fold(s.name).includes(q) || fold(s.code).includes(q));
  const starts = (s: SellerChoice) => fold(s.code).startsWith(q) || fold(s.name).startsWith(q);
  return [...hits.filter(starts), ...hits.filter((s) => !starts(s))].slice(0, SHOWN);
}

export function SellerEditor({ label, value, onChange, onEnd }: Props) {
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

  const shown = useMemo(() => matchingSellers(all, value), [all, value]);
  const current = active >= 0 ? shown[active] : undefined;

  const end = (move: EditMove) => onEnd(true, current?.code, move);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      e.preventDefault();
      e.stopPropagation();
      setActive((a) => Math.max(-1, Math.min(shown.length - 1, a + step)));
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
      <ul id={listId} role="listbox" aria-label={formText(lang, 'sellerChoices')} className="seller-options">
        {shown.map((s, i) => (
          <li
            key={s.code}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            // Picked with the mouse: written at once, before the box loses the focus.
            onMouseDown={(e) => {
              e.preventDefault();
              onEnd(true, s.code, 'stay');
            }}
          >
            <span>{s.name === '' ? s.code : s.name}</span>{' '}
            <span className="muted">
              {s.name === '' ? '' : `${s.code} · `}
              {formText(lang, s.source === 'workbook' ? 'sellerInWorkbook' : 'sellerOnPortal')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

// The editor that fits the field: a dropdown of the values the row's property type allows (as words of the UI
// language, no API codes), yes/no for booleans, and a text box for the rest.
import type { FieldDef, SheetRole } from '../../../catalog';
import { fieldListWords, isPropertyType, mappableField, specialField } from '../../../catalog';
import type { KeyboardEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../i18n/i18n';
import type { EditMove } from './edit-move';
import type { SellerColumn } from './seller-editor';
import { SellerEditor } from './seller-editor';

export interface Choice {
  readonly word: string;
  readonly code: string;
  /** The same value's word in the other language, which a cell of a workbook in that language reads. */
  readonly other: string;
}

/** The field a column fills for this row: `special.*` fields differ per property type. */
export function fieldFor(role: SheetRole, key: string, propertyType: string | null): FieldDef | undefined {
  if (role === 'properties' && key.startsWith('special.') && propertyType !== null && isPropertyType(propertyType)) {
    return specialField(propertyType, key.slice('special.'.length)) ?? mappableField(role, key);
  }
  return mappableField(role, key);
}

/**
 * The allowed values as words in the UI language, or null when the field takes free text. The services write a
 * chosen word in the workbook's language (docs/wizard.md, "The list editor's words").
 */
export function choicesFor(def: FieldDef | undefined, lang: 'en' | 'hu'): readonly Choice[] | null {
  const words = fieldListWords(def);
  if (words === null) return null;
  return words.map((w) => ({ code: w.code, word: w[lang], other: w[lang === 'hu' ? 'en' : 'hu'] }));
}

interface Props {
  readonly label: string;
  readonly value: string;
  readonly choices: readonly Choice[] | null;
  readonly onChange: (value: string) => void;
  /**
   * save: keep the value (Enter, Tab, a choice picked with the mouse, leaving a text box); otherwise Escape: cancel.
   * `move` says where the current cell goes next.
   */
  readonly onEnd: (save: boolean, value?: string, move?: EditMove) => void;
}

/** Enter, Tab and Shift+Tab end an edit and move on; null for keys that do not end it. */
function moveOf(e: KeyboardEvent<HTMLElement>): EditMove | null {
  if (e.key === 'Enter') return 'down';
  if (e.key === 'Tab') return e.shiftKey ? 'left' : 'right';
  return null;
}

/**
 * A dropdown that writes nothing until the user chooses: arrow keys only move the choice (a closed select would
 * otherwise take each value they pass), Enter or Tab saves it, Escape or leaving the cell cancels; a pick in the open
 * list (mouse, or Enter in the list) saves at once. Decision: docs/architecture.md, "The wizard's flow".
 */
function ChoiceEditor({ label, value, choices, onEnd }: Props & { readonly choices: readonly Choice[] }) {
  const { t } = useI18n();
  const initial = choices.find((c) => c.word === value || c.other === value || c.code === value)?.word ?? '';
  const [draft, setDraft] = useState(initial);
  /** Set while a key is down on the closed select: the change it makes is a draft, not a choice. */
  const keyed = useRef(false);
  return (
    <select
      autoFocus
      aria-label={label}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        if (!keyed.current && e.target.value !== '') onEnd(true, e.target.value, 'stay');
      }}
      onKeyDown={(e) => {
        const move = moveOf(e);
        if (move !== null || e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          const changed = move !== null && draft !== '' && draft !== initial;
          onEnd(changed, changed ? draft : undefined, move ?? 'stay');
          return;
        }
        keyed.current = true;
      }}
      onKeyUp={() => {
        keyed.current = false;
      }}
      onBlur={() => onEnd(false)}
    >
      <option value="" disabled>
        {t('chooseCode')}
      </option>
      {choices.map((c) => (
        <option key={c.code} value={c.word}>
          {c.word}
        </option>
      ))}
    </select>
  );
}

/** Texts longer than this (an address, a description) get a multi-line box over the cell instead of a one-line one. */
const LONG_TEXT = 40;
/** The multi-line box's least size, and its distance from the window's edges. */
const LONG_BOX = { width: 420, height: 140, margin: 8 } as const;

interface Place {
  readonly top: number;
  readonly left: number;
  readonly width: number;
}

/**
 * Where the multi-line box goes: over its cell, moved in from the window's edges. It is placed in the window, not
 * in the grid, so neither the grid's scrolling edge nor the rows drawn after the cell's row cut it.
 */
function placeOver(cell: Element): Place {
  const r = cell.getBoundingClientRect();
  const width = Math.max(r.width, LONG_BOX.width);
  const fit = (at: number, size: number, room: number) =>
    Math.max(LONG_BOX.margin, Math.min(at, room - size - LONG_BOX.margin));
  return { top: fit(r.top, LONG_BOX.height, window.innerHeight), left: fit(r.left, width, window.innerWidth), width };
}

/**
 * A text box; a long text gets a larger multi-line one, where Alt+Enter starts a new line (as in Excel) and Enter
 * still saves.
 */
function TextEditor({ label, value, onChange, onEnd }: Props) {
  const [long] = useState(() => value.length > LONG_TEXT || value.includes('\n'));
  const anchor = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<Place | null>(null);
  useLayoutEffect(() => {
    const cell = anchor.current?.parentElement;
    if (long && cell) setPlace(placeOver(cell));
  }, [long]);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (long && e.key === 'Enter' && e.altKey && e.currentTarget instanceof HTMLTextAreaElement) {
      e.preventDefault();
      e.currentTarget.setRangeText('\n', e.currentTarget.selectionStart, e.currentTarget.selectionEnd, 'end');
      onChange(e.currentTarget.value);
      return;
    }
    const move = moveOf(e);
    if (move !== null || e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onEnd(move !== null, undefined, move ?? 'stay');
    }
  };
  const common = {
    autoFocus: true,
    'aria-label': label,
    value,
    onKeyDown,
    onBlur: () => onEnd(true),
  };
  if (!long) return <input {...common} onChange={(e) => onChange(e.target.value)} />;
  return (
    <span ref={anchor}>
      {place &&
        createPortal(
          <textarea
            {...common}
            className="long-text-editor"
            rows={5}
            style={{ top: place.top, left: place.left, width: place.width, minHeight: LONG_BOX.height }}
            onChange={(e) => onChange(e.target.value)}
          />,
          document.body,
        )}
    </span>
  );
}

/** `sellerCell`: the listing's seller column, by code or by service ID, offered from the office's sellers. */
export function CellEditor(props: Props & { readonly sellerCell?: SellerColumn }) {
  if (props.sellerCell) return <SellerEditor {...props} column={props.sellerCell} />;
  if (props.choices) return <ChoiceEditor {...props} choices={props.choices} />;
  return <TextEditor {...props} />;
}

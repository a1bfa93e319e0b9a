// The column chosen for mapping, and Enter on a column taking the keyboard on to its field list's search box.
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

export function useColumnSelection() {
  const [selected, setSelected] = useState<number | null>(null);
  // Set by Enter on a column: once its field list is shown, focus goes to its search box, so typed text finds the
  // field and arrows go on into the list; no key there maps anything until Enter on an option.
  const [focusList, setFocusList] = useState(false);
  const side = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focusList) return;
    setFocusList(false);
    side.current?.querySelector<HTMLElement>('input[type="search"]')?.focus();
  }, [focusList, selected]);

  /** Enter on a column chooses it and moves to its field list's search box; arrows go on into the list. */
  const enterColumn = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    setSelected(index);
    setFocusList(true);
  };

  return { selected, setSelected, enterColumn, side };
}

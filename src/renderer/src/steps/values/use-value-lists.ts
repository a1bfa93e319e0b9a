// The Values step's three lists (value columns, interpretations, learned words), loaded together, and the user's
// choices in each, every one sent to the services and its answer shown.
import { useEffect, useState } from 'react';
import type { InterpretationView, LearnedWordView, ValueColumn } from '../../../../shared/contract';
import { api } from '../../api/platform';
import { useI18n } from '../../i18n/i18n';
import type { useCall } from '../../use-call';
import type { AllowedWord } from '../value-card';
import { columnIndex } from './column-index';

export function useValueLists(run: ReturnType<typeof useCall>['run'], onChanged: () => void) {
  const { lang } = useI18n();
  const [columns, setColumns] = useState<ValueColumn[] | null>(null);
  const [interpretations, setInterpretations] = useState<InterpretationView[] | null>(null);
  const [learned, setLearned] = useState<LearnedWordView[] | null>(null);
  /**
   * The three lists are shown together, and Next is enabled only then: shown one by one, each pushed Next down, and a
   * click aimed at it could land where it had been (docs/architecture.md, "The wizard's flow").
   */
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    void Promise.all([
      run(() => api.getValueMappings({})),
      run(() => api.getInterpretations({})),
      run(() => api.listLearnedWords({})),
    ]).then(([c, i, w]) => {
      if (c) setColumns(c);
      if (i) setInterpretations(i);
      if (w) setLearned(w);
      setLoading(false);
    });
  }, [run]);

  const reloadValues = async () => {
    const c = await run(() => api.getValueMappings({}));
    if (c) setColumns(c);
  };

  /** The box shows the choice at once; the services' answer replaces the list (refused: the old list returns). */
  const toggle = async (i: InterpretationView, on: boolean) => {
    const before = interpretations;
    const same = (x: InterpretationView) => x.sheet === i.sheet && x.column === i.column && x.kind === i.kind;
    setInterpretations(before?.map((x) => (same(x) ? { ...x, on } : x)) ?? null);
    const next = await run(() => api.setInterpretation({ sheet: i.sheet, column: i.column, kind: i.kind, on }));
    if (next) {
      setInterpretations(next);
      onChanged();
    } else {
      setInterpretations(before);
    }
  };

  const changeUnit = async (i: InterpretationView, unit: string | null) => {
    // A column read as written has nothing turned off: its unit's scale applies once chosen.
    const choice = { sheet: i.sheet, column: i.column, kind: i.kind, on: i.on || i.asWritten === true, unit };
    const next = await run(() => api.setInterpretation(choice));
    if (next) {
      setInterpretations(next);
      onChanged();
    }
  };

  /** A word one type refuses, replaced in that type's rows only by a word it allows: a bulk edit, undone in Review. */
  const mapForType = async (col: ValueColumn, rows: readonly number[], word: AllowedWord | undefined) => {
    if (!word || rows.length === 0) return;
    const index = columnIndex(col.column);
    const cells = rows.map((row) => ({ row, index, value: word[lang] }));
    if (await run(() => api.editCells({ sheet: col.sheet, cells }))) {
      await reloadValues();
      onChanged();
    }
  };

  const forget = async (words: readonly LearnedWordView[], all: boolean) => {
    const which = words.map((w) => ({ field: w.field, value: w.value }));
    const next = await run(() => api.forgetLearnedWords({ words: which, all }));
    if (next) {
      setLearned(next);
      await reloadValues();
      onChanged();
    }
  };

  const choose = async (col: ValueColumn, raw: string, code: string | null) => {
    const next = await run(() => api.setValueMapping({ sheet: col.sheet, column: col.column, raw, code }));
    if (next && columns) {
      setColumns(columns.map((c) => (c.sheet === next.sheet && c.column === next.column ? next : c)));
      const words = await run(() => api.listLearnedWords({}));
      if (words) setLearned(words);
      onChanged();
    }
  };

  return { loading, columns, interpretations, learned, toggle, changeUnit, mapForType, forget, choose };
}

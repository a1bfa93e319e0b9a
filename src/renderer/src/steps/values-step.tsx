// Step 4: for every column with a fixed list of values, the distinct values found and the code each maps to; every
// interpretation the importer made (switchable per column) and the office's words learned once
// (docs/office-conventions.md, "Interpretations").
import { useEffect, useRef, useState } from 'react';
import type { InterpretationView, LearnedWordView, ValidationSummary, ValueColumn } from '../../../shared/contract';
import { api } from '../api/platform';
import { CancelledNotice, ValidationStatus, useValidationRun } from '../components/validation-run';
import { formText } from '../i18n/form-strings';
import { headerWords } from '../components/header-words';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import type { AllowedWord } from './value-card';
import { ValueCard, codeWord, fieldLabel, needsDecision } from './value-card';

interface Props {
  /** The rows are validated as they stand: Next goes straight on. */
  readonly validated: boolean;
  /**
   * Next validates the rows here, so a cancelled validation leaves the user on this step (docs/performance.md, "Engine
   * off the main thread").
   */
  readonly onValidated: (s: ValidationSummary) => void;
  readonly onChanged: () => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

/** `AB` → 27: the 0-based index of a column letter. */
function columnIndex(letter: string): number {
  return [...letter].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** A column's key among the step's columns. */
function columnKey(col: ValueColumn): string {
  return `${col.sheet}\u0000${col.column}`;
}

/**
 * The columns needing a decision, in the order found, and the rest, folded under one disclosure. A column that needed
 * one while the step was open stays open once decided: folding it away would move the card the user is working in.
 */
function decisionFirst(
  columns: readonly ValueColumn[],
  keptOpen: ReadonlySet<string>,
): { open: ValueColumn[]; settled: ValueColumn[] } {
  const isOpen = (c: ValueColumn) => needsDecision(c) || keptOpen.has(columnKey(c));
  return { open: columns.filter(isOpen), settled: columns.filter((c) => !isOpen(c)) };
}

/** The keys of the columns that have needed a decision since the step opened: the set only grows. */
function useKeptOpen(columns: readonly ValueColumn[] | null): ReadonlySet<string> {
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const needing = (columns ?? []).filter(needsDecision).map(columnKey);
    setKept((before) => (needing.every((k) => before.has(k)) ? before : new Set([...before, ...needing])));
  }, [columns]);
  return kept;
}

/** Interpretations grouped by the column they read, in the order listed: a column's unit is chosen once. */
function byColumn(list: readonly InterpretationView[]): InterpretationView[][] {
  const groups = new Map<string, InterpretationView[]>();
  for (const i of list) {
    const key = `${i.sheet}\u0000${i.column}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  return [...groups.values()];
}

export function ValuesStep({ validated, onValidated, onChanged, onBack, onNext }: Props) {
  const { t, lang } = useI18n();
  const { busy: calling, run } = useCall();
  const validation = useValidationRun();
  const busy = calling || validation.running;
  const nextButton = useRef<HTMLButtonElement>(null);
  const [columns, setColumns] = useState<ValueColumn[] | null>(null);
  const [interpretations, setInterpretations] = useState<InterpretationView[] | null>(null);
  const [learned, setLearned] = useState<LearnedWordView[] | null>(null);
  const keptOpen = useKeptOpen(columns);

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

  const next = async () => {
    if (validated) {
      onNext();
      return;
    }
    const summary = await validation.start();
    if (summary) {
      onValidated(summary);
      onNext();
    }
  };

  // The Cancel button that had the focus is gone: Next, which starts the check again, takes it.
  useEffect(() => {
    if (validation.cancelled) nextButton.current?.focus();
  }, [validation.cancelled]);

  const choose = async (col: ValueColumn, raw: string, code: string | null) => {
    const next = await run(() => api.setValueMapping({ sheet: col.sheet, column: col.column, raw, code }));
    if (next && columns) {
      setColumns(columns.map((c) => (c.sheet === next.sheet && c.column === next.column ? next : c)));
      const words = await run(() => api.listLearnedWords({}));
      if (words) setLearned(words);
      onChanged();
    }
  };

  const { open, settled } = decisionFirst(columns ?? [], keptOpen);
  const card = (col: ValueColumn) => (
    <ValueCard
      key={columnKey(col)}
      col={col}
      busy={busy}
      onChoose={(c, raw, code) => void choose(c, raw, code)}
      onMapForType={(c, rows, word) => void mapForType(c, rows, word)}
    />
  );

  return (
    <section aria-labelledby="values-title" aria-busy={loading} className="step-panel">
      <h1 id="values-title">{t('valuesTitle')}</h1>
      <p className="intro">{t('valuesIntro')}</p>
      {columns === null && <p role="status">{t('working')}</p>}
      {columns?.length === 0 && <p className="muted">{t('noValueColumns')}</p>}
      <div className="value-columns">{open.map(card)}</div>
      {settled.length > 0 && (
        <details className="value-fold card">
          <summary>
            {formText(lang, open.length > 0 ? 'valuesFolded' : 'valuesAllSettled', { count: settled.length })}
          </summary>
          <div className="value-columns">{settled.map(card)}</div>
        </details>
      )}
      <section aria-labelledby="interpretations-title" className="card">
        <h2 id="interpretations-title">{t('interpretationsTitle')}</h2>
        <p className="hint">{t('interpretationsIntro')}</p>
        {interpretations?.length === 0 && <p className="muted">{t('noInterpretations')}</p>}
        <ul className="interpretation-columns">
          {byColumn(interpretations ?? []).map((group) => {
            const first = group[0];
            if (!first) return null;
            const units = first.units ?? [];
            return (
              <li key={`${first.sheet}-${first.column}`}>
                <span className="mono">{first.column}</span> {headerWords(first.header, null, lang)}
                {(units.length > 1 || first.asWritten) && (
                  <label className="unit-choice">
                    {' '}
                    {t('interpretationUnit', { header: headerWords(first.header, null, lang) })}{' '}
                    <select
                      value={first.unit ?? ''}
                      disabled={busy}
                      onChange={(e) => void changeUnit(first, e.target.value === '' ? null : e.target.value)}
                    >
                      {first.asWritten && <option value="">{t('unitAsWritten')}</option>}
                      {units.map((u) => (
                        <option key={u} value={u}>
                          {u}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {first.asWritten ? (
                  <p className="hint">{first.what}</p>
                ) : (
                  <ul>
                    {group.map((i) => (
                      <li key={i.kind}>
                        <label>
                          <input
                            type="checkbox"
                            checked={i.on}
                            disabled={busy}
                            onChange={(e) => void toggle(i, e.target.checked)}
                          />{' '}
                          <span className="visually-hidden">
                            {i.column} {headerWords(i.header, null, lang)}:{' '}
                          </span>
                          {t('interpretationOn', { what: i.what })}
                        </label>
                        {i.example !== null && (
                          <span className="hint"> {t('interpretationExample', { example: i.example })}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {first.sent && <p className="hint">{t('interpretationSent', { sent: first.sent })}</p>}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="learned-title" className="card">
        <h2 id="learned-title">{t('learnedTitle')}</h2>
        <p className="hint">{t('learnedIntro')}</p>
        {learned?.length === 0 && <p className="muted">{t('noLearnedWords')}</p>}
        {learned !== null && learned.length > 0 && (
          <table className="table compact" aria-label={t('learnedTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('valueInWorkbook')}</th>
                <th scope="col">{t('mapsTo')}</th>
                <th scope="col">{t('forgetWord')}</th>
              </tr>
            </thead>
            <tbody>
              {learned.map((w) => (
                <tr key={`${w.field}-${w.value}`}>
                  <th scope="row">
                    {w.value} <span className="muted">· {fieldLabel(w.field, lang)}</span>
                  </th>
                  <td>{codeWord(w.field, w.code, lang)}</td>
                  <td>
                    <button type="button" className="secondary" disabled={busy} onClick={() => void forget([w], false)}>
                      {t('forgetWord')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {learned !== null && learned.length > 1 && (
          <button type="button" className="secondary" disabled={busy} onClick={() => void forget([], true)}>
            {t('forgetAllWords')}
          </button>
        )}
      </section>
      <ValidationStatus validation={validation} />
      {validation.cancelled && <CancelledNotice text={t('validationCancelled')} />}
      <div className="footer-actions">
        <button type="button" className="secondary" disabled={validation.running} onClick={onBack}>
          {t('back')}
        </button>
        <button
          ref={nextButton}
          type="button"
          className="primary"
          disabled={loading || validation.running}
          onClick={() => void next()}
        >
          {t('next')}
        </button>
      </div>
    </section>
  );
}

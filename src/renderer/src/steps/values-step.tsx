// Step 4: for every column with a fixed list of values, the distinct values found and the code each maps to; every
// interpretation the importer made (switchable per column) and the office's words learned once
// (docs/office-conventions.md, "Interpretations").
import { useEffect, useRef } from 'react';
import type { ValidationSummary } from '../../../shared/contract';
import { CancelledNotice, ValidationStatus, useValidationRun } from '../components/validation-run';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { InterpretationList } from './values/interpretation-list';
import { LearnedWords } from './values/learned-words';
import { useKeptOpen } from './values/use-kept-open';
import { useValueLists } from './values/use-value-lists';
import { ValueColumns } from './values/value-columns';

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

export function ValuesStep({ validated, onValidated, onChanged, onBack, onNext }: Props) {
  const { t } = useI18n();
  const { busy: calling, run } = useCall();
  const validation = useValidationRun();
  const busy = calling || validation.running;
  const nextButton = useRef<HTMLButtonElement>(null);
  const lists = useValueLists(run, onChanged);
  const { loading, columns } = lists;
  const keptOpen = useKeptOpen(columns);

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

  return (
    <section aria-labelledby="values-title" aria-busy={loading} className="step-panel">
      <h1 id="values-title">{t('valuesTitle')}</h1>
      <p className="intro">{t('valuesIntro')}</p>
      {columns === null && <p role="status">{t('working')}</p>}
      {columns?.length === 0 && <p className="muted">{t('noValueColumns')}</p>}
      <ValueColumns
        columns={columns ?? []}
        keptOpen={keptOpen}
        busy={busy}
        onChoose={(c, raw, code) => void lists.choose(c, raw, code)}
        onMapForType={(c, rows, word) => void lists.mapForType(c, rows, word)}
      />
      <InterpretationList
        interpretations={lists.interpretations}
        busy={busy}
        onToggle={(i, on) => void lists.toggle(i, on)}
        onUnit={(i, unit) => void lists.changeUnit(i, unit)}
      />
      <LearnedWords
        learned={lists.learned}
        columns={columns ?? []}
        busy={busy}
        onForget={(w, all) => void lists.forget(w, all)}
      />
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

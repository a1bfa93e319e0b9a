// A validation run by the wizard: its "working" status with the rows checked so far, and a Cancel button
// (docs/performance.md, "Engine off the main thread").
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProgressEvent, ValidationSummary } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';

export interface ValidationRun {
  readonly running: boolean;
  /** The last validation ended because the user cancelled it. */
  readonly cancelled: boolean;
  readonly progress: ProgressEvent | null;
  /** The summary, or null when it failed (the error banner says why), was cancelled, or the step was left. */
  start(): Promise<ValidationSummary | null>;
  cancel(): void;
}

/**
 * Runs `validate` and follows its progress. A cancel is sent once the services have said the validation started (its
 * first progress event): sent before, it would find nothing running and the validation would go on.
 */
export function useValidationRun(): ValidationRun {
  const { run } = useCall();
  const [running, setRunning] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [progress, setProgress] = useState<ProgressEvent | null>(null);
  const phase = useRef<'idle' | 'asked' | 'started'>('idle');
  const cancelAsked = useRef(false);
  const mounted = useRef(true);

  useEffect(
    () =>
      api.on('progress', (p) => {
        if (p.kind !== 'validate' || phase.current === 'idle') return;
        setProgress(p);
        if (phase.current === 'asked' && !p.finished) {
          phase.current = 'started';
          if (cancelAsked.current) void api.cancelValidation({});
        }
      }),
    [],
  );

  const cancel = useCallback(() => {
    cancelAsked.current = true;
    if (phase.current === 'started') void api.cancelValidation({});
  }, []);

  // Leaving the step stops its validation: its answer would otherwise move the wizard on from wherever the user went.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (phase.current !== 'idle') cancel();
    };
  }, [cancel]);

  const start = useCallback(async () => {
    phase.current = 'asked';
    cancelAsked.current = false;
    setRunning(true);
    setCancelled(false);
    setProgress(null);
    let code: string | null = null;
    const summary = await run(async () => {
      const r = await api.validate({});
      if (!r.ok) code = r.error.code;
      return r;
    });
    phase.current = 'idle';
    if (!mounted.current) return null;
    setRunning(false);
    setCancelled(code === 'cancelled');
    return summary;
  }, [run]);

  return useMemo(
    () => ({ running, cancelled, progress, start, cancel }),
    [running, cancelled, progress, start, cancel],
  );
}

/**
 * The status line of a running validation and its Cancel button. The button takes the focus: the Next button that
 * started the validation is disabled meanwhile, and a keyboard user should not have to look for the way out.
 */
export function ValidationStatus({ validation }: { readonly validation: ValidationRun }) {
  const { t, number } = useI18n();
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { running, progress, cancel } = validation;

  useEffect(() => {
    setAsked(false);
    if (running) button.current?.focus();
  }, [running]);

  if (!running) return null;
  return (
    <div className="banner info">
      <span role="status">
        {t('validating')} {progress ? `${number(progress.done)} / ${number(progress.total)}` : ''}
      </span>
      <button
        ref={button}
        type="button"
        className="secondary small"
        disabled={asked}
        onClick={() => {
          setAsked(true);
          cancel();
        }}
      >
        {t('cancelValidation')}
      </button>
    </div>
  );
}

/** Said where the user stays after cancelling; `polite`, as the focus moves to the button that starts it again. */
export function CancelledNotice({ text }: { readonly text: string }) {
  return (
    <p role="status" className="banner warning">
      {text}
    </p>
  );
}

// The Review step's validation: run once when rows arrive unvalidated, again on request, and the grid's generation
// that each validation (or a change of language) moves on.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ValidationSummary } from '../../../../shared/contract';
import { useValidationRun } from '../../components/validation-run';
import { useI18n } from '../../i18n/i18n';

export function useReviewValidation(summary: ValidationSummary | null, onSummary: (s: ValidationSummary) => void) {
  const { lang } = useI18n();
  const validation = useValidationRun();
  const validateOnce = useRef(false);
  const againButton = useRef<HTMLButtonElement>(null);
  const [generation, setGeneration] = useState(0);

  /** Reached with rows not validated (from the step list, or after an edit elsewhere): they are validated here. */
  const validate = useCallback(async () => {
    const s = await validation.start();
    if (s) {
      onSummary(s);
      setGeneration((g) => g + 1);
    }
  }, [validation, onSummary]);

  useEffect(() => {
    if (validation.cancelled) againButton.current?.focus();
  }, [validation.cancelled]);
  // The rows' messages come in the language of the call that fetched them: another language fetches them again.
  const firstLang = useRef(lang);
  useEffect(() => {
    if (lang === firstLang.current) return;
    firstLang.current = lang;
    setGeneration((g) => g + 1);
  }, [lang]);
  // A check started here took the focus to its Cancel button, gone once it ends: back to the heading, not the page.
  useEffect(() => {
    if (!validation.running && !validation.cancelled && document.activeElement === document.body)
      document.getElementById('review-title')?.focus();
  }, [validation.running, validation.cancelled]);

  useEffect(() => {
    if (summary || validateOnce.current) return;
    validateOnce.current = true;
    void validate();
  }, [summary, validate]);

  return { validation, validate, generation, againButton };
}

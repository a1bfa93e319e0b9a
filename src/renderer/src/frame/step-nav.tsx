// The wizard's step list: the current step marked, the steps done ticked, the ones not reachable yet disabled.
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/ui-messages';
import type { Wizard } from '../wizard/use-wizard';
import type { StepId } from '../wizard/wizard-state';
import { STEPS } from '../wizard/wizard-state';

const STEP_LABEL: Record<StepId, StringKey> = {
  connect: 'stepConnect',
  open: 'stepOpen',
  columns: 'stepColumns',
  values: 'stepValues',
  review: 'stepReview',
  upload: 'stepUpload',
  results: 'stepResults',
};

export function StepNav({ wizard }: { readonly wizard: Wizard }) {
  const { t } = useI18n();
  const { state: w, dispatch, reachable } = wizard;
  const { step } = w;
  const inWizard = w.view !== 'history' && w.view !== 'export';
  const index = STEPS.indexOf(step);
  return (
    <nav className="steps" aria-label={t('wizardSteps')}>
      <ol>
        {STEPS.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              className={`step${s === step && inWizard ? ' current' : ''}${i < index ? ' done' : ''}`}
              aria-current={s === step && inWizard ? 'step' : undefined}
              disabled={!reachable[s]}
              onClick={() => dispatch({ type: 'goTo', step: s })}
            >
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span>{t(STEP_LABEL[s])}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

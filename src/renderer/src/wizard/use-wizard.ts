// The wizard's flow state in React: the pure reducer of wizard-state.ts, and the services' restart event fed to it.
import { useEffect, useMemo, useReducer } from 'react';
import type { Dispatch } from 'react';
import { api } from '../api/platform';
import type { StepId, WizardAction, WizardState } from './wizard-state';
import { INITIAL_WIZARD, reachableSteps, wizardReducer } from './wizard-state';

export interface Wizard {
  readonly state: WizardState;
  readonly dispatch: Dispatch<WizardAction>;
  readonly reachable: Readonly<Record<StepId, boolean>>;
}

export function useWizard(onRestart: (message: string) => void): Wizard {
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  useEffect(
    () =>
      api.on('engineRestarted', (e) => {
        onRestart(e.message);
        dispatch({ type: 'engineRestarted', restored: e.restored });
      }),
    [onRestart],
  );
  const reachable = useMemo(() => reachableSteps(state), [state]);
  return { state, dispatch, reachable };
}

// Where the wizard goes after the services' worker was started again: back to the first step whose state it reopened.
import type { EngineRestartedEvent } from '../../shared/contract';

const ORDER = ['connect', 'open', 'columns', 'values', 'review', 'upload', 'results'] as const;
type Step = (typeof ORDER)[number];

/** The last step still backed by the reopened session: validation and results are gone whatever was reopened. */
const LAST_KEPT: Readonly<Record<EngineRestartedEvent['restored'], Step>> = {
  workbook: 'values',
  connection: 'open',
  none: 'connect',
};

export function stepAfterRestart(step: Step, restored: EngineRestartedEvent['restored']): Step {
  const last = LAST_KEPT[restored];
  return ORDER.indexOf(step) > ORDER.indexOf(last) ? last : step;
}

// In the browser, a reload, Back or a closed tab would end the wizard and lose its open workbook and the fixes typed
// into Review without a word: while there is such work the page asks first (docs/wizard.md, "Leaving the page").
import { useEffect } from 'react';
import type { AppInfo } from '../../../shared/contract';
import type { WizardState } from '../wizard/wizard-state';

/**
 * Whether leaving would lose work: a workbook is open. Only in the browser: Electron cancels a close silently when the
 * page asks, so its window is left to close as it always did.
 */
export function guardsLeaving(state: WizardState, mode: AppInfo['mode'] | undefined): boolean {
  return mode === 'browser' && state.workbook !== null;
}

function askBeforeLeaving(event: BeforeUnloadEvent): void {
  // The browser shows its own question; the text given is not shown by any current browser.
  event.preventDefault();
  event.returnValue = '';
}

export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => window.removeEventListener('beforeunload', askBeforeLeaving);
  }, [active]);
}

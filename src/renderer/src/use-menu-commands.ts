// The Electron menu's commands, turned into the wizard's actions, a language switch or the About box.
import type { Dispatch } from 'react';
import { useEffect } from 'react';
import type { Language } from '../../shared/contract';
import { api } from './api/platform';
import type { WizardAction } from './wizard/wizard-state';

export function useMenuCommands(
  dispatch: Dispatch<WizardAction>,
  changeLanguage: (l: Language) => void,
  showAbout: () => void,
): void {
  useEffect(
    () =>
      api.on('menuCommand', (c) => {
        switch (c.command) {
          case 'open-workbook':
            dispatch({ type: 'openRequested', request: { kind: 'dialog' } });
            break;
          case 'open-recent':
            if (c.path) dispatch({ type: 'openRequested', request: { kind: 'path', path: c.path } });
            break;
          case 'show-history':
            dispatch({ type: 'showHistory' });
            break;
          case 'language-en':
            changeLanguage('en');
            break;
          case 'language-hu':
            changeLanguage('hu');
            break;
          case 'about':
            showAbout();
            break;
        }
      }),
    [changeLanguage, dispatch, showAbout],
  );
}

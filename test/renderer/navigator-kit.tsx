// The Review step's problem navigator rendered to static markup in a language, with what a test does not set left
// empty (no problems, no cursor, errors chosen): what the navigator's tests share.
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProblemNavigator } from '../../src/renderer/src/components/problem-navigator';
import { I18nContext, makeI18n } from '../../src/renderer/src/i18n/i18n';

type NavigatorProps = ComponentProps<typeof ProblemNavigator>;

export function renderNavigator(lang: 'hu' | 'en', props: Partial<NavigatorProps>): string {
  const all: NavigatorProps = {
    role: 'properties',
    problems: null,
    columns: [],
    position: -1,
    cursor: null,
    onGo: () => undefined,
    onStep: () => undefined,
    refused: 0,
    elsewhere: [],
    kinds: 'errors',
    onKinds: () => undefined,
    ...props,
  };
  return renderToStaticMarkup(
    <I18nContext.Provider value={makeI18n(lang)}>
      <ProblemNavigator {...all} />
    </I18nContext.Provider>,
  );
}

// A typed failure thrown inside the services and turned into `{ok:false, error}` at the contract boundary.
import type { Words } from '../catalog/field-types';
import type { AppError, Language } from '../shared/contract';
import { message } from './messages/service-messages';

export class AppFailure extends Error {
  /** `hu`: the same message in Hungarian, where the thrower knows it; the services pick by the UI language. */
  constructor(
    readonly code: AppError['code'],
    message: string,
    readonly hu: string | null = null,
  ) {
    super(message);
  }
}

/** A failure whose text the thrower already made in the UI language (or English only, as a connection's detail). */
export function fail(code: AppError['code'], message: string): never {
  throw new AppFailure(code, message);
}

/**
 * A failure in both languages, a catalog's message formatted by `formatBoth` (docs/messages.md), where the thrower
 * does not know the UI language: the contract boundary picks the text ({@link localizedFailure}).
 */
export function failBoth(code: AppError['code'], text: Words): never {
  throw new AppFailure(code, text.en, text.hu);
}

/**
 * A failure in the UI language: its own Hungarian text, or for connection failures (whose detail comes from the
 * network layer in English) the catalog's message for the code.
 */
export function localizedFailure(e: unknown, lang: Language): unknown {
  if (!(e instanceof AppFailure) || lang === 'en') return e;
  if (e.hu !== null) return new AppFailure(e.code, e.hu);
  switch (e.code) {
    case 'connection_failed':
      return new AppFailure(e.code, message('hu', 'connectionFailed', { detail: message('hu', 'unreachablePlain') }));
    case 'auth_failed':
      return new AppFailure(e.code, message('hu', 'authFailed'));
    default:
      return e;
  }
}

// Words learned once, in the app: the connected office's remembered words join every prepare context, a word the
// user maps by hand is remembered for the office, and the user can review and forget them.
import { join } from 'node:path';
import type { StateNotice } from '../../engine/fs/read-state-file';
import type { LearnedWord, ValueOverride } from '../../engine/values';
import { forgetWords, learnWords, learnedWordsFolder, loadLearnedWords } from '../../engine/values';
import type { LearnedWordView } from '../../shared/contract';
import { fail } from '../app-failure';
import type { SessionEnv } from './session-env';
import { say } from './session-env';
import type { SessionState } from './session-state';
import { invalidate } from './session-state';

/** The words loaded per session and office; reloaded when the user connects to another office. */
const loaded = new WeakMap<SessionState, { readonly officeId: number; words: readonly LearnedWord[] }>();

function folder(env: SessionEnv): string {
  return learnedWordsFolder(join(env.dataDir));
}

function officeOf(env: SessionEnv): number {
  return env.connection().officeId;
}

function unusable(env: SessionEnv, error: StateNotice): never {
  return fail('invalid_request', say(env, error.en, error.hu));
}

/** The connected office's remembered words (loaded once per office and session). */
export async function learnedWords(state: SessionState, env: SessionEnv): Promise<readonly LearnedWord[]> {
  const officeId = officeOf(env);
  const hit = loaded.get(state);
  if (hit && hit.officeId === officeId) return hit.words;
  const r = await loadLearnedWords(folder(env), officeId);
  if (!r.ok) unusable(env, r.error);
  loaded.set(state, { officeId, words: r.value });
  return r.value;
}

/** Remembers a word the user mapped by hand; the next import of the office applies it. */
export async function rememberWord(state: SessionState, env: SessionEnv, word: ValueOverride): Promise<void> {
  const officeId = officeOf(env);
  const r = await learnWords(folder(env), officeId, [word], 'app');
  if (!r.ok) unusable(env, r.error);
  loaded.set(state, { officeId, words: r.value });
}

/** Forgets words of the connected office (all of them with `all`); rows are prepared again without them. */
export async function forgetLearned(
  state: SessionState,
  env: SessionEnv,
  which: readonly Pick<ValueOverride, 'field' | 'value'>[] | 'all',
): Promise<LearnedWordView[]> {
  const officeId = officeOf(env);
  const r = await forgetWords(folder(env), officeId, which);
  if (!r.ok) unusable(env, r.error);
  loaded.set(state, { officeId, words: r.value });
  invalidate(state);
  return r.value.map(view);
}

export async function listLearned(state: SessionState, env: SessionEnv): Promise<LearnedWordView[]> {
  return (await learnedWords(state, env)).map(view);
}

function view(w: LearnedWord): LearnedWordView {
  return { field: w.field, value: w.value, code: w.code, learnedAt: w.learnedAt, from: w.from };
}

// The engine's prepare context for the current connection and value choices, with its reference data fetched once.
import { join } from 'node:path';
import { openFaultLedger } from '../../engine/api';
import type { CacheError } from '../../engine/reference';
import { obtainReferenceData } from '../../engine/reference';
import type { PrepareContext } from '../../engine/validation';
import { createPrepareContext } from '../../engine/validation';
import type { SessionEnv } from './session-env';
import { say, tell } from './session-env';
import { SESSION_MESSAGES } from './session-messages';
import type { SessionState } from './session-state';
import { withLearnedWords } from '../../engine/values';
import { learnedWords } from './learned-words-step';

/** A damaged saved copy (moved aside) is named after the notice, so the user knows where it went. */
function damagedCache(env: SessionEnv, e: CacheError): string {
  return e.kind === 'corrupt' ? ` ${say(env, e.message, e.messageHu ?? e.message)}` : '';
}

/** Reference data is kept per service and user; the context is rebuilt whenever it was invalidated (value choices). */
export async function ensureContext(state: SessionState, env: SessionEnv): Promise<PrepareContext> {
  if (state.context) return state.context;
  const conn = env.connection();
  const key = `${conn.baseUrl}\u0000${conn.user}`;
  if (state.reference?.key !== key) {
    // Refused look-ups count in the data folder's shared fault budget, like every other request.
    const faults = await openFaultLedger({ dir: join(env.dataDir, 'fault-budget'), baseUrl: conn.baseUrl });
    const outcome = await obtainReferenceData({
      connection: { ...conn.credentials, faults },
      cacheFolder: join(env.dataDir, 'reference-cache'),
    }).finally(() => faults.release());
    const notice =
      outcome.source === 'service'
        ? null
        : outcome.source === 'cache'
          ? tell(env, SESSION_MESSAGES.referenceFromCache, { age: outcome.age })
          : tell(env, SESSION_MESSAGES.noReference) + damagedCache(env, outcome.cacheError);
    state.reference = { key, data: outcome.data, notice };
  }
  // The office's words learned once come first, so a choice made in this session wins (docs/office-conventions.md,
  // "Interpretations").
  const overrides = withLearnedWords(await learnedWords(state, env), state.overrides);
  state.context = createPrepareContext({ officeId: conn.officeId, reference: state.reference.data, overrides });
  return state.context;
}

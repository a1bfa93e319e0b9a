// The engine's prepare context for the current connection and value choices, with its reference data fetched once.
import { openFaultLedger } from '../../engine/api';
import { dataFolders, importPrepareContext, referenceForImport } from '../../engine/pipeline';
import type { PrepareContext } from '../../engine/validation';
import type { SessionEnv } from './session-env';
import type { SessionState } from './session-state';
import { withLearnedWords } from '../../engine/values';
import { learnedWords } from './learned-words-step';

/** Reference data is kept per service and user; the context is rebuilt whenever it was invalidated (value choices). */
export async function ensureContext(state: SessionState, env: SessionEnv): Promise<PrepareContext> {
  if (state.context) return state.context;
  const conn = env.connection();
  const key = `${conn.baseUrl}\u0000${conn.user}`;
  if (state.reference?.key !== key) {
    // Refused look-ups count in the data folder's shared fault budget, like every other request.
    const faults = await openFaultLedger({ dir: dataFolders(env.dataDir).faults, baseUrl: conn.baseUrl });
    // The engine's reference data and its notice, as the command line's (without any, listings are refused).
    const reference = await referenceForImport({
      connection: { ...conn.credentials, faults },
      cacheFolder: dataFolders(env.dataDir).reference,
    }).finally(() => faults.release());
    state.reference = { key, data: reference.data, notice: reference.notice, loginRefused: reference.loginRefused };
  }
  // The office's words learned once come first, so a choice made in this session wins (docs/office-conventions.md,
  // "Interpretations").
  const overrides = withLearnedWords(await learnedWords(state, env), state.overrides);
  state.context = importPrepareContext({ officeId: conn.officeId, reference: state.reference.data, overrides });
  return state.context;
}

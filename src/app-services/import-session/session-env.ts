// What every wizard step needs from around the session: the host, the data folder, the language and the connection.
import type { Message, ParamArgs } from '../../catalog';
import { formatMessage } from '../../catalog';
import type { Language } from '../../shared/contract';
import type { ActiveConnection } from '../connection-service';
import type { HostCapabilities } from '../host-capabilities';
import { dataFolders } from '../../engine/pipeline/data-folders';

export interface SessionEnv {
  readonly host: HostCapabilities;
  readonly dataDir: string;
  /** Read at each message, so a language switch shows at once. */
  readonly lang: () => Language;
  readonly connection: () => ActiveConnection;
}

/** A session message from its catalog (session-messages.ts), in the language the user sees. */
export function tell<M extends Message>(env: SessionEnv, message: M, ...params: ParamArgs<M>): string {
  return formatMessage(message, env.lang(), ...params);
}

/** The user's language's text of a pair the engine made (its notices and refusals come in both languages). */
export function say(env: SessionEnv, en: string, hu: string): string {
  return env.lang() === 'hu' ? hu : en;
}

/** Where the engine journals runs; uploads write it and History reads it. */
export function journalDir(env: Pick<SessionEnv, 'dataDir'>): string {
  return dataFolders(env.dataDir).journal;
}

/** Where the fault budget of each service is counted, the command line's own (one budget for both). */
export function faultsDir(env: SessionEnv): string {
  return dataFolders(env.dataDir).faults;
}

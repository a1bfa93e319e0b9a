// A command's connection to the service and the run's reference data, started before the workbook is read. Its own
// file, light on purpose: the first requests need the client, the fault budget and the reference data, not the
// reader, the mapping or the validation, so a command can send them before it loads the rest (docs/performance.md,
// "Upload: a lean start (fifth round)").
import type { Result, Words } from '../catalog';
import { err, ok } from '../catalog';
import type { ApiClient, FaultLedger } from '../engine/api';
import { createApiClient, openFaultLedger } from '../engine/api';
import type { ReferenceData } from '../engine/model/reference-data';
import { referenceForImport } from '../engine/pipeline/import-reference';
import { formatBoth } from '../catalog/message-catalog';
import { CLI_ARGUMENT_MESSAGES } from './cli-argument-messages';
import { bilingual, readPassword, stateFolders } from './cli-environment';

/** An API client and the password it logged in with. */
export interface Connection {
  readonly client: ApiClient;
  readonly password: string;
}

/** Opens an API client when both base URL and user are given; the password comes from the environment or a prompt. */
export async function connect(
  baseUrl: string | undefined,
  user: string | undefined,
  opened?: FaultLedger,
): Promise<Result<Connection | null, string>> {
  if (baseUrl === undefined && user === undefined) return ok(null);
  if (baseUrl === undefined || user === undefined)
    return err(bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.connectionPair)));
  const password = await readPassword(user);
  if (password === null) return err(bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.noPassword)));
  // Every request of the command, the log-in and the reference look-ups included, counts in the shared fault budget:
  // the one the upload's admission opened, else opened here (once per command: opening resolves the host name).
  const faults = opened ?? (await openFaultLedger({ dir: stateFolders.faults(), baseUrl }));
  const client = createApiClient({ baseUrl, user, password, faults });
  return client.ok ? ok({ client: client.value, password }) : err(bilingual(client.error));
}

/** The connection of a run and its reference data. */
export interface OnlineRun {
  readonly client: ApiClient | null;
  readonly reference: ReferenceData | null;
  /** Where the reference data came from when not fetched now (`referenceForImport`). */
  readonly referenceNote: Words | null;
  readonly connectionProven: boolean;
  /** The cache's write of the fetched reference data, still running (never rejects). */
  readonly referenceSaved: Promise<void>;
  /** The service refused the log-in: why nothing may be sent, in both languages (`referenceForImport`). */
  readonly loginRefused?: Words | null;
}

/** A connection being opened and the reference data being asked through it: what `startOnline` started. */
export interface StartedOnline {
  readonly connection: Promise<Result<Connection | null, string>>;
  readonly online: Promise<Result<OnlineRun, string>>;
}

/** Opens the connection and asks for the reference data at once; neither promise rejects. */
export function startOnline(
  baseUrl: string | undefined,
  user: string | undefined,
  faults?: FaultLedger,
): StartedOnline {
  const connection = connect(baseUrl, user, faults);
  return { connection, online: referenceOfRun(connection) };
}

/** The connection of a run (none without --base-url and --user) and the service's reference data. Never rejects. */
async function referenceOfRun(
  connection: Promise<Result<Connection | null, string>>,
): Promise<Result<OnlineRun, string>> {
  const connected = await connection;
  if (!connected.ok) return err(connected.error);
  if (connected.value === null)
    return ok({
      client: null,
      reference: null,
      referenceNote: null,
      connectionProven: false,
      referenceSaved: Promise.resolve(),
    });
  const { password, client: c } = connected.value;
  // The engine's reference data, as the app's: fetched, else the saved copy, else none (its listings are refused).
  const reference = await referenceForImport({
    connection: { baseUrl: c.baseUrl, user: c.user, password, faults: c.faults ?? null },
    cacheFolder: stateFolders.reference(),
    saveMeanwhile: true,
  });
  // A refused log-in checks with the saved copy, as the app does, and asks the service nothing more (each refusal
  // would count in the fault budget); no upload goes ahead (docs/upload.md, "A refused log-in").
  if (reference.loginRefused !== null) await c.close();
  return ok({
    client: reference.loginRefused === null ? c : null,
    reference: reference.data,
    referenceNote: reference.notice,
    connectionProven: reference.proven,
    referenceSaved: reference.saved,
    loginRefused: reference.loginRefused,
  });
}

/** A run that stops before using its connection closes it (and lets the reference cache's write finish). */
export async function closeOnline(online: Promise<Result<OnlineRun, string>> | null): Promise<void> {
  const run = await online;
  if (run?.ok) await Promise.all([run.value.client?.close(), run.value.referenceSaved]);
}

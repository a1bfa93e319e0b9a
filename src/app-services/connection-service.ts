// Profiles, the built-in sandbox and the active connection; the password stays on this side and is never logged.
import { join } from 'node:path';
import { createApiClient, explainNoRoom, openFaultLedger } from '../engine/api';
import type { RunningSandbox } from '../sandbox';
import { startSandbox } from '../sandbox';
import type { Connection, ConnectionCheck, Office, Profile, ProfileInput, UnsavedConnection } from '../shared/contract';
import { formatBoth } from '../catalog';
import { failBoth } from './app-failure';
import { CONNECTION_MESSAGES as C } from './connection-messages';
import { SESSION_MESSAGES } from './import-session/session-messages';
import { checkBaseUrl, ProfileStore, SANDBOX_PROFILE_ID, SANDBOX_USER } from './profile-store';
import type { SecretBox } from './secret-box';
import { dataFolders } from '../engine/pipeline/data-folders';
import { writeFileDurable } from '../engine/fs/durable-write';
import type { StateNotice } from '../engine/fs/read-state-file';
import { readStateBytes } from '../engine/fs/read-state-file';
import type { Result } from '../catalog';
import { err, ok } from '../catalog';

/** Where and as whom the engine talks to the service; the password never leaves the Node side. */
export interface UploadConnection {
  readonly baseUrl: string;
  readonly user: string;
  readonly password: string;
}

export interface ActiveConnection extends Connection {
  readonly credentials: UploadConnection;
}

export class ConnectionService {
  private sandbox: Promise<RunningSandbox> | null = null;
  private active: ActiveConnection | null = null;

  private constructor(
    readonly store: ProfileStore,
    private readonly dataDir: string,
    private readonly keptPort: number | null,
    /** A damaged port file, told with the app's other state notices (getAppInfo). */
    readonly notices: readonly StateNotice[],
  ) {}

  static async open(dataDir: string, box: SecretBox): Promise<ConnectionService> {
    const store = await ProfileStore.open(dataDir, box);
    const port = await readKeptPort(join(dataDir, 'sandbox'));
    return new ConnectionService(store, dataDir, port.port, port.notices);
  }

  /**
   * The built-in sandbox starts on first use, on the loopback port it had last time when that is free (else on a free
   * one), with its data in the data folder: the runs made against it name the same service after a restart, which an
   * undo asks for (docs/undo.md, "The built-in sandbox").
   */
  private sandboxUrl(): Promise<string> {
    this.sandbox ??= startBuiltInSandbox(join(this.dataDir, 'sandbox'), this.keptPort);
    return this.sandbox.then((s) => s.baseUrl);
  }

  async listProfiles(): Promise<{ profiles: Profile[]; activeProfileId: string }> {
    const url = this.sandbox ? await this.sandboxUrl() : '';
    return this.store.list(url);
  }

  saveProfile(input: ProfileInput): Promise<Profile> {
    return this.store.save(input);
  }

  deleteProfile(id: string): Promise<void> {
    if (id === SANDBOX_PROFILE_ID) failBoth('invalid_request', formatBoth(C.sandboxNotDeletable));
    return this.store.remove(id);
  }

  private async credentials(profileId: string): Promise<{ name: string; conn: UploadConnection }> {
    if (profileId === SANDBOX_PROFILE_ID) {
      return {
        name: 'Sandbox',
        conn: { baseUrl: await this.sandboxUrl(), user: SANDBOX_USER, password: await this.store.password(profileId) },
      };
    }
    const p = this.store.find(profileId) ?? failBoth('not_found', formatBoth(C.noProfile, { id: profileId }));
    return { name: p.name, conn: { baseUrl: p.baseUrl, user: p.user, password: await this.store.password(profileId) } };
  }

  async testConnection(profileId: string): Promise<ConnectionCheck> {
    const { conn } = await this.credentials(profileId);
    return { baseUrl: conn.baseUrl, offices: await fetchOffices(conn, this.dataDir) };
  }

  /**
   * A connection the form holds, checked as a saved one is and with the same messages; nothing is stored, and the
   * password is used for this check only (docs/security.md, "The JSON password").
   */
  async testUnsavedConnection(input: UnsavedConnection): Promise<ConnectionCheck> {
    const baseUrl = checkBaseUrl(input.baseUrl);
    const password = input.password ?? (await this.storedPasswordFor(input.profileId, baseUrl));
    const conn = { baseUrl, user: input.user, password };
    const offices = await fetchOffices(conn, this.dataDir);
    if (input.officeId !== undefined) officeToUse(offices, input.officeId, conn.user);
    return { baseUrl, offices };
  }

  /** A stored password goes only to the address it was saved with: a new address needs it typed. */
  private async storedPasswordFor(profileId: string | undefined, baseUrl: string): Promise<string> {
    const p =
      this.store.find(profileId ?? '') ?? failBoth('not_found', formatBoth(C.noProfile, { id: profileId ?? '' }));
    if (p.baseUrl !== baseUrl) {
      failBoth('invalid_request', formatBoth(C.storedPasswordElsewhere, { name: p.name, saved: p.baseUrl, baseUrl }));
    }
    return this.store.password(p.id);
  }

  async connect(profileId: string, officeId: number): Promise<Connection> {
    const { name, conn } = await this.credentials(profileId);
    const office = officeToUse(await fetchOffices(conn, this.dataDir), officeId, conn.user);
    await this.store.setActive(profileId);
    this.active = {
      profileId,
      profileName: name,
      baseUrl: conn.baseUrl,
      user: conn.user,
      officeId,
      officeName: office.name,
      credentials: conn,
    };
    return publicConnection(this.active);
  }

  current(): ActiveConnection {
    return this.active ?? failBoth('no_session', formatBoth(C.notConnected));
  }

  /** The active connection, or null before the first connect (for what works with or without one). */
  connected(): ActiveConnection | null {
    return this.active;
  }

  async close(): Promise<void> {
    const s = this.sandbox;
    this.sandbox = null;
    if (s) await (await s).close();
  }
}

export function publicConnection(c: ActiveConnection): Connection {
  return {
    profileId: c.profileId,
    profileName: c.profileName,
    baseUrl: c.baseUrl,
    user: c.user,
    officeId: c.officeId,
    officeName: c.officeName,
  };
}

/** The office to import into: one the user sees, and active. */
function officeToUse(offices: readonly Office[], officeId: number, user: string): Office {
  const office =
    offices.find((o) => o.id === officeId) ??
    failBoth('not_found', formatBoth(C.officeNotVisible, { office: officeId, user }));
  if (office.status !== 'active') failBoth('invalid_request', formatBoth(C.officeInactive, { office: office.name }));
  return office;
}

/** A refused log-in is a faulty answer too: it counts in the data folder's shared fault budget of that service. */
async function fetchOffices(conn: UploadConnection, dataDir: string): Promise<Office[]> {
  const faults = await openFaultLedger({ dir: dataFolders(dataDir).faults, baseUrl: conn.baseUrl });
  // No room (a damaged count taken as spent, faults, another upload's room): refused with the reason in both
  // languages, not as an unreachable service (docs/upload.md, "The fault budget").
  if (faults.available() <= 0) {
    const why = explainNoRoom(faults);
    const code = faults.distrust()?.kind === 'unresolved' ? 'connection_failed' : 'fault_budget';
    return failBoth(code, formatBoth(SESSION_MESSAGES.noRoomNothingSent, { why }));
  }
  const client = createApiClient({ ...conn, faults });
  if (!client.ok) return failBoth('invalid_request', client.error);
  try {
    const r = await client.value.testConnection(AbortSignal.timeout(20_000));
    if (r.ok) return r.value.map((o) => ({ id: o.id, name: o.name, status: o.status }));
    switch (r.error.kind) {
      // The check's own reason in both languages, not a general "connection failed" (docs/messages.md).
      case 'authentication_refused':
        return failBoth('auth_failed', { en: r.error.message, hu: r.error.messageHu });
      case 'unreachable':
      case 'not_this_api':
        return failBoth('connection_failed', { en: r.error.message, hu: r.error.messageHu });
    }
  } finally {
    await client.value.close();
    // Room this look-up held goes back now, not after the idle timer, so nothing writes after the services close.
    await faults.release();
  }
}

/** Where the built-in sandbox keeps the port it listened on. */
function portFile(folder: string): string {
  return join(folder, 'port');
}

/** A port a server of ours could have had (`12345` and a newline, as written), or why the file is not one. */
function decodePort(bytes: Buffer): Result<number, StateNotice> {
  const port = Number(bytes.toString('utf8').trim());
  return Number.isInteger(port) && port >= 1024 && port <= 65_535 ? ok(port) : err(formatBoth(C.notAPort));
}

/**
 * The port kept, or null when there is none. A damaged file is moved aside through the platform's reader and told:
 * the sandbox then takes a free port, which is the careful side (its earlier runs are refused by undo as made on
 * another service), and the user learns why (docs/undo.md, "The built-in sandbox").
 */
async function readKeptPort(folder: string): Promise<{ port: number | null; notices: StateNotice[] }> {
  const read = await readStateBytes(portFile(folder), decodePort, { what: formatBoth(C.sandboxPortWhat) });
  switch (read.kind) {
    case 'ok':
      return { port: read.value, notices: [] };
    case 'missing':
      return { port: null, notices: [] };
    case 'damaged':
      return { port: null, notices: [formatBoth(C.sandboxPortLost, { notice: read.notice })] };
  }
}

async function startBuiltInSandbox(folder: string, kept: number | null): Promise<RunningSandbox> {
  // LISTING_IMPORTER_SANDBOX_LATENCY_MS rehearses a slow network against the built-in sandbox.
  const latencyMs = Number(process.env.LISTING_IMPORTER_SANDBOX_LATENCY_MS ?? 0) || 0;
  const options = { host: '127.0.0.1', seed: 'demo', dataDir: folder, latencyMs } as const;
  // A port taken meanwhile (another program, another data folder's sandbox) gives way to a free one.
  const sandbox =
    kept === null
      ? await startSandbox({ ...options, port: 0 })
      : await startSandbox({ ...options, port: kept }).catch(() => startSandbox({ ...options, port: 0 }));
  // Not kept is no harm: the next start takes a free port, as it always did.
  if (sandbox.port !== kept) await writeFileDurable(portFile(folder), `${sandbox.port}\n`).catch(() => undefined);
  return sandbox;
}

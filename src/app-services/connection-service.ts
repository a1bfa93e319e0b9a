// Profiles, the built-in sandbox and the active connection; the password stays on this side and is never logged.
import { join } from 'node:path';
import { z } from 'zod';
import type { Connection, Office, Profile, ProfileInput } from '../shared/contract';
import { fail } from './app-failure';
import type { EnginePort, RunningSandbox, UploadConnection } from './engine-port';
import { ProfileStore, SANDBOX_PROFILE_ID, SANDBOX_USER } from './profile-store';
import type { SecretBox } from './secret-box';

const OfficeList = z.array(z.object({
  id: z.object({ id: z.number() }).optional(),
  office: z.object({ id: z.number(), name: z.string(), status: z.enum(['active', 'inactive']) }),
}));

export interface ActiveConnection extends Connection {
  readonly credentials: UploadConnection;
}

export class ConnectionService {
  private sandbox: Promise<RunningSandbox> | null = null;
  private active: ActiveConnection | null = null;

  private constructor(readonly store: ProfileStore, private readonly engine: EnginePort, private readonly dataDir: string) {}

  static async open(dataDir: string, box: SecretBox, engine: EnginePort): Promise<ConnectionService> {
    return new ConnectionService(await ProfileStore.open(dataDir, box), engine, dataDir);
  }

  /** The built-in sandbox starts on first use, on a free loopback port, with its data in the data folder. */
  private sandboxUrl(): Promise<string> {
    this.sandbox ??= this.engine.startSandbox({ port: 0, seed: 'demo', dataDir: join(this.dataDir, 'sandbox') });
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
    if (id === SANDBOX_PROFILE_ID) fail('invalid_request', 'The built-in sandbox cannot be deleted.');
    return this.store.remove(id);
  }

  private async credentials(profileId: string): Promise<{ name: string; conn: UploadConnection }> {
    if (profileId === SANDBOX_PROFILE_ID) {
      return { name: 'Sandbox', conn: { baseUrl: await this.sandboxUrl(), user: SANDBOX_USER, password: await this.store.password(profileId) } };
    }
    const p = this.store.find(profileId) ?? fail('not_found', `There is no connection profile ${profileId}.`);
    return { name: p.name, conn: { baseUrl: p.baseUrl, user: p.user, password: await this.store.password(profileId) } };
  }

  async testConnection(profileId: string): Promise<{ baseUrl: string; offices: Office[] }> {
    const { conn } = await this.credentials(profileId);
    return { baseUrl: conn.baseUrl, offices: await fetchOffices(conn) };
  }

  async connect(profileId: string, officeId: number): Promise<Connection> {
    const { name, conn } = await this.credentials(profileId);
    const office = (await fetchOffices(conn)).find((o) => o.id === officeId) ?? fail('not_found', `Office ${officeId} is not visible to ${conn.user}.`);
    if (office.status !== 'active') fail('invalid_request', `Office "${office.name}" is inactive; listings can only be imported into an active office.`);
    await this.store.setActive(profileId);
    this.active = { profileId, profileName: name, baseUrl: conn.baseUrl, user: conn.user, officeId, officeName: office.name, credentials: conn };
    return publicConnection(this.active);
  }

  current(): ActiveConnection {
    return this.active ?? fail('no_session', 'Connect to a service and choose an office first.');
  }

  async close(): Promise<void> {
    const s = this.sandbox;
    this.sandbox = null;
    if (s) await (await s).close();
  }
}

export function publicConnection(c: ActiveConnection): Connection {
  return { profileId: c.profileId, profileName: c.profileName, baseUrl: c.baseUrl, user: c.user, officeId: c.officeId, officeName: c.officeName };
}

async function fetchOffices(conn: UploadConnection): Promise<Office[]> {
  let res: Response;
  try {
    res = await fetch(`${conn.baseUrl}/office?part=id,office`, {
      headers: { authorization: `Basic ${Buffer.from(`${conn.user}:${conn.password}`).toString('base64')}` },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (e) {
    return fail('connection_failed', `${conn.baseUrl} cannot be reached (${(e as Error).message}). Check the address and the network.`);
  }
  if (res.status === 401 || res.status === 403) fail('auth_failed', `The service refused user "${conn.user}": check the user name and the JSON password.`);
  if (!res.ok) fail('connection_failed', `${conn.baseUrl} answered HTTP ${res.status}; is this the /api/json/v3 address?`);
  const parsed = OfficeList.safeParse(await res.json().catch(() => null));
  if (!parsed.success) return fail('connection_failed', `${conn.baseUrl} did not answer like the listing API; is this the /api/json/v3 address?`);
  return parsed.data.map((o) => ({ id: o.office.id, name: o.office.name, status: o.office.status }));
}

// Connection profiles and app settings in the data folder; passwords only ever stored sealed by the SecretBox.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { Language, Profile, ProfileInput } from '../shared/contract';
import type { StateNotice } from '../engine/fs/read-state-file';
import { readStateFile, writeStateFile } from '../engine/fs/read-state-file';
import { formatBoth } from '../catalog';
import { failBoth } from './app-failure';
import { CONNECTION_MESSAGES as C } from './connection-messages';
import { APP_STATE_MESSAGES } from './app-state-messages';
import type { SecretBox } from './secret-box';

export const SANDBOX_PROFILE_ID = 'sandbox';
/** The built-in sandbox is seeded with this administrator; its password is not a secret. */
export const SANDBOX_USER = 'demo';
export const SANDBOX_PASSWORD = 'demo';

const StoredProfile = z.object({
  id: z.string(),
  kind: z.enum(['test', 'production']),
  name: z.string(),
  baseUrl: z.string(),
  user: z.string(),
  sealedPassword: z.string().nullable(),
});
type StoredProfile = z.infer<typeof StoredProfile>;

const Stored = z.object({
  profiles: z.array(StoredProfile),
  activeProfileId: z.string().nullable(),
  language: z.enum(['en', 'hu']).nullable(),
});
type Stored = z.infer<typeof Stored>;

const EMPTY: Stored = { profiles: [], activeProfileId: null, language: null };

const WHAT: StateNotice = APP_STATE_MESSAGES.profilesFile;

/** Why nothing is saved while a damaged file that could not be moved aside is in the way. */
function frozenBy(notice: StateNotice): StateNotice {
  return formatBoth(APP_STATE_MESSAGES.profilesFrozen, { damage: notice });
}

/** The versioned path every address of the service ends with (api-spec: base URL). */
const API_PATH = '/api/json/v3';

/** HTTPS is required for anything but this machine, and the address ends with the API's path. */
export function checkBaseUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return failBoth('invalid_request', formatBoth(C.notWebAddress, { input }));
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) {
    return failBoth('invalid_request', formatBoth(C.httpsOnly, { input }));
  }
  if (url.username || url.password) return failBoth('invalid_request', formatBoth(C.credentialsInAddress));
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith(API_PATH)) {
    // A web site's root (or any other page) answers in HTML, and the check would fail with an unclear message.
    const suggested = `${url.origin}${path}${API_PATH}`;
    return failBoth('invalid_request', formatBoth(C.lacksApiPath, { input, path: API_PATH, suggested }));
  }
  return url.toString().replace(/\/+$/, '');
}

export class ProfileStore {
  private constructor(
    private readonly path: string,
    private readonly box: SecretBox,
    private data: Stored,
    /** What went wrong reading the file, for the app to show (docs/security.md, "Local state"). */
    readonly notices: readonly StateNotice[],
    /** Null, or why nothing may be saved: a damaged file that could not be moved aside is never written over. */
    private readonly frozen: StateNotice | null,
  ) {}

  static async open(dataDir: string, box: SecretBox): Promise<ProfileStore> {
    const path = join(dataDir, 'profiles.json');
    const read = await readStateFile(path, Stored, { what: WHAT });
    switch (read.kind) {
      case 'missing':
        return new ProfileStore(path, box, EMPTY, [], null);
      case 'ok':
        return new ProfileStore(path, box, read.value, [], null);
      case 'damaged':
        return read.movedTo === null
          ? new ProfileStore(path, box, EMPTY, [read.notice], frozenBy(read.notice))
          : new ProfileStore(path, box, EMPTY, [read.notice], null);
    }
  }

  list(sandboxBaseUrl: string): { profiles: Profile[]; activeProfileId: string } {
    const sandbox: Profile = {
      id: SANDBOX_PROFILE_ID,
      kind: 'sandbox',
      name: 'Sandbox',
      baseUrl: sandboxBaseUrl,
      user: SANDBOX_USER,
      hasPassword: true,
    };
    const rest = this.data.profiles.map((p): Profile => ({
      id: p.id,
      kind: p.kind,
      name: p.name,
      baseUrl: p.baseUrl,
      user: p.user,
      hasPassword: p.sealedPassword !== null,
    }));
    const active = this.data.activeProfileId;
    return {
      profiles: [sandbox, ...rest],
      activeProfileId: active && rest.some((p) => p.id === active) ? active : SANDBOX_PROFILE_ID,
    };
  }

  find(id: string): StoredProfile | undefined {
    return this.data.profiles.find((p) => p.id === id);
  }

  async save(input: ProfileInput): Promise<Profile> {
    const baseUrl = checkBaseUrl(input.baseUrl);
    const old = input.id ? this.find(input.id) : undefined;
    if (input.id && !old) failBoth('not_found', formatBoth(C.noProfile, { id: input.id }));
    const sealedPassword =
      input.password !== undefined ? await this.box.encrypt(input.password) : (old?.sealedPassword ?? null);
    const next: StoredProfile = {
      id: old?.id ?? randomUUID(),
      kind: input.kind,
      name: input.name,
      baseUrl,
      user: input.user,
      sealedPassword,
    };
    await this.write({
      ...this.data,
      profiles: old ? this.data.profiles.map((p) => (p.id === old.id ? next : p)) : [...this.data.profiles, next],
    });
    return {
      id: next.id,
      kind: next.kind,
      name: next.name,
      baseUrl,
      user: next.user,
      hasPassword: sealedPassword !== null,
    };
  }

  async remove(id: string): Promise<void> {
    if (!this.find(id)) failBoth('not_found', formatBoth(C.noProfile, { id }));
    await this.write({
      ...this.data,
      profiles: this.data.profiles.filter((p) => p.id !== id),
      activeProfileId: this.data.activeProfileId === id ? null : this.data.activeProfileId,
    });
  }

  async password(id: string): Promise<string> {
    if (id === SANDBOX_PROFILE_ID) return SANDBOX_PASSWORD;
    const p = this.find(id);
    if (!p) return failBoth('not_found', formatBoth(C.noProfile, { id }));
    if (p.sealedPassword === null) return failBoth('auth_failed', formatBoth(C.noPasswordStored, { name: p.name }));
    try {
      return await this.box.decrypt(p.sealedPassword);
    } catch {
      return failBoth('auth_failed', formatBoth(C.cannotDecrypt, { name: p.name }));
    }
  }

  async setActive(id: string): Promise<void> {
    await this.write({ ...this.data, activeProfileId: id });
  }

  get language(): Language | null {
    return this.data.language;
  }

  async setLanguage(language: Language): Promise<void> {
    await this.write({ ...this.data, language });
  }

  private async write(next: Stored): Promise<void> {
    if (this.frozen !== null) failBoth('invalid_request', this.frozen);
    this.data = next;
    await writeStateFile(this.path, next);
  }
}

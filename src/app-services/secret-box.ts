// Encryption of the stored JSON passwords: Electron's safeStorage in the app, a key file + AES-256-GCM in the browser
// host.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Result } from '../catalog';
import { err, formatBoth, ok } from '../catalog';
import { writeFileDurable } from '../engine/fs/durable-write';
import type { StateNotice } from '../engine/fs/read-state-file';
import { readStateBytes, readStateFile } from '../engine/fs/read-state-file';
import { failBoth } from './app-failure';
import { APP_STATE_MESSAGES as M } from './app-state-messages';

export interface SecretBox {
  encrypt(plain: string): Promise<string>;
  decrypt(sealed: string): Promise<string>;
  /** Said plainly in the About box and the connection step, in both UI languages. */
  readonly description: { readonly en: string; readonly hu: string };
  /** What went wrong with the key when the box was opened (a damaged key file), for the app to show. */
  readonly notices?: readonly StateNotice[];
}

const KEY_BYTES = 32;
const WHAT: StateNotice = M.keyFile;

/** A new key, or the one another process wrote first (never two keys for one data folder). */
async function newKey(keyPath: string): Promise<Buffer> {
  const key = randomBytes(KEY_BYTES);
  try {
    await writeFileDurable(keyPath, key, { mode: 0o600, exclusive: true });
    return key;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const theirs = await readKey(keyPath);
    if (theirs.kind === 'ok') return theirs.value;
    throw e;
  }
}

function readKey(keyPath: string): ReturnType<typeof readStateBytes<Buffer>> {
  return readStateBytes(
    keyPath,
    (bytes) =>
      bytes.length === KEY_BYTES
        ? ok(bytes)
        : err(formatBoth(M.keyWrongSize, { bytes: bytes.length, expected: KEY_BYTES })),
    { what: WHAT },
  );
}

/** Whether a saved connections file's JSON holds a sealed password. */
function holdsSealedPassword(json: unknown): Result<boolean, string> {
  const profiles: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'profiles') : undefined;
  if (!Array.isArray(profiles)) return ok(false);
  return ok(
    profiles.some(
      (p: unknown) => typeof p === 'object' && p !== null && typeof Reflect.get(p, 'sealedPassword') === 'string',
    ),
  );
}

/**
 * Whether the profiles beside the key hold sealed passwords (which a new key cannot open). Only a look: the profile
 * store reads the file for real and moves a damaged one aside; a damaged file counts as holding some, so the user is
 * told (docs/security.md, "Local state").
 */
async function sealedPasswordsIn(dataDir: string): Promise<boolean> {
  const read = await readStateFile(join(dataDir, 'profiles.json'), holdsSealedPassword, {
    what: M.profilesFile,
    moveAside: false,
  });
  switch (read.kind) {
    case 'missing':
      return false;
    case 'ok':
      return read.value;
    case 'damaged':
      return true;
  }
}

/** The key, or why there is none; a damaged key is moved aside and a new one made, and the user is told. */
async function openKey(dataDir: string, keyPath: string): Promise<{ key: Buffer | null; notices: StateNotice[] }> {
  const read = await readKey(keyPath);
  switch (read.kind) {
    case 'ok':
      return { key: read.value, notices: [] };
    case 'missing': {
      // A key gone while passwords sealed with it are still saved: the new key cannot open them; say so now.
      const lost = await sealedPasswordsIn(dataDir);
      const key = await newKey(keyPath);
      if (!lost) return { key, notices: [] };
      const notice = formatBoth(M.keyMissing, { file: keyPath });
      return { key, notices: [notice] };
    }
    case 'damaged': {
      if (read.movedTo === null) return { key: null, notices: [read.notice] };
      // Passwords sealed with the old key cannot be opened with a new one: say so, not only when one is needed.
      const lost = formatBoth(M.keyDamaged, { damage: read.notice });
      return { key: await newKey(keyPath), notices: [lost] };
    }
  }
}

/**
 * AES-256-GCM with a random 32-byte key in `<dataDir>/secret.key` (mode 0600). This protects the password
 * against casual reading of the profile file, not against someone who can read the user's files.
 */
export async function keyFileSecretBox(dataDir: string): Promise<SecretBox> {
  await mkdir(dataDir, { recursive: true });
  const keyPath = join(dataDir, 'secret.key');
  const { key, notices } = await openKey(dataDir, keyPath);
  if (key !== null) await chmod(keyPath, 0o600);
  const usable = (): Buffer => key ?? failBoth('internal', notices[0] ?? { en: keyPath, hu: keyPath });
  return {
    description: formatBoth(M.encryption, { file: keyPath }),
    notices,
    async encrypt(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', usable(), iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
    },
    async decrypt(sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const d = createDecipheriv('aes-256-gcm', usable(), raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

// Encryption of the stored JSON passwords: Electron's safeStorage in the app, a key file + AES-256-GCM in the browser
// host.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SecretBox {
  encrypt(plain: string): Promise<string>;
  decrypt(sealed: string): Promise<string>;
  /** Said plainly in the About box and the connection step, in both UI languages. */
  readonly description: { readonly en: string; readonly hu: string };
}

/**
 * AES-256-GCM with a random 32-byte key in `<dataDir>/secret.key` (mode 0600). This protects the password
 * against casual reading of the profile file, not against someone who can read the user's files.
 */
export async function keyFileSecretBox(dataDir: string): Promise<SecretBox> {
  await mkdir(dataDir, { recursive: true });
  const keyPath = join(dataDir, 'secret.key');
  let key: Buffer;
  try {
    key = await readFile(keyPath);
    if (key.length !== 32) throw new Error('bad key length');
  } catch {
    key = randomBytes(32);
    await writeFile(keyPath, key, { mode: 0o600 });
  }
  await chmod(keyPath, 0o600);
  return {
    description: {
      en: `Passwords are encrypted with AES-256-GCM using a key file readable only by you (${keyPath}).`,
      hu: `A jelszavak AES-256-GCM titkosítással, csak az Ön számára olvasható kulcsfájllal védettek (${keyPath}).`,
    },
    async encrypt(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
    },
    async decrypt(sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

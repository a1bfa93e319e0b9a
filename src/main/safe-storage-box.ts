// JSON passwords sealed with Electron's safeStorage (the OS keychain / DPAPI / libsecret).
import { safeStorage } from 'electron';
import type { SecretBox } from '../app-services/secret-box';
import { fail } from '../app-services/app-failure';
import { MAIN_MESSAGES } from './main-messages';

export function safeStorageBox(): SecretBox {
  const backend = process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'os';
  const weak = backend === 'basic_text' || backend === 'unknown';
  return {
    description: weak ? MAIN_MESSAGES.obfuscatedOnly : MAIN_MESSAGES.keychain,
    async encrypt(plain) {
      if (!safeStorage.isEncryptionAvailable())
        fail('unsupported', 'This computer offers no way to store the password encrypted.');
      return safeStorage.encryptString(plain).toString('base64');
    },
    async decrypt(sealed) {
      return safeStorage.decryptString(Buffer.from(sealed, 'base64'));
    },
  };
}

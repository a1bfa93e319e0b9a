// JSON passwords sealed with Electron's safeStorage (the OS keychain / DPAPI / libsecret).
import { safeStorage } from 'electron';
import type { SecretBox } from '../app-services/secret-box';
import { fail } from '../app-services/app-failure';

export function safeStorageBox(): SecretBox {
  const backend = process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'os';
  const weak = backend === 'basic_text' || backend === 'unknown';
  return {
    description: weak
      ? {
          en: 'Passwords are stored with Electron safeStorage, but no system keyring was found, so they are only obfuscated on this computer.',
          hu: 'A jelszavakat az Electron safeStorage tárolja, de nincs rendszerkulcstartó, ezért ezen a gépen csak el vannak rejtve, nem titkosítva.',
        }
      : {
          en: "Passwords are encrypted with Electron safeStorage using the operating system's keychain.",
          hu: 'A jelszavakat az Electron safeStorage titkosítja az operációs rendszer kulcstartójával.',
        },
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

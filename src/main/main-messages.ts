// The desktop process's own texts (docs/messages.md): how passwords are kept with Electron's safeStorage.
import { defineMessages } from '../catalog';

export const MAIN_MESSAGES = defineMessages({
  obfuscatedOnly: {
    en: 'Passwords are stored with Electron safeStorage, but no system keyring was found, so they are only obfuscated on this computer.',
    hu: 'A jelszavakat az Electron safeStorage tárolja, de nincs rendszerkulcstartó, ezért ezen a gépen csak el vannak rejtve, nem titkosítva.',
  },
  keychain: {
    en: "Passwords are encrypted with Electron safeStorage using the operating system's keychain.",
    hu: 'A jelszavakat az Electron safeStorage titkosítja az operációs rendszer kulcstartójával.',
  },
});

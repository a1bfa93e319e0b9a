// The app's kept state in words (docs/messages.md, docs/security.md "Local state"): the data folder, the saved
// connections, the recent workbooks and the password key, what is wrong with them and what the user can do.
import { defineMessages } from '../catalog';

export const APP_STATE_MESSAGES = defineMessages({
  dataFolderUnwritable: {
    en: 'The data folder {folder} cannot be written: {why}. The app keeps its connections, journals and fault count there, so it did not start. Give a folder you can write with --data-dir (or LISTING_IMPORTER_DATA_DIR), or fix this one.',
    hu: 'Az adatmappa ({folder}) nem írható: {why}. A program ott tartja a kapcsolatait, naplóit és a hibás kérések számát, ezért nem indult el. Adjon meg egy írható mappát a --data-dir kapcsolóval (vagy a LISTING_IMPORTER_DATA_DIR változóval), vagy javítsa ezt.',
  },
  profilesFile: { en: 'the saved connections file', hu: 'a mentett kapcsolatok fájlja' },
  profilesFrozen: {
    en: '{damage} No connection is saved until it is fixed or removed.',
    hu: '{damage} Amíg nincs kijavítva vagy eltávolítva, kapcsolat nem menthető.',
  },
  recentFiles: { en: 'the list of recent workbooks', hu: 'a legutóbbi munkafüzetek listája' },
  keyFile: { en: 'the password key file', hu: 'a jelszavak kulcsfájlja' },
  keyWrongSize: { en: 'it holds {bytes} bytes, not {expected}', hu: '{bytes} bájtos, nem {expected}' },
  keyMissing: {
    en: 'The password key file ({file}) was missing; a new one was made. Passwords saved before cannot be decrypted: enter them again in each connection.',
    hu: 'A jelszavak kulcsfájlja ({file}) hiányzott; újat készítettünk. A korábban mentett jelszavak nem fejthetők vissza: adja meg őket újra a kapcsolatokban.',
  },
  keyDamaged: {
    en: '{damage} Passwords saved before cannot be decrypted: enter them again in each connection.',
    hu: '{damage} A korábban mentett jelszavak nem fejthetők vissza: adja meg őket újra a kapcsolatokban.',
  },
  encryption: {
    en: 'Passwords are encrypted with AES-256-GCM using a key file readable only by you ({file}).',
    hu: 'A jelszavak AES-256-GCM titkosítással, csak az Ön számára olvasható kulcsfájllal védettek ({file}).',
  },
});

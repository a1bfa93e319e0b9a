// What `validate` without a connection tells of its reference data, in both languages (docs/messages.md, "Command
// line"): the saved copy it used (whose, how old), or none, and where it looked. The English is the JSON report's
// `reference` too, so its words stay as they were.
import { defineMessages } from '../catalog/message-catalog';

export const OFFLINE_REFERENCE_MESSAGES = defineMessages({
  savedCopy: { en: 'offline: {cached}', hu: 'kapcsolat nélkül: {cached}' },
  noCopyFor: {
    en: 'offline: no saved reference data for {user} at {baseUrl} ({why})',
    hu: 'kapcsolat nélkül: nincs mentett referenciaadat ({user}, {baseUrl}) ({why})',
  },
  /** Why there is none, where the cache's reader says it in English only: no copy of this connection is saved. */
  copyMissing: {
    en: 'no copy of this connection is saved; connect once to fetch it',
    hu: 'ehhez a kapcsolathoz nincs mentett példány; a letöltéshez kapcsolódjon egyszer',
  },
  lastConnection: {
    en: "offline: the last connection's {cached}",
    hu: 'kapcsolat nélkül, a legutóbbi kapcsolat adataival: {cached}',
  },
  noCopyIn: {
    en: 'offline: no saved reference data in {folder} (connect once with --base-url and --user to save it)',
    hu: 'kapcsolat nélkül: nincs mentett referenciaadat itt: {folder} (a mentéshez kapcsolódjon egyszer a --base-url és a --user megadásával)',
  },
});

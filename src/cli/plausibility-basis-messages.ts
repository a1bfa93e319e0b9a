// What the command line's plausibility warnings were judged by, in both languages (docs/messages.md, "The command
// line"): the office's listings on the portal, or only the sheet's own rows and why.
import { defineMessages } from '../catalog/message-catalog';

export const PLAUSIBILITY_BASIS_MESSAGES = defineMessages({
  judgedBy: { en: 'plausibility: judged by {basis}', hu: 'figyelmeztetések: {basis} alapján' },
  noConnection: {
    en: "the sheet's own rows (no connection to read the office's listings)",
    hu: 'a munkalap saját sorai (nincs kapcsolat az iroda hirdetéseinek beolvasásához)',
  },
  notRead: {
    en: "the sheet's own rows (the office's listings could not be read: {why})",
    hu: 'a munkalap saját sorai (az iroda hirdetései nem olvashatók be: {why})',
  },
  portalAndSheet: {
    en: "the office's {count} listings on the portal and the sheet",
    hu: 'az iroda {count} portálon lévő hirdetése és a munkalap',
  },
});

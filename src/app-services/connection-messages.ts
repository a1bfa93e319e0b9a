// The app's refusals about connections, profiles and their addresses and passwords, the template, mapping
// templates and exports (docs/messages.md): both texts travel with the failure, and the contract boundary picks one.
import { defineMessages } from '../catalog';

export const CONNECTION_MESSAGES = defineMessages({
  sandboxPortWhat: { en: "the built-in sandbox's last port", hu: 'a beépített homokozó legutóbbi portja' },
  notAPort: { en: 'it holds no port number', hu: 'nincs benne portszám' },
  sandboxPortLost: {
    en: '{notice} The built-in sandbox starts on a new port, so the runs made against it before cannot be undone.',
    hu: '{notice} A beépített homokozó új porton indul, így a korábban rajta készült futások nem vonhatók vissza.',
  },
  sandboxNotDeletable: {
    en: 'The built-in sandbox cannot be deleted.',
    hu: 'A beépített homokozó nem törölhető.',
  },
  noProfile: { en: 'There is no connection profile {id}.', hu: 'Nincs {id} nevű kapcsolat.' },
  officeNotVisible: {
    en: 'Office {office} is not visible to {user}.',
    hu: 'A(z) {office}. iroda nem látható {user} számára.',
  },
  officeInactive: {
    en: 'Office "{office}" is inactive; listings can only be imported into an active office.',
    hu: '„{office}” iroda inaktív; csak aktív irodába lehet hirdetést importálni.',
  },
  notConnected: {
    en: 'Connect to a service and choose an office first.',
    hu: 'Előbb kapcsolódjon egy szolgáltatáshoz, és válasszon irodát.',
  },
  notWebAddress: {
    en: '"{input}" is not a web address; it looks like https://example.hu/api/json/v3.',
    hu: '„{input}” nem webcím; így néz ki: https://example.hu/api/json/v3.',
  },
  httpsOnly: {
    en: '"{input}" must start with https:// (plain http is only allowed for this computer).',
    hu: '„{input}” címnek https://-sel kell kezdődnie (sima http csak ezen a gépen engedett).',
  },
  credentialsInAddress: {
    en: 'Do not put the user name or password into the address.',
    hu: 'Ne írja a felhasználónevet vagy a jelszót a címbe.',
  },
  lacksApiPath: {
    en: '"{input}" lacks the API\'s path {path}; the address ends with it, e.g. {suggested}.',
    hu: '„{input}” címből hiányzik az API útvonala ({path}); a cím ezzel végződik, pl. {suggested}.',
  },
  storedPasswordElsewhere: {
    en: 'The stored password of "{name}" is only sent to its saved address {saved}; type it to check {baseUrl}.',
    hu: '„{name}” tárolt jelszavát csak a mentett címére ({saved}) küldjük; a(z) {baseUrl} ellenőrzéséhez írja be.',
  },
  noPasswordStored: {
    en: 'No JSON password is stored for "{name}"; edit the profile and enter it.',
    hu: '„{name}” kapcsolathoz nincs JSON jelszó tárolva; szerkessze a kapcsolatot, és adja meg.',
  },
  cannotDecrypt: {
    en: 'The stored password of "{name}" cannot be decrypted on this computer; enter it again.',
    hu: '„{name}” tárolt jelszava ezen a gépen nem fejthető vissza; adja meg újra.',
  },
  templateNotBuilt: { en: '{detail}', hu: 'A sablon nem készült el: {detail}' },
  templateReferenceUnreachable: {
    en: 'The settlements could not be fetched: {baseUrl} did not answer.',
    hu: 'A települések nem tölthetők le: {baseUrl} nem válaszolt.',
  },
  templateReferenceRefused: {
    en: 'The settlements could not be fetched: {baseUrl} refused the request or gave no usable answer.',
    hu: 'A települések nem tölthetők le: {baseUrl} elutasította a kérést, vagy nem adott használható választ.',
  },
  templateReferenceNoRoom: {
    en: 'The settlements were not fetched: {why}',
    hu: 'A települések letöltése elmaradt: {why}',
  },
  noMappingTemplate: {
    en: 'There is no mapping template named "{name}".',
    hu: 'Nincs „{name}” nevű hozzárendelési sablon.',
  },
  exportStopped: {
    en: 'The export was stopped; nothing was written.',
    hu: 'Az exportálás leállt; nem készült fájl.',
  },
  exportGone: {
    en: 'That export is no longer available; export again.',
    hu: 'Ez az export már nem érhető el; exportáljon újra.',
  },
  exportRunning: { en: 'An export is already running.', hu: 'Már fut egy exportálás.' },
  exportUnreachable: {
    en: 'The service could not be asked, so nothing was exported: {reason}',
    hu: 'A szolgáltatás nem volt elérhető, így nem készült export: {reason}',
  },
});

// Why the Connect step's check or office button waits, what a check of the unsaved form found, and the office in
// use (docs/wizard.md, "Connect step").
import { defineMessages } from '../../../shared/message-catalog';

export const CONNECT_CHECK_MESSAGES = defineMessages({
  checkFillForm: {
    en: 'To check this connection, fill in its address, user and JSON password.',
    hu: 'A kapcsolat ellenőrzéséhez adja meg a címét, a felhasználót és a JSON jelszót.',
  },
  formCheckOk: {
    en: { one: 'Log-in accepted: {count} office visible.', other: 'Log-in accepted: {count} offices visible.' },
    hu: 'A bejelentkezés sikerült: {count} iroda látható.',
  },
  checkedNotSaved: {
    en: 'Checked, but not saved yet: save the connection to choose an office and use it.',
    hu: 'Ellenőrizve, de még nincs mentve: mentse a kapcsolatot, utána választhat irodát és használhatja.',
  },
  checkToChooseOffice: {
    en: 'Test the connection to list the offices to choose from.',
    hu: 'Ellenőrizze a kapcsolatot: utána választhat irodát.',
  },
  officeInUse: {
    en: 'In use: {office} (#{id}).',
    hu: 'Jelenleg használt iroda: {office} (#{id}).',
  },
});

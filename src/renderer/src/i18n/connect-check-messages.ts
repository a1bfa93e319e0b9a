// Why the Connect step's check or office button waits, and the office in use (docs/security.md, "The JSON password").
import { defineMessages } from '../../../shared/message-catalog';

export const CONNECT_CHECK_MESSAGES = defineMessages({
  checkFillForm: {
    en: 'To check this connection, fill in its address, user and JSON password.',
    hu: 'A kapcsolat ellenőrzéséhez adja meg a címét, a felhasználót és a JSON jelszót.',
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

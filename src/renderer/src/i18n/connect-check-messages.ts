// Why the Connect step's check or office button waits, and the office in use (docs/security.md, "The JSON password").
import { defineMessages } from '../../../shared/message-catalog';

export const CONNECT_CHECK_MESSAGES = defineMessages({
  checkSaveFirst: {
    en: 'Save the connection in the form first (or cancel it): the check tests a saved connection.',
    hu: 'Előbb mentse a kapcsolatot az űrlapon (vagy vesse el): az ellenőrzés mentett kapcsolatot vizsgál.',
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

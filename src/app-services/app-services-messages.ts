// The app's services' own refusals about files and the host (docs/messages.md): a file gone, a picker the browser
// does not have, a save cancelled, a file the browser cannot open. Both texts travel; the boundary picks one.
import { defineMessages } from '../catalog';

export const APP_SERVICES_MESSAGES = defineMessages({
  uploadedGone: {
    en: 'That uploaded file is no longer available; choose it again.',
    hu: 'A feltöltött fájl már nem érhető el; válassza ki újra.',
  },
  browserPicker: {
    en: 'In the browser, workbooks are opened through the file picker.',
    hu: 'A böngészőben a munkafüzetet a fájlválasztóval lehet megnyitni.',
  },
  notSaved: { en: 'Not saved.', hu: 'Nincs mentve.' },
  openDirectly: {
    en: 'Opening files directly works in the desktop app; download the workbook instead.',
    hu: 'Fájlt közvetlenül megnyitni az asztali alkalmazásban lehet; töltse le inkább a munkafüzetet.',
  },
});

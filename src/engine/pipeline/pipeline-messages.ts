// The pipeline's own texts (docs/messages.md): a workbook with no table in any sheet; the rows a run counts apart.
import { defineMessages } from '../../catalog';

export const PIPELINE_MESSAGES = defineMessages({
  noTable: {
    en: 'No sheet of this workbook holds a table. Put a header row and data rows in a sheet and try again.',
    hu: 'A munkafüzet egyik munkalapján sincs táblázat. Írjon egy munkalapra fejlécsort és adatsorokat, és próbálja újra.',
  },
  unknownRows: {
    en: {
      one: '{count} row unknown: will be checked by the next upload',
      other: '{count} rows unknown: will be checked by the next upload',
    },
    hu: '{count} sor állapota ismeretlen: a következő feltöltés ellenőrzi',
  },
  heldBackRows: {
    en: { one: '{count} row held back: waits for {rows}', other: '{count} rows held back: wait for {rows}' },
    hu: '{count} sor visszatartva: erre vár: {rows}',
  },
  notReachedRows: {
    en: {
      one: '{count} row not reached: the run stopped before it; the next upload sends it',
      other: '{count} rows not reached: the run stopped before them; the next upload sends them',
    },
    hu: '{count} sor nem került sorra: a futás előtte leállt; a következő feltöltés elküldi',
  },
  waitedRow: { en: '{sheet} row {row}', hu: '{sheet} {row}. sor' },
});

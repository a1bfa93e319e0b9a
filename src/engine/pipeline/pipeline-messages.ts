// The pipeline's own texts (docs/messages.md): a workbook with no table in any sheet.
import { defineMessages } from '../../catalog';

export const PIPELINE_MESSAGES = defineMessages({
  noTable: {
    en: 'No sheet of this workbook holds a table. Put a header row and data rows in a sheet and try again.',
    hu: 'A munkafüzet egyik munkalapján sincs táblázat. Írjon egy munkalapra fejlécsort és adatsorokat, és próbálja újra.',
  },
});

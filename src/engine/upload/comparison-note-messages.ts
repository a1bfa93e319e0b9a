// What a written row's result notes after the plan compared it with the service's record (docs/round-trip.md):
// fields changed on the portal too since the export, and emptied cells the API cannot clear, in both languages.
import { defineMessages } from '../../catalog/message-catalog';

export const COMPARISON_NOTE_MESSAGES = defineMessages({
  conflict: {
    en: '{field} changed on the portal since the export too: portal value {old}, workbook value {new}',
    hu: '{field}: az export óta a portálon is megváltozott, a portálon {old}, a munkafüzetben {new}',
  },
  conflicts: {
    en: "{list} (the workbook's value was sent).",
    hu: '{list} (a munkafüzet értéke ment fel).',
  },
  empty: { en: '(empty)', hu: '(üres)' },
  kept: {
    en: {
      one: 'Emptied cells: the service keeps {list}, as the API cannot remove this value; type a new value to change it.',
      other:
        'Emptied cells: the service keeps {list}, as the API cannot remove these values; type a new value to change it.',
    },
    hu: {
      one: 'Kiürített cellák: a portál megtartja: {list}, mert ez az érték a portálon nem törölhető; új érték beírásával módosítható.',
      other:
        'Kiürített cellák: a portál megtartja: {list}, mert ezek az értékek a portálon nem törölhetők; új érték beírásával módosítható.',
    },
  },
});

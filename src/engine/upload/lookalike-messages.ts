// What a new row held back as a lookalike of a record the office holds says (docs/upload.md, "What the service holds
// decides: rows like records the office already has"), in both languages (docs/messages.md, "Results in both
// languages").
import { defineMessages } from '../../catalog/message-catalog';

export const LOOKALIKE_MESSAGES = defineMessages({
  heldBack: {
    en: {
      one: 'Not created: it looks like {what}, which the office already has (same content; the workbook may have been uploaded before as another file). If it is a different record, confirm creating the {count} lookalike row and upload again.',
      other:
        'Not created: it looks like {what}, which the office already has (same content; the workbook may have been uploaded before as another file). If it is a different record, confirm creating the {count} lookalike rows and upload again.',
    },
    hu: 'Nem jött létre: hasonlít {what}, amely már megvan az irodánál (azonos tartalom; a munkafüzetet talán más néven már feltöltötték). Ha mégis másik rekord, erősítse meg a(z) {count} hasonló sor létrehozását, és töltse fel újra.',
  },
});

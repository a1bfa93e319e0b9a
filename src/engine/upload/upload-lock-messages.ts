// The upload lock's refusals (docs/messages.md, docs/upload.md): another upload or undo of the workbook is running,
// or its lock cannot be taken. An undo takes the same lock but words its own `busy` (undo-messages.ts).
import { defineMessages } from '../../catalog/message-catalog';

export const UPLOAD_LOCK_MESSAGES = defineMessages({
  folderNotCreated: {
    en: 'The upload journal folder {folder} could not be created: {why}',
    hu: 'A feltöltési napló mappája ({folder}) nem hozható létre: {why}',
  },
  busy: {
    en: 'Another upload of {workbook} is running {who}; nothing was sent. Wait for it to finish or stop it, then run this upload again.',
    hu: 'A(z) {workbook} egy másik feltöltése fut {who}; semmi sem ment el. Várja meg, amíg befejeződik, vagy állítsa le, majd indítsa újra ezt a feltöltést.',
  },
  inThisProgram: { en: 'in this program (process {pid})', hu: 'ebben a programban ({pid}. folyamat)' },
  inProcess: { en: 'in process {pid}', hu: 'a(z) {pid}. folyamatban' },
  heldSince: { en: '{who} since {time}', hu: '{who}, {time} óta' },
  notLocked: {
    en: 'The upload of {workbook} could not be locked: {why}',
    hu: 'A(z) {workbook} feltöltése nem zárolható: {why}',
  },
});

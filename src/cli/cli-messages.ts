// The command line's own texts in both languages (docs/messages.md): the state folder it cannot write, a file it was
// asked to write that could not be, and a workbook it could not open (each naming the file, the engine's reason after
// it).
import { defineMessages } from '../catalog/message-catalog';

export const CLI_MESSAGES = defineMessages({
  stateFolderUnwritable: {
    en: 'The data folder {folder} (LISTING_IMPORTER_DATA_DIR) cannot be written: {why}. Nothing was sent. Set LISTING_IMPORTER_DATA_DIR to a folder you can write, or fix this one.',
    hu: 'Az adatmappa ({folder}, LISTING_IMPORTER_DATA_DIR) nem írható: {why}. Semmi sem lett elküldve. Állítsa a LISTING_IMPORTER_DATA_DIR változót egy írható mappára, vagy javítsa ezt.',
  },
  mappingNotSaved: {
    en: 'could not save the mapping to {file}: {why}',
    hu: 'A hozzárendelés nem menthető ide: {file}: {why}',
  },
  /** The workbook as given, then the reader's reason (`WorkbookError`), which it words in each language. */
  workbookNotOpened: {
    en: '{file}: {why}',
    hu: 'A(z) {file} munkafüzet nem olvasható: {why}',
  },
});

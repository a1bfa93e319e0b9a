// A workbook of results the command line could not write, in both languages (docs/messages.md, "Command line"): the
// line naming the file, and what each kind of the write-back's refusal means, for the refusals the engine words in
// English only (a file not created, a name taken, a format not read).
import { defineMessages } from '../catalog/message-catalog';

export const WRITE_BACK_FAILURE_MESSAGES = defineMessages({
  notWritten: {
    en: 'could not write {file}: {why}',
    hu: 'A(z) {file} fájl írása nem sikerült: {why}',
  },
  /** `upload` after sending: the rows' results are in the run's journal (a resumed run takes them from there). */
  keptInJournal: {
    en: 'the results are kept in the journal ({journal}), but could not be written to {file}: {why}',
    hu: 'Az eredmények megmaradtak a naplóban ({journal}), de a(z) {file} fájlba nem írhatók: {why}',
  },
  /** The journal named when the run kept none. */
  noJournal: { en: 'none', hu: 'nincs' },
  /** `upload`'s trial write-back, before anything is sent: the results could not be written where they go. */
  resultsNotWritten: {
    en: 'the results could not be written to {file}: {why}',
    hu: 'az eredmények nem írhatók a(z) {file} fájlba: {why}',
  },
  /** What to do when the place itself takes no results (a name of another format says what to name it instead). */
  giveWritableOut: {
    en: '{why}. Give --out with a writable place.',
    hu: '{why}. Adjon meg a --out kapcsolóval írható helyet.',
  },
  nothingSent: { en: 'nothing was sent: {why}', hu: 'Semmi sem ment el: {why}' },
});

/** What a refusal of each kind (`WriteBackErrorKind`) means, where the engine gives no Hungarian of its own. */
export const WRITE_BACK_KIND_WORDS = defineMessages({
  not_found: {
    en: 'the workbook does not exist or is not a file',
    hu: 'a beolvasott munkafüzet nem található, vagy nem fájl',
  },
  unsupported_format: {
    en: 'the workbook is in a format that is not read',
    hu: 'a munkafüzet formátuma nem támogatott; mentse el .xlsx vagy .csv formátumban',
  },
  corrupt: { en: 'the workbook is damaged', hu: 'a munkafüzet sérült, nem olvasható' },
  too_large: { en: 'the workbook is too large', hu: 'a munkafüzet túl nagy' },
  sheet_not_found: {
    en: 'a sheet of the results is not in the workbook',
    hu: 'az eredmények egyik munkalapja nincs meg a munkafüzetben',
  },
  invalid_results: {
    en: 'the results are not in a form that can be written (a fault of the program)',
    hu: 'az eredmények nem írhatók be ebben a formában (programhiba)',
  },
  output_exists: {
    en: 'a file of that name exists (or it is the workbook itself) and is not overwritten',
    hu: 'ilyen nevű fájl már van (vagy ez maga a munkafüzet), és nem íródik felül; válasszon másik nevet',
  },
  output_name: {
    en: "the file's name says another format than the workbook's",
    hu: 'a fájl neve más formátumot jelez, mint a munkafüzeté',
  },
  write_failed: {
    en: 'the file could not be created or written',
    hu: 'a fájl nem hozható létre, vagy írás közben hiba történt; ellenőrizze, hogy a mappa létezik és írható, és hogy van-e hely a lemezen',
  },
  no_room: {
    en: 'a sheet has no room for the result columns',
    hu: 'egy munkalapon nincs hely az eredményoszlopoknak',
  },
});

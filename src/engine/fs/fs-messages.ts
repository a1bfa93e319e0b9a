// The platform layer's texts (docs/messages.md): why a kept file is unusable and what was done with it, and why a
// folder cannot be written.
// From its own module, not the catalog's index: the command line's start loads this file, and the index brings zod
// and every schema with it (docs/performance.md, "Start-up of every command").
import { defineMessages } from '../../catalog/message-catalog';

/** Why a kept file is unusable, and the notice naming the file (`{what}` is what it holds, capitalised). */
export const STATE_FILE_MESSAGES = defineMessages({
  empty: { en: 'it is empty', hu: 'üres' },
  notJson: { en: 'it is not valid JSON (cut off or garbled)', hu: 'nem érvényes JSON (csonka vagy zagyva)' },
  folder: { en: 'a folder is in its place', hu: 'a helyén egy mappa van' },
  wrongShape: { en: 'it is not in the expected form ({detail})', hu: 'nem a várt szerkezetű ({detail})' },
  unreadable: { en: 'it cannot be read ({code})', hu: 'nem olvasható ({code})' },
  movedAside: {
    en: '{what} ({file}) was damaged: {damage}. It was moved aside to {movedTo}; nothing was overwritten.',
    hu: '{what} ({file}) sérült: {damage}. Félretettük ide: {movedTo}; semmi sem íródott felül.',
  },
  leftAlone: {
    en: '{what} ({file}) cannot be used: {damage}. It was left as it is.',
    hu: '{what} ({file}) nem használható: {damage}. Úgy hagytuk, ahogy van.',
  },
});

/** Why a folder cannot be written, from the error's code. */
export const FOLDER_MESSAGES = defineMessages({
  pathIsFile: { en: 'a part of its path is a file, not a folder', hu: 'az útvonal egy része fájl, nem mappa' },
  permission: { en: 'permission denied', hu: 'nincs hozzá írási jog' },
  readOnly: { en: 'the file system is read-only', hu: 'a fájlrendszer csak olvasható' },
  diskFull: { en: 'the disk is full', hu: 'a lemez megtelt' },
  cannotMake: { en: 'no folder can be made there', hu: 'ott nem hozható létre mappa' },
  unexpected: { en: 'an unexpected error', hu: 'váratlan hiba' },
});

/** Why an exclusive lock file could not be taken. */
export const LOCK_MESSAGES = defineMessages({
  keptChanging: {
    en: '{file} kept changing while taking the lock; try again.',
    hu: '{file} folyton változott a zárolás közben; próbálja újra.',
  },
  notCreated: { en: '{file} could not be created: {why}', hu: '{file} nem hozható létre: {why}' },
});

// The words of History's undo (docs/undo.md), in both languages.
import { defineMessages } from '../../../shared/message-catalog';

export const UNDO_MESSAGES = defineMessages({
  undo: { en: 'Undo', hu: 'Visszavonás' },
  undoTitle: { en: 'Undo the run of {file}', hu: '{file} futásának visszavonása' },
  undoIntro: {
    en: 'Puts the portal back as it was before this run. Listings the run created are withdrawn (set inactive), fields it changed are put back, withdrawn listings are reactivated; anything changed on the portal since is kept. A delete cannot be undone.',
    hu: 'Visszaállítja a portált a futás előtti állapotba. A futás által létrehozott hirdetések inaktívvá válnak, a módosított mezők visszaállnak, a visszavont hirdetések újra aktívak lesznek; amit azóta a portálon módosítottak, az megmarad. A törlés nem vonható vissza.',
  },
  undoChecking: { en: 'Comparing the run with the portal…', hu: 'A futás összevetése a portállal…' },
  undoRunning: { en: 'Undoing the run…', hu: 'A futás visszavonása folyamatban…' },
  undoPreviewCounts: {
    en: {
      one: 'Would be undone: {count} row; kept (changed since): {kept}; not possible: {impossible}.',
      other: 'Would be undone: {count} rows; kept (changed since): {kept}; not possible: {impossible}.',
    },
    hu: 'Visszavonható: {count} sor; megtartva (azóta módosult): {kept}; nem lehetséges: {impossible}.',
  },
  undoDoneCounts: {
    en: 'Undone: {count}; kept (changed since): {kept}; not possible: {impossible}; failed: {failed}.',
    hu: 'Visszavonva: {count}; megtartva (azóta módosult): {kept}; nem lehetséges: {impossible}; sikertelen: {failed}.',
  },
  undoNothing: {
    en: 'There is nothing left to undo in this run.',
    hu: 'Ebben a futásban nincs több visszavonható sor.',
  },
  undoConfirm: { en: 'Undo the run', hu: 'Futás visszavonása' },
  undoCancel: { en: 'Cancel', hu: 'Mégse' },
  undoClose: { en: 'Close', hu: 'Bezárás' },
  undoStopped: {
    en: 'The undo stopped: {why} Undo again to continue where it stopped.',
    hu: 'A visszavonás leállt: {why} Indítsa újra, ott folytatódik, ahol megállt.',
  },
  undoRowsTitle: { en: 'Rows not simply undone', hu: 'Nem egyszerűen visszavont sorok' },
  undoRow: { en: '{sheet}, row {row}', hu: '{sheet}, {row}. sor' },
  undoListing: { en: 'Listing {id}', hu: 'Hirdetés {id}' },
  undoListingNamed: { en: 'Listing {id} ({name})', hu: 'Hirdetés {id} ({name})' },
  undoKeptField: {
    en: '{field}: the run left {left}, the portal now holds {now}',
    hu: '{field}: a futás után {left}, most a portálon {now}',
  },
  bucket_undone: { en: 'undone', hu: 'visszavonva' },
  bucket_kept: { en: 'kept', hu: 'megtartva' },
  bucket_not_possible: { en: 'not possible', hu: 'nem lehetséges' },
  bucket_failed: { en: 'failed', hu: 'sikertelen' },
  undoDeleteToggle: {
    en: 'Delete the listings the run created instead of withdrawing them (a delete cannot be undone)',
    hu: 'A futás által létrehozott hirdetések törlése inaktiválás helyett (a törlés nem vonható vissza)',
  },
  undoDeleteTitle: {
    en: { one: 'Delete {count} listing?', other: 'Delete {count} listings?' },
    hu: '{count} hirdetés törlése?',
  },
  undoDeleteText: {
    en: 'These listings the run created are deleted from the portal. A delete cannot be undone, and a deleted listing cannot be created again shortly after; withdrawing keeps them for the corrected sheet.',
    hu: 'A futás által létrehozott hirdetések törlődnek a portálról. A törlés nem vonható vissza, és törölt hirdetés rövid időn belül nem hozható létre újra; az inaktiválás megőrzi őket a javított táblázathoz.',
  },
  undoDeleteYes: {
    en: { one: 'Delete {count} listing and undo', other: 'Delete {count} listings and undo' },
    hu: '{count} hirdetés törlése és visszavonás',
  },
  undoOf: { en: 'undo of an earlier run', hu: 'egy korábbi futás visszavonása' },
  undoneAlready: { en: 'undone', hu: 'visszavonva' },
});

export type UndoStringKey = keyof typeof UNDO_MESSAGES;

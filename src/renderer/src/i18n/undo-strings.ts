// The words of History's undo (docs/undo.md), in both languages; kept beside the main catalog (strings.ts).
import type { Language } from '../../../shared/contract';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  undo: 'Undo',
  undoTitle: 'Undo the run of {file}',
  undoIntro:
    'Puts the portal back as it was before this run. Listings the run created are withdrawn (set inactive), ' +
    'fields it changed are put back, withdrawn listings are reactivated; anything changed on the portal since is ' +
    'kept. A delete cannot be undone.',
  undoChecking: 'Comparing the run with the portal…',
  undoRunning: 'Undoing the run…',
  undoPreviewCounts: {
    one: 'Would be undone: {count} row; kept (changed since): {kept}; not possible: {impossible}.',
    other: 'Would be undone: {count} rows; kept (changed since): {kept}; not possible: {impossible}.',
  },
  undoDoneCounts: 'Undone: {count}; kept (changed since): {kept}; not possible: {impossible}; failed: {failed}.',
  undoNothing: 'There is nothing left to undo in this run.',
  undoConfirm: 'Undo the run',
  undoCancel: 'Cancel',
  undoClose: 'Close',
  undoStopped: 'The undo stopped: {why} Undo again to continue where it stopped.',
  undoRowsTitle: 'Rows not simply undone',
  undoRow: '{sheet}, row {row}',
  undoKeptField: '{field}: the run left {left}, the portal now holds {now}',
  bucket_undone: 'undone',
  bucket_kept: 'kept',
  bucket_not_possible: 'not possible',
  bucket_failed: 'failed',
  undoDeleteToggle: 'Delete the listings the run created instead of withdrawing them (a delete cannot be undone)',
  undoDeleteTitle: { one: 'Delete {count} listing?', other: 'Delete {count} listings?' },
  undoDeleteText:
    'These listings the run created are deleted from the portal. A delete cannot be undone, and a deleted ' +
    'listing cannot be created again shortly after; withdrawing keeps them for the corrected sheet.',
  undoDeleteYes: { one: 'Delete {count} listing and undo', other: 'Delete {count} listings and undo' },
  undoOf: 'undo of an earlier run',
  undoneAlready: 'undone',
} as const satisfies Record<string, MessageText>;

export type UndoStringKey = keyof typeof en;

const hu: Record<UndoStringKey, MessageText> = {
  undo: 'Visszavonás',
  undoTitle: '{file} futásának visszavonása',
  undoIntro:
    'Visszaállítja a portált a futás előtti állapotba. A futás által létrehozott hirdetések inaktívvá válnak, ' +
    'a módosított mezők visszaállnak, a visszavont hirdetések újra aktívak lesznek; amit azóta a portálon ' +
    'módosítottak, az megmarad. A törlés nem vonható vissza.',
  undoChecking: 'A futás összevetése a portállal…',
  undoRunning: 'A futás visszavonása folyamatban…',
  undoPreviewCounts: 'Visszavonható: {count} sor; megtartva (azóta módosult): {kept}; nem lehetséges: {impossible}.',
  undoDoneCounts:
    'Visszavonva: {count}; megtartva (azóta módosult): {kept}; nem lehetséges: {impossible}; sikertelen: {failed}.',
  undoNothing: 'Ebben a futásban nincs több visszavonható sor.',
  undoConfirm: 'Futás visszavonása',
  undoCancel: 'Mégse',
  undoClose: 'Bezárás',
  undoStopped: 'A visszavonás leállt: {why} Indítsa újra, ott folytatódik, ahol megállt.',
  undoRowsTitle: 'Nem egyszerűen visszavont sorok',
  undoRow: '{sheet}, {row}. sor',
  undoKeptField: '{field}: a futás után {left}, most a portálon {now}',
  bucket_undone: 'visszavonva',
  bucket_kept: 'megtartva',
  bucket_not_possible: 'nem lehetséges',
  bucket_failed: 'sikertelen',
  undoDeleteToggle: 'A futás által létrehozott hirdetések törlése inaktiválás helyett (a törlés nem vonható vissza)',
  undoDeleteTitle: '{count} hirdetés törlése?',
  undoDeleteText:
    'A futás által létrehozott hirdetések törlődnek a portálról. A törlés nem vonható vissza, és törölt hirdetés ' +
    'rövid időn belül nem hozható létre újra; az inaktiválás megőrzi őket a javított táblázathoz.',
  undoDeleteYes: '{count} hirdetés törlése és visszavonás',
  undoOf: 'egy korábbi futás visszavonása',
  undoneAlready: 'visszavonva',
};

const STRINGS: Readonly<Record<Language, Record<UndoStringKey, MessageText>>> = { en, hu };

export function undoText(lang: Language, key: UndoStringKey, params?: MessageParams): string {
  return formatMessage(STRINGS[lang][key], lang, params);
}

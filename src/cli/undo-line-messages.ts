// `undo`'s lines in both languages (docs/undo.md, docs/messages.md "Results in both languages"): how a row is named,
// its bucket, kept fields, and the counts. The reasons are the engine's (`engine/undo/undo-messages.ts`).
import { defineMessages } from '../catalog/message-catalog';

export const UNDO_LINE_MESSAGES = defineMessages({
  row: { en: '{sheet} row {row}', hu: '{sheet}, {row}. sor' },
  rowWithId: {
    en: '{sheet} row {row} (Service ID {id})',
    hu: '{sheet}, {row}. sor (szolgáltatói azonosító: {id})',
  },
  // A listing a sync withdrew: no workbook row, named by its Service ID and what its journal kept.
  listing: { en: 'listing Service ID {id}', hu: 'hirdetés, szolgáltatói azonosító: {id}' },
  listingNamed: { en: 'listing Service ID {id} ({name})', hu: 'hirdetés, szolgáltatói azonosító: {id} ({name})' },
  bucket_undone: { en: 'undone', hu: 'visszavonva' },
  bucket_kept: { en: 'kept (changed since)', hu: 'megtartva (azóta módosult)' },
  bucket_not_possible: { en: 'not possible', hu: 'nem lehetséges' },
  bucket_failed: { en: 'failed', hu: 'sikertelen' },
  line: { en: '{row}: {bucket}', hu: '{row}: {bucket}' },
  lineWhy: { en: '{row}: {bucket}: {why}', hu: '{row}: {bucket}: {why}' },
  keptField: {
    en: '  {field}: the run left {left}, the portal now holds {now}',
    hu: '  {field}: a futás után {left}, most a portálon {now}',
  },
  cannotEmpty: { en: '  cannot be emptied again: {fields}', hu: '  nem tehető újra üressé: {fields}' },
  countsDry: {
    en: 'dry run: {undone} would be undone, {kept} kept (changed since), {impossible} not possible, {failed} failed; {untouched}',
    hu: 'próba: {undone} visszavonható, {kept} megtartva (azóta módosult), {impossible} nem lehetséges, {failed} sikertelen; {untouched}',
  },
  countsDone: {
    en: '{undone} undone, {kept} kept (changed since), {impossible} not possible, {failed} failed; {untouched}',
    hu: '{undone} visszavonva, {kept} megtartva (azóta módosult), {impossible} nem lehetséges, {failed} sikertelen; {untouched}',
  },
  untouched: {
    en: { one: '{count} row of the run changed nothing.', other: '{count} rows of the run changed nothing.' },
    hu: 'a futás {count} sora nem változtatott semmit.',
  },
  undoRun: {
    en: 'undo run {runId} (it can itself be undone); report: {report}',
    hu: 'a visszavonás futása: {runId} (ez is visszavonható); jelentés: {report}',
  },
  noReport: { en: 'none', hu: 'nincs' },
  // Offered only for a run that created listings (docs/undo.md): a run of sellers only has none to delete.
  offerDelete: {
    en: {
      one: 'The undo withdraws the listing the run created (sets it inactive); to delete it instead, add --delete-created {count} (a delete cannot be undone).',
      other:
        'The undo withdraws the {count} listings the run created (sets them inactive); to delete them instead, add --delete-created {count} (a delete cannot be undone).',
    },
    hu: 'A visszavonás inaktiválja a futás által létrehozott {count} hirdetést; ha inkább törölné őket, adja meg: --delete-created {count} (a törlés nem vonható vissza).',
  },
});

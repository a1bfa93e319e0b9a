// What the last action on the rows did: the notes file written, or how many cells an undo put back.
import type { SavedFile } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

export function EditNotes({ saved, undoNote }: { readonly saved: SavedFile | null; readonly undoNote: string | null }) {
  const { t } = useI18n();
  return (
    <>
      {saved && (
        <p role="status" className="ok-text">
          {t('notesWritten', { file: saved.path ?? saved.name })}
        </p>
      )}
      {undoNote && (
        <p role="status" className="ok-text">
          {undoNote}
        </p>
      )}
    </>
  );
}

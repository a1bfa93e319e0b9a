// Asks before an undo deletes the listings its run created, naming them.
import type { UndoReportView } from '../../../shared/contract-undo';
import { useI18n } from '../i18n/i18n';
import { UNDO_MESSAGES } from '../i18n/undo-messages';
import { translator } from '../i18n/translator';
import { SHOWN_UNDO_ROWS } from './undo-row-list';

interface Props {
  readonly runId: string;
  readonly preview: UndoReportView;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function UndoDeleteDialog({ runId, preview, onConfirm, onCancel }: Props) {
  const { lang, number } = useI18n();
  const u = translator(UNDO_MESSAGES, lang);
  const deleted = preview.rows.filter((r) => r.action === 'delete' && r.resource === 'property');
  return (
    <div role="alertdialog" aria-labelledby={`undo-delete-${runId}`} className="card">
      <h3 id={`undo-delete-${runId}`}>{u('undoDeleteTitle', { count: number(preview.deletes) })}</h3>
      <p>{u('undoDeleteText')}</p>
      <ul>
        {deleted.slice(0, SHOWN_UNDO_ROWS).map((r) => (
          <li key={`${r.sheet}!${r.row}`}>
            {u('undoRow', { sheet: r.sheet, row: r.row })}
            {r.serviceId !== null && <span className="muted"> · #{r.serviceId}</span>}
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="danger" onClick={onConfirm}>
          {u('undoDeleteYes', { count: number(preview.deletes) })}
        </button>
        <button type="button" autoFocus onClick={onCancel}>
          {u('undoCancel')}
        </button>
      </div>
    </div>
  );
}

// Where a workbook comes in: dropped on the zone, chosen with the native dialog (Electron) or the browser's picker.
import { useState } from 'react';
import { isElectron } from '../../api/platform';
import { useI18n } from '../../i18n/i18n';
import type { OpenWorkbook } from './use-open-workbook';

export function WorkbookDropZone({
  busy,
  input,
  openFromDisk,
  chooseWithDialog,
}: Pick<OpenWorkbook, 'busy' | 'input' | 'openFromDisk' | 'chooseWithDialog'>) {
  const { t } = useI18n();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={`dropzone${dragging ? ' dragging' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) void openFromDisk(file);
      }}
    >
      <p>{t('dropHere')}</p>
      {isElectron ? (
        <button type="button" className="primary" onClick={() => void chooseWithDialog()} disabled={busy}>
          {t('chooseFile')}
        </button>
      ) : (
        <button type="button" className="primary" onClick={() => input.current?.click()} disabled={busy}>
          {t('chooseFile')}
        </button>
      )}
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        aria-label={t('chooseFile')}
        accept=".xlsx,.csv,.txt"
        tabIndex={-1}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void openFromDisk(f);
        }}
      />
      {busy && <p role="status">{t('working')}</p>}
    </div>
  );
}

// A finished export: what it wrote and where, the records the service refused, and Open for editing.
import type { ExportResult } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import type { ExportRun } from './use-export-run';

interface Props {
  readonly result: ExportResult;
  readonly exporting: ExportRun;
  readonly formId: string;
  readonly busy: boolean;
}

export function ExportOutcome({ result, exporting, formId, busy }: Props) {
  const { t, number } = useI18n();
  return (
    <div className="card" role="region" aria-labelledby={`${formId}-done`}>
      <h2 id={`${formId}-done`} ref={exporting.doneHeading} tabIndex={-1}>
        {t('exportDone', { name: result.name })}
      </h2>
      <p role="status">
        {t('exportCounts', { sellers: number(result.sellers), properties: number(result.properties) })}
      </p>
      {result.sellerImages + result.propertyImages > 0 && (
        <p>
          {t('exportImageCounts', {
            properties: number(result.propertyImages),
            sellers: number(result.sellerImages),
          })}
        </p>
      )}
      {result.propertySheets.length > 1 && <p>{t('exportSheets', { sheets: result.propertySheets.join(', ') })}</p>}
      {result.sellers + result.properties === 0 && <p className="warn-text">{t('exportEmpty')}</p>}
      {result.saved?.path && <p className="ok-text">{t('savedTo', { path: result.saved.path })}</p>}
      {result.saved === null && <p className="hint">{t('exportNotSaved')}</p>}
      {result.refused.length > 0 && (
        <div className="banner info">
          <p>{t('exportRefused', { count: result.refused.length })}</p>
          <ul>
            {result.refused.slice(0, 50).map((r) => (
              <li key={`${r.sheet}-${r.row}`}>{t('exportRefusedRow', r)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="row-actions">
        <button
          type="button"
          className="primary"
          disabled={busy}
          aria-describedby={`${formId}-open-hint`}
          onClick={() => void exporting.openForEditing()}
        >
          {t('exportOpen')}
        </button>
        {result.saved?.downloadUrl && (
          <a className="button secondary" href={result.saved.downloadUrl} download={result.name}>
            {t('exportDownload')}
          </a>
        )}
      </div>
      <p id={`${formId}-open-hint`} className="hint">
        {t('exportOpenHint')}
      </p>
    </div>
  );
}

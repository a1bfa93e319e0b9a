// What the reader noticed beside the sheets: header rows with a repeated header, and the sheets it does not read.
import type { WorkbookInfo } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

export function HeaderWarnings({ warnings }: { readonly warnings: NonNullable<WorkbookInfo['warnings']> }) {
  const { t } = useI18n();
  if (warnings.length === 0) return null;
  return (
    <div role="region" aria-label={t('tableWarningsTitle')}>
      <h3>{t('tableWarningsTitle')}</h3>
      <ul>
        {warnings.map((w) => (
          <li key={w.text} className="warn-text">
            {w.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SkippedSheets({ skipped }: { readonly skipped: WorkbookInfo['skippedSheets'] }) {
  const { t } = useI18n();
  if (!skipped || skipped.length === 0) return null;
  return (
    <div role="region" aria-label={t('skippedSheetsTitle')}>
      <h3>{t('skippedSheetsTitle')}</h3>
      <ul>
        {skipped.map((s) => (
          <li key={s.name} className="hint">
            {t('skippedSheet', { sheet: s.name, reason: s.reason })}
          </li>
        ))}
      </ul>
    </div>
  );
}

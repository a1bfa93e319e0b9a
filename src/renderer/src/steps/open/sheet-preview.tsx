// The first rows of the previewed sheet, its header row marked, so the user can confirm which row holds the headers.
import type { SheetSummary } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

export function SheetPreview({ sheet, headerRow }: { readonly sheet: SheetSummary; readonly headerRow: number }) {
  const { t } = useI18n();
  return (
    <div className="preview">
      <h3>{t('preview', { sheet: sheet.name })}</h3>
      <div className="preview-scroll" tabIndex={0} role="region" aria-label={t('preview', { sheet: sheet.name })}>
        <table className="table compact">
          <tbody>
            {sheet.preview.map((r) => (
              <tr key={r.row} className={r.row === headerRow ? 'header-row' : ''}>
                <th scope="row" className="rownum">
                  {r.row}
                  {r.row === headerRow && <span className="tag">{t('headerRowMark')}</span>}
                </th>
                {r.cells.map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

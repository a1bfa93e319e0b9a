// The first rows of the previewed sheet, its header row marked, so the user can confirm which row holds the headers.
// The header row shows as staff read it: an export's or template's field keys (`Ár [price.price]`) left out.
import type { SheetSummary } from '../../../../shared/contract';
import { headerWords } from '../../components/header-words';
import { useI18n } from '../../i18n/i18n';

/** A key cut off with its cell: the preview keeps each cell's first 40 characters (open-workbook-step.ts). */
const CUT_KEY = /\s*\[\s*[a-z0-9_]+\.[a-z0-9_.]*$/i;

export function SheetPreview({ sheet, headerRow }: { readonly sheet: SheetSummary; readonly headerRow: number }) {
  const { t, lang } = useI18n();
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
                  <td key={i}>
                    {r.row === headerRow ? headerWords(c.replace(CUT_KEY, ''), null, lang, sheet.role ?? undefined) : c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

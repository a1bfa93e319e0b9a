// What a bulk fix would change (or did): the count of cells, and which of their rows are already on the portal.
import type { MethodResult } from '../../../shared/contract';
import { formatMessage } from '../../../shared/message-catalog';
import { useI18n } from '../i18n/i18n';
import { WRITTEN_FORM_MESSAGES } from '../i18n/written-form-messages';

export type BulkPreview = MethodResult<'bulkReplace'>;

/** The rows on the portal as the language writes a list of row numbers (`2., 3. sor`, `rows 2, 3`), cut with `…`. */
function rowList(p: BulkPreview, lang: 'en' | 'hu'): string {
  const listed = p.onPortalRows.map((n) => formatMessage(WRITTEN_FORM_MESSAGES.rowInList, lang, { row: n })).join(', ');
  return p.onPortal > p.onPortalRows.length ? `${listed}, …` : listed;
}

interface Props {
  readonly preview: BulkPreview | null;
  /** Cells the last applied fix changed, until the form changes again. */
  readonly done: number | null;
}

export function BulkPreviewLine({ preview, done }: Props) {
  const { t, lang, number } = useI18n();
  return (
    <p className="muted bulk-preview" role="status">
      {done !== null
        ? t('bulkDone', { count: number(done) })
        : preview !== null
          ? t('bulkPreview', { count: preview.changed })
          : ''}
      {done === null && preview !== null && preview.onPortal > 0 && (
        <>
          {' '}
          <strong>
            {t('bulkOnPortal', {
              count: number(preview.onPortal),
              rows: rowList(preview, lang),
            })}
          </strong>
        </>
      )}
    </p>
  );
}

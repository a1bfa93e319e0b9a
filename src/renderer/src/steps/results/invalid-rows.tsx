// The rows counted invalid ("Hibás"), not sent, with their first problem: fixed in Review, then uploaded. The
// problem is the app's own finding, not the service's, and its column is headed so.
import type { RunResults } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { ListedRows } from './listed-rows';

export function InvalidRows({ results, onReview }: { readonly results: RunResults; readonly onReview: () => void }) {
  const { t } = useI18n();
  const rows = results.invalidRows ?? [];
  if (rows.length === 0) return null;
  return (
    <ListedRows
      id="results-invalid"
      title={t('invalidRowsTitle')}
      rows={rows}
      hint={t('invalidRowsHint')}
      messageHeader={t('invalidRowProblem')}
    >
      <button type="button" className="secondary" onClick={onReview}>
        {t('stepReview')}
      </button>
    </ListedRows>
  );
}

// The results workbook: opened or saved in the desktop app, downloaded in a browser; where it was saved. Its buttons
// are secondary: the view's primary one is the next step's (docs/wizard.md, "One primary action").
import type { SavedFile } from '../../../../shared/contract';
import { isElectron } from '../../api/platform';
import { useI18n } from '../../i18n/i18n';

interface Props {
  readonly disabled: boolean;
  readonly saved: SavedFile | null;
  readonly onOpen: () => void;
  readonly onSave: () => void;
}

export function ResultsWorkbookActions({ disabled, saved, onOpen, onSave }: Props) {
  const { t } = useI18n();
  return (
    <div className="card">
      <div className="row-actions">
        {isElectron ? (
          <>
            <button type="button" className="secondary" disabled={disabled} onClick={onOpen}>
              {t('openResults')}
            </button>
            <button type="button" className="secondary" disabled={disabled} onClick={onSave}>
              {t('saveResults')}
            </button>
          </>
        ) : (
          <button type="button" className="secondary" disabled={disabled} onClick={onSave}>
            {t('downloadResults')}
          </button>
        )}
        {saved?.path && (
          <span role="status" className="ok-text">
            {t('savedTo', { path: saved.path })}
          </span>
        )}
      </div>
    </div>
  );
}

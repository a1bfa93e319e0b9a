// The banners above every step: the services' restart (kept until dismissed) and the last call's error.
import type { AppError } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';

interface Props {
  readonly restartNote: string | null;
  readonly onDismissRestart: () => void;
  readonly error: AppError | null;
  readonly onDismissError: () => void;
}

export function AppBanners({ restartNote, onDismissRestart, error, onDismissError }: Props) {
  const { t } = useI18n();
  return (
    <>
      {restartNote && (
        <div className="banner warning" role="alert">
          <div>{restartNote}</div>
          <button type="button" className="ghost small" onClick={onDismissRestart}>
            {t('dismiss')}
          </button>
        </div>
      )}
      {error && (
        <div className="banner error" role="alert">
          <div>
            <strong>{t('errorTitle')}:</strong> {error.message}
          </div>
          <button type="button" className="ghost small" onClick={onDismissError}>
            {t('dismiss')}
          </button>
        </div>
      )}
    </>
  );
}

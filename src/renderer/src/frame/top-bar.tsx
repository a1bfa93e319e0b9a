// The top bar: the app's name, the connection in use, About, Export, History and the language switch.
import type { Language } from '../../../shared/contract';
import { isElectron } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import type { Wizard } from '../wizard/use-wizard';

interface Props {
  readonly wizard: Wizard;
  readonly showAbout: boolean;
  readonly onToggleAbout: () => void;
  readonly onLanguage: (l: Language) => void;
}

export function TopBar({ wizard, showAbout, onToggleAbout, onLanguage }: Props) {
  const { t, lang } = useI18n();
  const { state: w, dispatch } = wizard;
  const { connection } = w;
  const showHistory = w.view === 'history';
  const showExport = w.view === 'export';
  return (
    <header className="topbar">
      <div className="brand">{t('appTitle')}</div>
      <div className="connection-badge" aria-live="polite">
        {connection
          ? t('connectedTo', {
              office: connection.officeName,
              profile: connection.profileId === 'sandbox' ? t('sandboxShort') : connection.profileName,
            })
          : t(w.check === 'ok' ? 'checkedChooseOffice' : 'notConnected')}
        {w.check === 'failed' && <> · {t('lastCheckFailed')}</>}
      </div>
      <div className="topbar-actions">
        {!isElectron && (
          <button type="button" className="ghost" aria-pressed={showAbout} onClick={onToggleAbout}>
            {t('aboutButton')}
          </button>
        )}
        {connection && (
          <button
            type="button"
            className={`ghost${showExport && !showHistory ? ' active' : ''}`}
            aria-pressed={showExport && !showHistory}
            onClick={() => dispatch({ type: 'toggleExport' })}
          >
            {t('exportButton')}
          </button>
        )}
        <button
          type="button"
          className={`ghost${showHistory ? ' active' : ''}`}
          aria-pressed={showHistory}
          onClick={() => dispatch({ type: 'toggleHistory' })}
        >
          {t('history')}
        </button>
        <label className="lang-switch">
          <span>{t('language')}</span>
          <select value={lang} onChange={(e) => onLanguage(e.target.value === 'hu' ? 'hu' : 'en')}>
            <option value="hu">Magyar</option>
            <option value="en">English</option>
          </select>
        </label>
      </div>
    </header>
  );
}

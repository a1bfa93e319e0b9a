// Version, mode, data folder and how passwords are stored, from the Help menu.
import { useEffect, useRef } from 'react';
import type { AppInfo } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/ui-messages';

/** How the app runs, in words: the mode's code name is not the user's. */
function modeKey(mode: AppInfo['mode']): StringKey {
  switch (mode) {
    case 'electron':
      return 'modeElectron';
    case 'browser':
      return 'modeBrowser';
  }
}

export function AboutBox({ info, onClose }: { readonly info: AppInfo; readonly onClose: () => void }) {
  const { t, lang } = useI18n();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
  }, []);
  return (
    <div
      className="banner info about"
      role="dialog"
      aria-labelledby="about-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div>
        <strong id="about-title">{t('appTitle')}</strong>
        <p>{t('about', { version: info.version, mode: t(modeKey(info.mode)), dataDir: info.dataDir })}</p>
        <p className="hint">
          {t('secretNote')}: {info.secretStorage[lang]}
        </p>
      </div>
      <button ref={close} type="button" className="ghost small" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
}

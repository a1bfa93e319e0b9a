// The form for a new connection profile or one being edited; a stored password is kept unless one is typed.
import { useId } from 'react';
import type { AppInfo } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import type { Draft } from './profile-draft';

interface Props {
  readonly draft: Draft;
  readonly info: AppInfo | null;
  readonly busy: boolean;
  readonly onDraft: (d: Draft | null) => void;
  readonly onSave: () => void;
  /** Saving is the next step (the form's connection was just checked): its button is the view's primary one. */
  readonly primary: boolean;
}

export function ProfileForm({ draft, info, busy, onDraft, onSave, primary }: Props) {
  const { t, lang } = useI18n();
  const formId = useId();
  return (
    <form
      className="card form-grid"
      aria-labelledby={`${formId}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2 id={`${formId}-title`}>{draft.id ? t('editProfile') : t('newProfileTitle')}</h2>
      <div className="field">
        <label htmlFor={`${formId}-name`}>{t('profileName')}</label>
        <input
          id={`${formId}-name`}
          required
          value={draft.name}
          onChange={(e) => onDraft({ ...draft, name: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-kind`}>{t('profileKind')}</label>
        <select
          id={`${formId}-kind`}
          value={draft.kind}
          onChange={(e) => onDraft({ ...draft, kind: e.target.value === 'production' ? 'production' : 'test' })}
        >
          <option value="test">{t('profileTest')}</option>
          <option value="production">{t('profileProduction')}</option>
        </select>
      </div>
      <div className="field wide">
        <label htmlFor={`${formId}-url`}>{t('baseUrl')}</label>
        <input
          id={`${formId}-url`}
          required
          type="url"
          aria-describedby={`${formId}-url-hint`}
          value={draft.baseUrl}
          onChange={(e) => onDraft({ ...draft, baseUrl: e.target.value })}
        />
        <span id={`${formId}-url-hint`} className="hint">
          {t('baseUrlHint')}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-user`}>{t('adminUser')}</label>
        <input
          id={`${formId}-user`}
          required
          autoComplete="username"
          value={draft.user}
          onChange={(e) => onDraft({ ...draft, user: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-password`}>{t('jsonPassword')}</label>
        <input
          id={`${formId}-password`}
          type="password"
          autoComplete="new-password"
          required={!draft.id}
          value={draft.password}
          onChange={(e) => onDraft({ ...draft, password: e.target.value })}
        />
        {draft.id && <span className="hint">{t('passwordKept')}</span>}
      </div>
      <div className="row-actions wide">
        <button type="submit" className={primary ? 'primary' : 'secondary'} disabled={busy}>
          {t('saveProfile')}
        </button>
        <button type="button" className="secondary" onClick={() => onDraft(null)}>
          {t('cancel')}
        </button>
      </div>
      {info && (
        <p className="hint wide">
          {t('secretNote')}: {info.secretStorage[lang]}
        </p>
      )}
    </form>
  );
}

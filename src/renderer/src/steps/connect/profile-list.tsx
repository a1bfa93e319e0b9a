// The connection profiles to choose from, with new, edit and delete for the ones the user made.
import type { Profile } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { EMPTY_DRAFT, draftOf } from './profile-draft';
import { profileDetail } from './profile-detail';
import type { Profiles } from './use-profiles';

export function ProfileList({ profiles: p }: { readonly profiles: Profiles }) {
  const { t } = useI18n();
  const kindLabel = (x: Profile) =>
    t(x.kind === 'sandbox' ? 'profileSandbox' : x.kind === 'test' ? 'profileTest' : 'profileProduction');
  const { selected } = p;
  return (
    <div className="card">
      <fieldset className="profile-list">
        <legend>{t('profile')}</legend>
        {p.profiles.map((x) => (
          <label key={x.id} className={`profile-option${x.id === p.profileId ? ' selected' : ''}`}>
            <input
              type="radio"
              name="profile"
              value={x.id}
              checked={x.id === p.profileId}
              onChange={() => p.choose(x.id)}
            />
            <span className="profile-name">{x.kind === 'sandbox' ? t('profileSandbox') : x.name}</span>
            <span className="muted">{profileDetail(x, kindLabel(x))}</span>
          </label>
        ))}
      </fieldset>
      <div className="row-actions">
        <button type="button" className="secondary" onClick={() => p.setDraft(EMPTY_DRAFT)}>
          {t('newProfile')}
        </button>
        {selected && selected.kind !== 'sandbox' && (
          <>
            <button type="button" className="secondary" onClick={() => p.setDraft(draftOf(selected))}>
              {t('editProfile')}
            </button>
            <button type="button" className="secondary danger" onClick={() => void p.remove(selected.id)}>
              {t('deleteProfile')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

// Step 1: choose a connection profile (or make one), test it, pick the office.
import { useEffect, useId, useState } from 'react';
import type { AppInfo, Connection, Office, Profile, ProfileInput } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';

interface Props {
  readonly info: AppInfo | null;
  readonly connection: Connection | null;
  readonly onConnected: (c: Connection) => void;
  /** A check ended: the header says so (checked, office to choose; or failed, still on the previous office). */
  readonly onChecked?: (ok: boolean) => void;
}

type Draft = {
  id?: string;
  kind: 'test' | 'production';
  name: string;
  baseUrl: string;
  user: string;
  password: string;
};

const EMPTY_DRAFT: Draft = { kind: 'test', name: '', baseUrl: 'https://', user: '', password: '' };

/**
 * A profile's line under its name: kind, address and user; the built-in sandbox's address once it has started (its
 * profile holds no typed address, and staff need to see where the sandbox answers).
 */
export function profileDetail(p: Profile, kindLabel: string): string {
  if (p.kind === 'sandbox') return p.baseUrl ? `${p.baseUrl} · ${p.user}` : p.user;
  return `${kindLabel} · ${p.baseUrl} · ${p.user}`;
}

export function ConnectStep({ info, connection, onConnected, onChecked }: Props) {
  const { t, lang } = useI18n();
  const { busy, run, succeeds } = useCall();
  const [profiles, setProfiles] = useState<Profile[]>([]);
  const [profileId, setProfileId] = useState<string>(connection?.profileId ?? 'sandbox');
  const [offices, setOffices] = useState<Office[] | null>(null);
  /** The address the last check reached (the built-in sandbox's too, which the profile does not show). */
  const [checkedUrl, setCheckedUrl] = useState<string | null>(null);
  const [officeId, setOfficeId] = useState<number | null>(connection?.officeId ?? null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const formId = useId();

  const load = async () => {
    const r = await run(() => api.listProfiles({}));
    if (r) {
      setProfiles(r.profiles);
      if (!connection) setProfileId(r.activeProfileId ?? 'sandbox');
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const kindLabel = (p: Profile) =>
    t(p.kind === 'sandbox' ? 'profileSandbox' : p.kind === 'test' ? 'profileTest' : 'profileProduction');

  const test = async () => {
    setOffices(null);
    setCheckedUrl(null);
    const r = await run(() => api.testConnection({ profileId }));
    onChecked?.(r !== null);
    if (r) {
      setCheckedUrl(r.baseUrl);
      setOffices(r.offices);
      const firstActive = r.offices.find((o) => o.status === 'active');
      setOfficeId((cur) => (cur !== null && r.offices.some((o) => o.id === cur) ? cur : (firstActive?.id ?? null)));
    }
  };

  const save = async () => {
    if (!draft) return;
    const input: ProfileInput = {
      kind: draft.kind,
      name: draft.name,
      baseUrl: draft.baseUrl,
      user: draft.user,
      ...(draft.id ? { id: draft.id } : {}),
      ...(draft.password ? { password: draft.password } : {}),
    };
    const saved = await run(() => api.saveProfile(input));
    if (saved) {
      setDraft(null);
      await load();
      setProfileId(saved.id);
      setOffices(null);
    }
  };

  const remove = async (id: string) => {
    if (await succeeds(() => api.deleteProfile({ id }))) {
      setProfileId('sandbox');
      setOffices(null);
      await load();
    }
  };

  const connect = async () => {
    if (officeId === null) return;
    const c = await run(() => api.connect({ profileId, officeId }));
    if (c) onConnected(c);
  };

  const selected = profiles.find((p) => p.id === profileId);

  return (
    <section aria-labelledby="connect-title" className="step-panel">
      <h1 id="connect-title">{t('connectTitle')}</h1>
      <p className="intro">{t('connectIntro')}</p>
      {/* Damaged state files found at start (moved aside): docs/security.md, "Local state". */}
      {info?.stateNotices?.map((n) => (
        <div key={n.en} className="banner warning" role="alert">
          {n[lang]}
        </div>
      ))}

      <div className="card">
        <fieldset className="profile-list">
          <legend>{t('profile')}</legend>
          {profiles.map((p) => (
            <label key={p.id} className={`profile-option${p.id === profileId ? ' selected' : ''}`}>
              <input
                type="radio"
                name="profile"
                value={p.id}
                checked={p.id === profileId}
                onChange={() => {
                  setProfileId(p.id);
                  setOffices(null);
                }}
              />
              <span className="profile-name">{p.kind === 'sandbox' ? t('profileSandbox') : p.name}</span>
              <span className="muted">{profileDetail(p, kindLabel(p))}</span>
            </label>
          ))}
        </fieldset>
        <div className="row-actions">
          <button type="button" className="secondary" onClick={() => setDraft(EMPTY_DRAFT)}>
            {t('newProfile')}
          </button>
          {selected && selected.kind !== 'sandbox' && (
            <>
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  setDraft({
                    id: selected.id,
                    kind: selected.kind === 'production' ? 'production' : 'test',
                    name: selected.name,
                    baseUrl: selected.baseUrl,
                    user: selected.user,
                    password: '',
                  })
                }
              >
                {t('editProfile')}
              </button>
              <button type="button" className="secondary danger" onClick={() => void remove(selected.id)}>
                {t('deleteProfile')}
              </button>
            </>
          )}
        </div>
      </div>

      {draft && (
        <form
          className="card form-grid"
          aria-labelledby={`${formId}-title`}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h2 id={`${formId}-title`}>{draft.id ? t('editProfile') : t('newProfileTitle')}</h2>
          <div className="field">
            <label htmlFor={`${formId}-name`}>{t('profileName')}</label>
            <input
              id={`${formId}-name`}
              required
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${formId}-kind`}>{t('profileKind')}</label>
            <select
              id={`${formId}-kind`}
              value={draft.kind}
              onChange={(e) => setDraft({ ...draft, kind: e.target.value === 'production' ? 'production' : 'test' })}
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
              onChange={(e) => setDraft({ ...draft, baseUrl: e.target.value })}
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
              onChange={(e) => setDraft({ ...draft, user: e.target.value })}
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
              onChange={(e) => setDraft({ ...draft, password: e.target.value })}
            />
            {draft.id && <span className="hint">{t('passwordKept')}</span>}
          </div>
          <div className="row-actions wide">
            <button type="submit" className="primary" disabled={busy}>
              {t('saveProfile')}
            </button>
            <button type="button" className="secondary" onClick={() => setDraft(null)}>
              {t('cancel')}
            </button>
          </div>
          {info && (
            <p className="hint wide">
              {t('secretNote')}: {info.secretStorage[lang]}
            </p>
          )}
        </form>
      )}

      <div className="card">
        <div className="row-actions">
          <button type="button" className="primary" onClick={() => void test()} disabled={busy}>
            {busy && offices === null ? t('working') : t('testConnection')}
          </button>
          {offices && (
            <span role="status" className="ok-text">
              {t('connectionOk', { count: offices.length })}
            </span>
          )}
          {offices && checkedUrl && <span className="muted">{t('checkedAddress', { url: checkedUrl })}</span>}
          {!offices && connection && <span className="muted">{t('currentAddress', { url: connection.baseUrl })}</span>}
        </div>
        {offices && (
          <fieldset className="office-list">
            <legend>{t('chooseOffice')}</legend>
            {offices.map((o) => (
              <label key={o.id} className={`office-option${o.id === officeId ? ' selected' : ''}`}>
                <input
                  type="radio"
                  name="office"
                  value={o.id}
                  disabled={o.status !== 'active'}
                  checked={o.id === officeId}
                  onChange={() => setOfficeId(o.id)}
                />
                <span>{o.name}</span>
                <span className="muted">
                  #{o.id}
                  {o.status !== 'active' ? ` · ${t('officeInactive')}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>

      <div className="footer-actions">
        <span />
        <button
          type="button"
          className="primary"
          disabled={officeId === null || offices === null || busy}
          onClick={() => void connect()}
        >
          {t('connectButton')}
        </button>
      </div>
    </section>
  );
}

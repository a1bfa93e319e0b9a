// Step 1: choose a connection profile (or make one), test it (a new one before saving it too), pick the office.
import type { AppInfo, Connection } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useId } from 'react';
import { CONNECT_CHECK_MESSAGES } from '../i18n/connect-check-messages';
import { translator } from '../i18n/translator';
import { useCall } from '../use-call';
import { ConnectionCheck } from './connect/connection-check';
import { ProfileForm } from './connect/profile-form';
import { checkableDraft, unsavedConnection } from './connect/profile-draft';
import { ProfileList } from './connect/profile-list';
import { useConnectionCheck } from './connect/use-connection-check';
import { useProfiles } from './connect/use-profiles';

interface Props {
  readonly info: AppInfo | null;
  readonly connection: Connection | null;
  readonly onConnected: (c: Connection) => void;
  /**
   * A saved connection's check ended: the header says so (checked, office to choose; or failed, still on the previous
   * office); null when its offices are forgotten. A check of the unsaved form is not reported.
   */
  readonly onChecked?: (ok: boolean | null) => void;
}

export function ConnectStep({ info, connection, onConnected, onChecked }: Props) {
  const { t, lang } = useI18n();
  const { busy, run, succeeds } = useCall();
  const check = useConnectionCheck({ run, connection, onChecked });
  const profiles = useProfiles({ run, succeeds, connection, onProfileChanged: check.forget });
  const { profileId, draft } = profiles;
  const { offices, officeId } = check;
  const waitId = useId();
  const unsavedNoteId = useId();
  /** Offices come from a check: until one is made, the office button says that is what it waits for. */
  const unchecked = offices === null && !busy;
  /** Offices of the form's connection, not saved yet: the office button points at the note saying so. */
  const unsaved = offices !== null && check.unsaved;
  /** The next step, whose button alone is primary (docs/wizard.md, "One primary action"). */
  const next = offices === null ? 'check' : unsaved ? 'save' : 'office';
  const target = draft === null ? 'profile' : checkableDraft(draft) ? 'form' : 'incomplete form';

  /** Saving a form whose connection was just checked lists the saved one's offices at once (checked again). */
  const save = async () => {
    const wasChecked = unsaved;
    const saved = await profiles.save();
    if (saved && wasChecked) await check.test(saved.id);
  };

  const connect = async () => {
    if (officeId === null) return;
    const c = await run(() => api.connect({ profileId, officeId }));
    if (c) onConnected(c);
  };

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
      <ProfileList profiles={profiles} />
      {draft && (
        <ProfileForm
          draft={draft}
          info={info}
          busy={busy}
          onDraft={profiles.setDraft}
          onSave={() => void save()}
          primary={next === 'save'}
        />
      )}
      <ConnectionCheck
        check={check}
        connection={connection}
        busy={busy}
        target={target}
        unsavedNoteId={unsavedNoteId}
        primary={next === 'check'}
        onTest={() => void (draft === null ? check.test(profileId) : check.testForm(unsavedConnection(draft)))}
      />
      <div className="footer-actions">
        {unchecked ? (
          <span id={waitId} className="muted">
            {translator(CONNECT_CHECK_MESSAGES, lang)('checkToChooseOffice')}
          </span>
        ) : (
          <span />
        )}
        <button
          type="button"
          className={next === 'office' ? 'primary' : 'secondary'}
          disabled={officeId === null || offices === null || unsaved || busy}
          aria-describedby={unchecked ? waitId : unsaved ? unsavedNoteId : undefined}
          onClick={() => void connect()}
        >
          {t('connectButton')}
        </button>
      </div>
    </section>
  );
}

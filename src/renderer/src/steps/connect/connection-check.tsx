// The connection check's card: the check button, what it found and where (saved or not yet), and the office to use.
import type { Connection } from '../../../../shared/contract';
import { useId } from 'react';
import { CONNECT_CHECK_MESSAGES } from '../../i18n/connect-check-messages';
import { useI18n } from '../../i18n/i18n';
import { translator } from '../../i18n/translator';
import type { useConnectionCheck } from './use-connection-check';

interface Props {
  readonly check: ReturnType<typeof useConnectionCheck>;
  readonly connection: Connection | null;
  readonly busy: boolean;
  /** What the check tests: the chosen saved profile, or the open form (which may lack what a check needs). */
  readonly target: 'profile' | 'form' | 'incomplete form';
  /** Where the note that the checked connection is not saved yet goes; the office button points at it. */
  readonly unsavedNoteId: string;
  readonly onTest: () => void;
  /** Checking is the next step (no offices listed yet): its button is the view's primary one. */
  readonly primary: boolean;
}

export function ConnectionCheck({ check, connection, busy, target, unsavedNoteId, onTest, primary }: Props) {
  const { t, lang } = useI18n();
  const say = translator(CONNECT_CHECK_MESSAGES, lang);
  const reasonId = useId();
  const { offices, checkedUrl, officeId } = check;
  const incomplete = target === 'incomplete form';
  return (
    <div className="card">
      <div className="row-actions">
        <button
          type="button"
          className={primary ? 'primary' : 'secondary'}
          onClick={onTest}
          disabled={busy || incomplete}
          aria-describedby={incomplete ? reasonId : undefined}
        >
          {busy && offices === null ? t('working') : t('testConnection')}
        </button>
        {incomplete && (
          <span id={reasonId} className="muted">
            {say('checkFillForm')}
          </span>
        )}
        {offices && (
          <span role="status" className="ok-text">
            {check.unsaved
              ? say('formCheckOk', { count: offices.length })
              : t('connectionOk', { count: offices.length })}
          </span>
        )}
        {offices && check.unsaved && (
          <span id={unsavedNoteId} className="warn-text">
            {say('checkedNotSaved')}
          </span>
        )}
        {offices && checkedUrl && <span className="muted">{t('checkedAddress', { url: checkedUrl })}</span>}
        {!offices && connection && <span className="muted">{t('currentAddress', { url: connection.baseUrl })}</span>}
        {!offices && connection && (
          <span className="muted">
            {say('officeInUse', { office: connection.officeName, id: connection.officeId })}
          </span>
        )}
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
                onChange={() => check.setOfficeId(o.id)}
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
  );
}

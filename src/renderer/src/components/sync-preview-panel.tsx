// Sync preview in the upload step, off unless ticked: for a workbook that holds the office's whole portfolio, the
// listings on the portal it lacks, and withdrawing them after a confirmation. Nothing is ever deleted here.
import { useState } from 'react';
import type { SyncPreview, SyncScopeRequest } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { MissingListings } from './missing-listings';
import { SyncScopeForm } from './sync-scope-form';
import { SYNC_SCOPE_MESSAGES } from '../i18n/sync-scope-messages';
import { formatMessage } from '../../../shared/message-catalog';

interface Props {
  readonly disabled: boolean;
  /** The connected office: the one a scope named here holds. */
  readonly officeId: number;
}

export function SyncPreviewPanel({ disabled, officeId }: Props) {
  const { t, number, lang } = useI18n();
  const { busy, run } = useCall();
  const [on, setOn] = useState(false);
  const [preview, setPreview] = useState<SyncPreview | null>(null);
  // The scope the user named; undefined: the one the workbook records. Asked for when the workbook records none.
  const [named, setNamed] = useState<SyncScopeRequest | undefined>(undefined);
  const [needsScope, setNeedsScope] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<{ withdrawn: number; failed: string[] } | null>(null);

  const look = async (scope: SyncScopeRequest | undefined = named) => {
    setDone(null);
    const p = await run(() => api.syncPreview(scope === undefined ? {} : { scope }));
    setNeedsScope(!p);
    if (p) setPreview(p);
  };
  const withdraw = async (count: number) => {
    setConfirming(false);
    const r = await run(() =>
      api.withdrawMissing(named === undefined ? { confirm: count } : { confirm: count, scope: named }),
    );
    if (r) setDone(r);
    await look();
  };

  return (
    <div className="card sync-preview">
      {/* Not disabled while the preview loads: a focused box that turns disabled drops the focus to the page. */}
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          disabled={disabled}
          aria-busy={busy}
          onChange={(e) => {
            setOn(e.target.checked);
            setPreview(null);
            setNeedsScope(false);
            if (e.target.checked) void look();
          }}
        />{' '}
        {t('syncToggle')}
      </label>
      {on && needsScope && (
        <SyncScopeForm
          officeId={officeId}
          disabled={disabled || busy}
          onScope={(scope) => {
            setNamed(scope);
            void look(scope);
          }}
        />
      )}
      {on && preview?.scope && (
        <p className="muted">
          {formatMessage(SYNC_SCOPE_MESSAGES.scopeUsed, lang, { scope: preview.scope.description })}
        </p>
      )}
      {on && preview && <MissingListings preview={preview} />}
      {on && preview && preview.withdrawable > 0 && !confirming && (
        <button type="button" className="secondary" disabled={disabled || busy} onClick={() => setConfirming(true)}>
          {t('syncWithdraw', { count: number(preview.withdrawable) })}
        </button>
      )}
      {on && preview && confirming && (
        <div className="banner warn" role="alertdialog" aria-labelledby="sync-confirm-title">
          <strong id="sync-confirm-title">{t('syncConfirm', { count: number(preview.withdrawable) })}</strong>
          <div className="row-actions">
            <button type="button" className="secondary" autoFocus onClick={() => setConfirming(false)}>
              {t('syncConfirmNo')}
            </button>
            <button type="button" className="primary" onClick={() => void withdraw(preview.withdrawable)}>
              {t('syncWithdraw', { count: number(preview.withdrawable) })}
            </button>
          </div>
        </div>
      )}
      {done && (
        <p role="status" className={done.failed.length > 0 ? 'warn-text' : 'ok-text'}>
          {t('syncDone', { count: number(done.withdrawn) })}
          {done.failed.length > 0 && ` ${t('syncFailed', { list: done.failed.join('; ') })}`}
        </p>
      )}
    </div>
  );
}

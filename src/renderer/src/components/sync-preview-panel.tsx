// Sync preview in the upload step, off unless ticked: for a workbook that holds the office's whole portfolio, the
// listings on the portal it lacks, and withdrawing the ones the user ticks after a confirmation that names them as the
// portal holds them then. Nothing is ever deleted here.
import { useState } from 'react';
import type { Words } from '../../../catalog';
import type { SyncPreview, SyncScopeRequest } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { MissingListings, missingLine } from './missing-listings';
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
  // The ticked listings; none at first (docs/wizard.md "Sync preview").
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // The ticked listings as the portal held them when the user asked to withdraw them; null: not confirming.
  const [confirming, setConfirming] = useState<SyncPreview['missing'] | null>(null);
  const [done, setDone] = useState<{ withdrawn: number; failed: readonly Words[] } | null>(null);

  const look = async (scope: SyncScopeRequest | undefined = named): Promise<SyncPreview | null> => {
    setDone(null);
    const p = await run(() => api.syncPreview(scope === undefined ? {} : { scope }));
    setNeedsScope(!p);
    if (p) setPreview(p);
    // A ticked listing no longer missing, or withdrawn meanwhile, is not ticked any more.
    if (p) setChosen((c) => new Set(p.missing.filter((m) => m.status !== 'inactive' && c.has(m.id)).map((m) => m.id)));
    return p;
  };
  const choose = (ids: readonly number[], tick: boolean) =>
    setChosen((c) => new Set(tick ? [...c, ...ids] : [...c].filter((x) => !ids.includes(x))));
  const confirm = async () => {
    const fresh = await look();
    if (fresh) setConfirming(fresh.missing.filter((m) => m.status !== 'inactive' && chosen.has(m.id)));
  };
  const withdraw = async (listings: SyncPreview['missing']) => {
    setConfirming(null);
    const ids = listings.map((m) => m.id);
    const r = await run(() =>
      api.withdrawMissing(
        named === undefined ? { confirm: ids.length, ids } : { confirm: ids.length, ids, scope: named },
      ),
    );
    await look();
    if (r) setDone(r);
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
      {on && preview && (
        <MissingListings
          preview={preview}
          chosen={chosen}
          onChoose={choose}
          disabled={disabled || confirming !== null}
        />
      )}
      {on && preview && preview.withdrawable > 0 && confirming === null && (
        <button
          type="button"
          className="secondary"
          disabled={disabled || busy || chosen.size === 0}
          onClick={() => void confirm()}
        >
          {t('syncWithdraw', { count: number(chosen.size) })}
        </button>
      )}
      {on && confirming !== null && (
        <div className="banner warn" role="alertdialog" aria-labelledby="sync-confirm-title">
          <strong id="sync-confirm-title">{t('syncConfirm', { count: number(confirming.length) })}</strong>
          <ul>
            {confirming.map((m) => (
              <li key={m.id}>{missingLine(m, lang)}</li>
            ))}
          </ul>
          <div className="row-actions">
            <button type="button" className="secondary" autoFocus onClick={() => setConfirming(null)}>
              {t('syncConfirmNo')}
            </button>
            <button
              type="button"
              className="primary"
              disabled={confirming.length === 0}
              onClick={() => void withdraw(confirming)}
            >
              {t('syncWithdraw', { count: number(confirming.length) })}
            </button>
          </div>
        </div>
      )}
      {done && (
        <p role="status" className={done.failed.length > 0 ? 'warn-text' : 'ok-text'}>
          {t('syncDone', { count: number(done.withdrawn) })}
          {done.failed.length > 0 && ` ${t('syncFailed', { list: done.failed.map((f) => f[lang]).join('; ') })}`}
        </p>
      )}
    </div>
  );
}

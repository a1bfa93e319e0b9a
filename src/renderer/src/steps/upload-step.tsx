// Step 6: dry run or upload, with progress (rows done, failed, rate, estimate), cancel and the fault budget.
import { useEffect, useRef, useState } from 'react';
import { sendableRows } from '../wizard/wizard-state';
import { flushSync } from 'react-dom';
import type { Buckets, Connection, ProgressEvent, RunSummary, ValidationSummary } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { BucketList } from '../components/bucket-list';
import { InterpretedValues } from './interpreted-values';
import { PlannedChangeList } from './planned-changes';
import type { DeleteList } from '../components/delete-confirmation';
import { DeleteConfirmation } from '../components/delete-confirmation';
import { SyncPreviewPanel } from '../components/sync-preview-panel';
import { HeldRows } from '../components/held-rows';
import { ImageCheckProgress, ImageCheckResults, PortalWarnings } from '../components/image-check-panel';
import { OpenWarnings } from '../components/open-warnings';

interface Props {
  /** The last validation, or null when a choice changed since (the step validates again on arrival). */
  readonly summary: ValidationSummary | null;
  /** The last dry run, kept by the wizard's flow until the rows change. */
  readonly dryRun: RunSummary | null;
  readonly connection: Connection;
  readonly onValidated: (s: ValidationSummary) => void;
  readonly onFinished: (r: RunSummary) => void;
  readonly onBack: () => void;
}

/** Seconds left as `m:ss`, or `N s` / `N mp` under a minute (the Hungarian abbreviation of másodperc). */
function duration(seconds: number | null, lang: 'en' | 'hu'): string {
  if (seconds === null || !Number.isFinite(seconds)) return '–';
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${s} ${lang === 'hu' ? 'mp' : 's'}`;
}

/** Rows a dry run says the upload would change on the portal (created, updated, withdrawn or deleted). */
function planned(b: Buckets): number {
  return b.create + b.update + (b.withdraw ?? 0) + (b.delete ?? 0);
}

export function UploadStep({ summary, dryRun: dry, connection, onValidated, onFinished, onBack }: Props) {
  const { t, number, lang } = useI18n();
  const { busy, run } = useCall();
  const [fresh, setFresh] = useState<ValidationSummary | null>(summary);
  const [progress, setProgress] = useState<ProgressEvent | null>(null);
  const [running, setRunning] = useState(false);
  const [toConfirm, setToConfirm] = useState<{
    deletes: DeleteList;
    withdraws: DeleteList;
    referenceChanges: DeleteList;
  } | null>(null);
  const [createLookalikes, setCreateLookalikes] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void api.validate({}).then((r) => {
      if (!r.ok) return;
      setFresh(r.value);
      onValidated(r.value);
    });
  }, [onValidated]);
  useEffect(
    () =>
      api.on('progress', (p) => {
        if (p.kind === 'upload') setProgress(p);
      }),
    [],
  );

  const start = async (
    dryRun: boolean,
    confirms: { confirmDeletes: number; confirmWithdraws: number; confirmReferenceChanges: number } | null = null,
  ) => {
    setRunning(!dryRun);
    setProgress(null);
    // Lookalikes are created only as many as the last dry run listed and the user confirmed with the tick box.
    const lookalikes = createLookalikes ? (dry?.changes?.lookalikes?.length ?? 0) : 0;
    const extra = lookalikes > 0 ? { confirmLookalikes: lookalikes } : {};
    const r = await run(() =>
      api.startUpload(confirms === null ? { dryRun, ...extra } : { dryRun, ...confirms, ...extra }),
    );
    setRunning(false);
    if (!r) return;
    onFinished(r);
  };

  // Deletes, withdraws and reference changes are never implied: a dry run lists them as the portal holds them, and
  // the user types their numbers before the upload (docs/round-trip.md, "Row identity").
  const upload = async () => {
    if ((fresh?.deletes ?? 0) > 0 || (fresh?.withdraws ?? 0) > 0 || (fresh?.referenceChanges ?? 0) > 0) {
      const plan = await run(() => api.startUpload({ dryRun: true }));
      if (!plan) return;
      const deletes = plan.deletes ?? [];
      const withdraws = plan.withdraws ?? [];
      const referenceChanges = plan.referenceChanges ?? [];
      if (deletes.length > 0 || withdraws.length > 0 || referenceChanges.length > 0) {
        setToConfirm({ deletes, withdraws, referenceChanges });
        return;
      }
    }
    await start(false);
  };

  // Failed rows count as ready: fixed in Review, they are sent again with the rest (the wizard's flow, docs).
  const ready = fresh ? sendableRows(fresh.counts) : 0;
  const pct = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const budget = progress?.faultBudget ?? null;

  return (
    <section aria-labelledby="upload-title" className="step-panel">
      <h1 id="upload-title">{t('uploadTitle')}</h1>
      <p className="intro">{t('uploadIntro')}</p>
      {fresh?.notices.map((n) => (
        <div key={n} className="banner info" role="note">
          {n}
        </div>
      ))}
      <div className="card">
        <p className="big-number">{t('toSend', { count: number(ready), office: connection.officeName })}</p>
        {dry?.buckets && (
          <p className="muted">
            {t('toSendPlanned', {
              count: number(planned(dry.buckets)),
              unchanged: number(dry.buckets.unchanged),
              office: connection.officeName,
            })}
          </p>
        )}
        {fresh && fresh.counts.invalid > 0 && (
          <p className="warn-text">{t('invalidNotSent', { count: number(fresh.counts.invalid) })}</p>
        )}
        {fresh?.warnings && <OpenWarnings warnings={fresh.warnings} />}
        <div className="row-actions">
          <button type="button" className="secondary" disabled={busy || ready === 0} onClick={() => void start(true)}>
            {t('dryRun')}
          </button>
          <button
            ref={startButton}
            type="button"
            className="primary"
            disabled={busy || ready === 0 || toConfirm !== null}
            onClick={() => void upload()}
          >
            {t('startUpload')}
          </button>
          {running && (
            <button type="button" className="secondary danger" onClick={() => void api.cancelUpload({})}>
              {t('cancelUpload')}
            </button>
          )}
        </div>
        <ImageCheckProgress />
        {toConfirm && (
          <DeleteConfirmation
            deletes={toConfirm.deletes}
            withdraws={toConfirm.withdraws}
            referenceChanges={toConfirm.referenceChanges}
            onCancel={() => {
              // The box held the focus: give it back to Start upload (enabled again once the box is gone).
              flushSync(() => setToConfirm(null));
              startButton.current?.focus();
            }}
            onConfirm={() => {
              setToConfirm(null);
              void start(false, {
                confirmDeletes: toConfirm.deletes.length,
                confirmWithdraws: toConfirm.withdraws.length,
                confirmReferenceChanges: toConfirm.referenceChanges.length,
              });
            }}
          />
        )}
        {dry?.buckets ? (
          <div role="status" className="banner info dry-run">
            <strong>{t('dryRunDone')}</strong>
            <BucketList buckets={dry.buckets} label={t('dryRunBuckets')} tense="plan" />
            {dry.changes && (
              <HeldRows
                changes={dry.changes}
                createLookalikes={createLookalikes}
                onCreateLookalikes={setCreateLookalikes}
                disabled={busy}
              />
            )}
            {dry.changes && <PlannedChangeList changes={dry.changes} />}
            {dry.portalWarnings && <PortalWarnings warnings={dry.portalWarnings} />}
            {dry.images && <ImageCheckResults images={dry.images} />}
            <InterpretedValues key={dry.runId} />
          </div>
        ) : (
          dry?.message && (
            <p role="status" className="banner info">
              {dry.message}
            </p>
          )
        )}
      </div>
      <SyncPreviewPanel disabled={running} officeId={connection.officeId} />
      {(running || progress) && (
        <div className="card">
          <div
            className="progress"
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
          >
            <div className="progress-fill" style={{ width: `${pct}%` }} />
          </div>
          {progress && (
            <p className="progress-line" aria-live="polite">
              {t('progressLine', {
                done: number(progress.done),
                total: number(progress.total),
                failed: number(progress.failed),
                rate: number(progress.rate, 1),
                eta: duration(progress.etaSeconds, lang),
              })}
            </p>
          )}
          {/* What the upload waits for before sending (room another process holds), in the session's language. */}
          {progress?.message !== undefined && (
            <p className="muted" role="status">
              {progress.message}
            </p>
          )}
          {progress && fresh && (
            <p className="muted">
              {t('progressBuckets', {
                count: number(fresh.counts.total),
                sent: number(progress.total),
                invalid: number(fresh.counts.invalid),
                blocked: number(fresh.counts.blocked),
                done: number(fresh.counts.done),
              })}
            </p>
          )}
          {budget && (
            <p className="muted">
              {t('faultBudget', { used: budget.used, limit: budget.limit, stopAt: budget.stopAt })}
            </p>
          )}
          {progress?.finished && (
            <p role="status" className="ok-text">
              {t('uploadFinished')}
            </p>
          )}
        </div>
      )}
      <div className="footer-actions">
        <button type="button" className="secondary" disabled={running} onClick={onBack}>
          {t('back')}
        </button>
        <span />
      </div>
    </section>
  );
}

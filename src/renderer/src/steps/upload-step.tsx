// Step 6: dry run or upload, with progress (rows done, failed, rate, estimate), cancel and the fault budget.
import { useRef } from 'react';
import { sendableRows } from '../wizard/wizard-state';
import { flushSync } from 'react-dom';
import type { Connection, RunSummary, ValidationSummary } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { DeleteConfirmation } from '../components/delete-confirmation';
import { SyncPreviewPanel } from '../components/sync-preview-panel';
import { ImageCheckProgress } from '../components/image-check-panel';
import { CancelUploadButton } from './upload/cancel-upload-button';
import { DryRunReport } from './upload/dry-run-report';
import { UploadProgressCard } from './upload/upload-progress-card';
import { UploadReadiness } from './upload/upload-readiness';
import { useFreshValidation } from './upload/use-fresh-validation';
import { useUploadRun } from './upload/use-upload-run';
import { SummaryNotices } from '../components/summary-notices';

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

export function UploadStep({ summary, dryRun: dry, connection, onValidated, onFinished, onBack }: Props) {
  const { t } = useI18n();
  const { busy, run } = useCall();
  const fresh = useFreshValidation(summary, onValidated);
  const upload = useUploadRun(run, fresh, dry, onFinished);
  const { progress, running, toConfirm } = upload;
  const startButton = useRef<HTMLButtonElement>(null);
  // Failed rows count as ready: fixed in Review, they are sent again with the rest (the wizard's flow, docs).
  const ready = fresh ? sendableRows(fresh.counts) : 0;

  return (
    <section aria-labelledby="upload-title" className="step-panel">
      <h1 id="upload-title">{t('uploadTitle')}</h1>
      <p className="intro">{t('uploadIntro')}</p>
      {fresh && <SummaryNotices notices={fresh.notices} kind="note" />}
      <div className="card">
        <UploadReadiness ready={ready} officeName={connection.officeName} fresh={fresh} dry={dry} />
        <div className="row-actions">
          <button
            type="button"
            className="secondary"
            disabled={busy || ready === 0}
            onClick={() => void upload.start(true)}
          >
            {t('dryRun')}
          </button>
          <button
            ref={startButton}
            type="button"
            className="primary"
            disabled={busy || ready === 0 || toConfirm !== null}
            onClick={() => void upload.upload()}
          >
            {t('startUpload')}
          </button>
          {running && <CancelUploadButton cancel={() => api.cancelUpload({})} />}
        </div>
        <ImageCheckProgress />
        {toConfirm && (
          <DeleteConfirmation
            deletes={toConfirm.deletes}
            withdraws={toConfirm.withdraws}
            referenceChanges={toConfirm.referenceChanges}
            onCancel={() => {
              // The box held the focus: give it back to Start upload (enabled again once the box is gone).
              flushSync(() => upload.setToConfirm(null));
              startButton.current?.focus();
            }}
            onConfirm={() => upload.confirm(toConfirm)}
          />
        )}
        <DryRunReport
          dry={dry}
          createLookalikes={upload.createLookalikes}
          onCreateLookalikes={upload.setCreateLookalikes}
          busy={busy}
        />
      </div>
      <SyncPreviewPanel disabled={running} officeId={connection.officeId} />
      {(running || progress) && <UploadProgressCard progress={progress} fresh={fresh} />}
      <div className="footer-actions">
        <button type="button" className="secondary" disabled={running} onClick={onBack}>
          {t('back')}
        </button>
        <span />
      </div>
    </section>
  );
}

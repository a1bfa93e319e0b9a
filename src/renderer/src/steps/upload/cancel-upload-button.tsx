// Cancel of a running upload. The batch already sent is answered and recorded before the run stops (the exactly-once
// rule, docs/upload.md), which can take a round trip: until then the button says it is stopping and why a few more rows
// may still be counted, so a second click or a worried user has an answer.
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n';

interface ViewProps {
  readonly stopping: boolean;
  readonly onCancel: () => void;
}

/** The button and, once clicked, what happens now. */
export function CancelUploadView({ stopping, onCancel }: ViewProps) {
  const { t } = useI18n();
  return (
    <>
      <button type="button" className="secondary danger" disabled={stopping} onClick={onCancel}>
        {t(stopping ? 'stoppingUpload' : 'cancelUpload')}
      </button>
      {stopping && (
        <p role="status" className="muted">
          {t('stoppingUploadWhy')}
        </p>
      )}
    </>
  );
}

/** Shown while a run is running; a new run mounts it afresh, so it starts not stopping. */
export function CancelUploadButton({ cancel }: { readonly cancel: () => Promise<unknown> }) {
  const [stopping, setStopping] = useState(false);
  return (
    <CancelUploadView
      stopping={stopping}
      onCancel={() => {
        setStopping(true);
        void cancel();
      }}
    />
  );
}

// The dry run's image link check (its progress, then the rows whose link the portal cannot fetch) and its warnings
// against the portal.
import { useEffect, useState } from 'react';
import type { ProgressEvent } from '../../../shared/contract';
import type { ImageCheck, WarningView } from '../../../shared/contract-warnings';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { WARNING_MESSAGES } from '../i18n/warning-messages';
import { formatMessage } from '../../../shared/message-catalog';

/** A progress bar while the dry run checks image links; gone once the check finishes. */
export function ImageCheckProgress() {
  const { lang, number } = useI18n();
  const [progress, setProgress] = useState<ProgressEvent | null>(null);
  useEffect(
    () =>
      api.on('progress', (p) => {
        if (p.kind === 'images') setProgress(p.finished ? null : p);
      }),
    [],
  );
  if (progress === null) return null;
  const pct = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div>
      <div
        className="progress"
        role="progressbar"
        aria-label={formatMessage(WARNING_MESSAGES.imageCheckLabel, lang)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="progress-fill" style={{ width: `${pct}%` }} />
      </div>
      <p className="progress-line" aria-live="polite">
        {formatMessage(WARNING_MESSAGES.imageCheckProgress, lang, {
          done: number(progress.done),
          total: number(progress.total),
        })}
      </p>
    </div>
  );
}

/** What the check found: how many links, and the rows whose link is not reachable, in warning colour. */
export function ImageCheckResults({ images }: { readonly images: ImageCheck }) {
  const { lang, number } = useI18n();
  return (
    <div className="warning-panel">
      <p>
        {formatMessage(WARNING_MESSAGES.imageCheckDone, lang, {
          count: number(images.checked),
          broken: number(images.brokenTotal),
        })}
      </p>
      {images.broken.length > 0 && (
        <ul aria-label={formatMessage(WARNING_MESSAGES.imageBrokenList, lang)} className="warning-list">
          {images.broken.map((b) => (
            <li key={`${b.sheet}!${b.row}`} className="warning-item">
              {formatMessage(WARNING_MESSAGES.imageBrokenRow, lang, {
                sheet: b.sheet,
                row: b.row,
                message: b.message,
                url: b.url,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Modifies whose price changes by more than half, or whose listing's type, settlement or area changes. */
export function PortalWarnings({ warnings }: { readonly warnings: readonly WarningView[] }) {
  const { lang } = useI18n();
  return (
    <ul aria-label={formatMessage(WARNING_MESSAGES.portalWarningsList, lang)} className="warning-panel warning-list">
      {warnings.map((w) => (
        <li key={`${w.sheet}!${w.row}#${w.kind}#${w.field}`} className="warning-item">
          {formatMessage(WARNING_MESSAGES.portalWarningRow, lang, { sheet: w.sheet, row: w.row, message: w.message })}
        </li>
      ))}
    </ul>
  );
}

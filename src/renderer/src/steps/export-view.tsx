// Export from the portal (docs/round-trip.md): the connected office's records into a workbook, with a progress bar,
// then "Open for editing" takes that workbook through the wizard (sheets, columns recognised, Review, upload).
import { useEffect, useId, useRef, useState } from 'react';
import type { PropertyType } from '../../../catalog';
import { PropertyTypeChoice } from '../components/property-type-choice';
import type {
  Connection,
  ExportProgressEvent,
  ExportResult,
  Language,
  WorkbookFile,
  WorkbookInfo,
} from '../../../shared/contract';
import { api } from '../api/platform';
import { DateBox } from '../components/date-box';
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/strings';
import { useCall } from '../use-call';

interface Props {
  readonly connection: Connection;
  /** The exported workbook is open in the services: the wizard continues at its Workbook step. */
  readonly onOpened: (w: WorkbookInfo) => void;
}

type StatusChoice = '' | 'active' | 'inactive';

const PHASE_TEXT: Record<ExportProgressEvent['phase'], StringKey> = {
  reference: 'exportPhase_reference',
  listing: 'exportPhase_listing',
  writing: 'exportPhase_writing',
  sealing: 'exportPhase_sealing',
  done: 'exportPhase_done',
};

/** Percent of the phase, or null while the phase has no count to show (asking for regions, reading back). */
function percent(p: ExportProgressEvent | null): number | null {
  if (p === null || p.phase === 'reference' || p.phase === 'sealing') return null;
  if (p.phase === 'done' || p.total === 0) return 100;
  return Math.round((p.done / p.total) * 100);
}

/** Opening the user's saved copy (Electron) keeps it among the recent files; otherwise the copy the services kept. */
function fileToOpen(r: ExportResult): WorkbookFile {
  return r.saved?.path ? { kind: 'path', path: r.saved.path } : { kind: 'export', exportId: r.exportId };
}

export function ExportView({ connection, onOpened }: Props) {
  const { t, lang, number } = useI18n();
  const { busy, run } = useCall();
  const formId = useId();
  const [types, setTypes] = useState<readonly PropertyType[]>([]);
  const [status, setStatus] = useState<StatusChoice>('');
  /** ISO date, `''` for none, null while the box holds no date (Start waits for one). */
  const [after, setAfter] = useState<string | null>('');
  const [language, setLanguage] = useState<Language>(lang);
  const [images, setImages] = useState(false);
  const [perType, setPerType] = useState(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ExportProgressEvent | null>(null);
  const [result, setResult] = useState<ExportResult | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  /** The user stopped the last export (its `cancelled` answer shows no error banner). */
  const [stopped, setStopped] = useState(false);
  const stopAsked = useRef(false);

  useEffect(() => api.on('exportProgress', setProgress), []);
  // The outcome takes the focus, so keyboard and screen-reader users land on what to do next.
  // Focusing scrolls only the heading into view: at 1280×800 its buttons stayed below the fold, so show the card.
  useEffect(() => {
    if (!result) return;
    doneHeading.current?.focus();
    doneHeading.current?.parentElement?.scrollIntoView({ block: 'nearest' });
  }, [result]);
  // A stopped run takes its Stop button away: the focus goes back to Export, where the user can start again.
  useEffect(() => {
    if (!running && stopAsked.current) startButton.current?.focus();
  }, [running]);

  const start = async () => {
    setResult(null);
    setProgress(null);
    setStopped(false);
    stopAsked.current = false;
    setRunning(true);
    const r = await run(() =>
      api.exportWorkbook({
        types: [...types],
        status: status === '' ? null : status,
        updatedAfter: after === '' || after === null ? null : after,
        language,
        images,
        perTypeSheets: perType,
      }),
    );
    setRunning(false);
    // A failed export leaves no half-full bar under the error banner, which says what went wrong.
    if (r) setResult(r);
    else setProgress(null);
  };

  const stop = () => {
    stopAsked.current = true;
    setStopped(true);
    void api.cancelExport({});
  };

  const openForEditing = async () => {
    if (!result) return;
    const w = await run(() => api.openWorkbook({ file: fileToOpen(result) }));
    if (w) onOpened(w);
  };

  const pct = percent(progress);
  const phaseLine = progress
    ? t(PHASE_TEXT[progress.phase], { done: number(progress.done), total: number(progress.total) })
    : t('working');

  return (
    <section aria-labelledby="export-title" className="step-panel">
      <h1 id="export-title">{t('exportTitle')}</h1>
      <p className="intro">{t('exportIntro')}</p>
      <form
        className="card form-grid"
        aria-labelledby={`${formId}-title`}
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <h2 id={`${formId}-title`}>{t('exportFilters')}</h2>
        <p className="wide">{t('exportOffice', { office: connection.officeName, id: connection.officeId })}</p>
        <PropertyTypeChoice
          legend={t('exportTypes')}
          hint={t('exportTypesHint')}
          chosen={types}
          onChange={setTypes}
          disabled={running}
          wide
        />
        <div className="field">
          <label htmlFor={`${formId}-status`}>{t('exportStatus')}</label>
          <select
            id={`${formId}-status`}
            value={status}
            disabled={running}
            onChange={(e) =>
              setStatus(e.target.value === 'active' || e.target.value === 'inactive' ? e.target.value : '')
            }
          >
            <option value="">{t('exportStatusAll')}</option>
            <option value="active">{t('exportStatusActive')}</option>
            <option value="inactive">{t('exportStatusInactive')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${formId}-after`}>{t('exportUpdatedAfter')}</label>
          <DateBox
            id={`${formId}-after`}
            value={after ?? ''}
            disabled={running}
            hintId={`${formId}-after-hint`}
            onChange={setAfter}
          />
          <span id={`${formId}-after-hint`} className="hint">
            {t('exportUpdatedAfterHint')}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${formId}-lang`}>{t('exportLanguage')}</label>
          <select
            id={`${formId}-lang`}
            value={language}
            disabled={running}
            onChange={(e) => setLanguage(e.target.value === 'en' ? 'en' : 'hu')}
          >
            <option value="hu">Magyar</option>
            <option value="en">English</option>
          </select>
        </div>
        <fieldset className="wide" disabled={running}>
          <legend>{t('exportExtras')}</legend>
          <label className="check">
            <input type="checkbox" checked={images} onChange={(e) => setImages(e.target.checked)} />
            <span>{t('exportImages')}</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={perType} onChange={(e) => setPerType(e.target.checked)} />
            <span>{t('exportPerType')}</span>
          </label>
        </fieldset>
        <div className="row-actions wide">
          <button ref={startButton} type="submit" className="primary" disabled={busy || after === null}>
            {t('exportStart')}
          </button>
        </div>
        {stopped && !running && !result && (
          <p role="status" className="wide">
            {t('exportStopped')}
          </p>
        )}
      </form>

      {(running || progress) && (
        <div className="card">
          <div
            className="progress"
            role="progressbar"
            aria-label={t('exportProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct ?? undefined}
            aria-valuetext={phaseLine}
          >
            <div
              className={`progress-fill${pct === null ? ' indeterminate' : ''}`}
              style={{ width: `${pct ?? 100}%` }}
            />
          </div>
          <p className="progress-line" aria-live="polite">
            {phaseLine}
          </p>
          {running && (
            <div className="row-actions">
              <button type="button" className="secondary danger" disabled={stopped} onClick={stop}>
                {t('exportCancel')}
              </button>
            </div>
          )}
        </div>
      )}

      {result && (
        <div className="card" role="region" aria-labelledby={`${formId}-done`}>
          <h2 id={`${formId}-done`} ref={doneHeading} tabIndex={-1}>
            {t('exportDone', { name: result.name })}
          </h2>
          <p role="status">
            {t('exportCounts', { sellers: number(result.sellers), properties: number(result.properties) })}
          </p>
          {result.sellerImages + result.propertyImages > 0 && (
            <p>
              {t('exportImageCounts', {
                properties: number(result.propertyImages),
                sellers: number(result.sellerImages),
              })}
            </p>
          )}
          {result.propertySheets.length > 1 && <p>{t('exportSheets', { sheets: result.propertySheets.join(', ') })}</p>}
          {result.sellers + result.properties === 0 && <p className="warn-text">{t('exportEmpty')}</p>}
          {result.saved?.path && <p className="ok-text">{t('savedTo', { path: result.saved.path })}</p>}
          {result.saved === null && <p className="hint">{t('exportNotSaved')}</p>}
          {result.refused.length > 0 && (
            <div className="banner info">
              <p>{t('exportRefused', { count: result.refused.length })}</p>
              <ul>
                {result.refused.slice(0, 50).map((r) => (
                  <li key={`${r.sheet}-${r.row}`}>{t('exportRefusedRow', r)}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="row-actions">
            <button
              type="button"
              className="primary"
              disabled={busy}
              aria-describedby={`${formId}-open-hint`}
              onClick={() => void openForEditing()}
            >
              {t('exportOpen')}
            </button>
            {result.saved?.downloadUrl && (
              <a className="button secondary" href={result.saved.downloadUrl} download={result.name}>
                {t('exportDownload')}
              </a>
            )}
          </div>
          <p id={`${formId}-open-hint`} className="hint">
            {t('exportOpenHint')}
          </p>
        </div>
      )}
    </section>
  );
}

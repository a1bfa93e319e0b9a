// Step 5: validate on the Node side, then review every row in a virtualised grid; fix cells in place.
import { useCallback, useEffect, useState } from 'react';
import type { Counts, MappingView, ProgressEvent, RowFilter, SavedFile, ValidationSummary } from '../../../shared/contract';
import { api, download } from '../api/platform';
import { RowGrid } from '../components/row-grid';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';

interface Props {
  readonly mapping: MappingView;
  readonly summary: ValidationSummary | null;
  readonly onSummary: (s: ValidationSummary) => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

export function ReviewStep({ mapping, summary, onSummary, onBack, onNext }: Props) {
  const { t, number } = useI18n();
  const { busy, run } = useCall();
  const [sheet, setSheet] = useState(mapping.sheets[0]?.sheet ?? '');
  const [filter, setFilter] = useState<RowFilter>('all');
  const [counts, setCounts] = useState<Counts | null>(null);
  const [progress, setProgress] = useState<ProgressEvent | null>(null);
  const [generation, setGeneration] = useState(0);
  const [saved, setSaved] = useState<SavedFile | null>(null);

  useEffect(() => api.on('progress', (p) => { if (p.kind === 'validate') setProgress(p); }), []);

  useEffect(() => {
    if (summary) return;
    void run(() => api.validate({})).then((s) => {
      if (s) { onSummary(s); setGeneration((g) => g + 1); }
    });
  }, [summary, run, onSummary]);

  const onCounts = useCallback((c: Counts) => setCounts(c), []);

  const writeNotes = async () => {
    const f = await run(() => api.writeNotes({}));
    if (f) {
      setSaved(f);
      if (f.downloadUrl) download(f.downloadUrl, f.name);
    }
  };

  const filters: readonly [RowFilter, 'filterAll' | 'filterInvalid' | 'filterFailed'][] = [['all', 'filterAll'], ['invalid', 'filterInvalid'], ['failed', 'filterFailed']];

  return (
    <section aria-labelledby="review-title" className="step-panel fill">
      <h1 id="review-title">{t('reviewTitle')}</h1>
      {!summary && (
        <div role="status" className="banner info">
          {t('validating')} {progress ? `${number(progress.done)} / ${number(progress.total)}` : ''}
        </div>
      )}
      {summary && (
        <>
          {summary.notices.map((n) => <div key={n} className="banner warning" role="status">{n}</div>)}
          <div className="toolbar">
            {mapping.sheets.length > 1 && (
              <label>{mapping.sheets.length > 1 ? t('sheet') : ''}
                <select value={sheet} onChange={(e) => setSheet(e.target.value)}>
                  {mapping.sheets.map((s) => <option key={s.sheet} value={s.sheet}>{s.sheet}</option>)}
                </select>
              </label>
            )}
            <div className="segmented" role="radiogroup" aria-label={t('rowFilter')}>
              {filters.map(([f, key]) => (
                <button key={f} type="button" role="radio" aria-checked={filter === f} className={filter === f ? 'active' : ''} onClick={() => setFilter(f)}>{t(key)}</button>
              ))}
            </div>
            {counts && (
              <p className="counts" role="status" aria-live="polite">
                {t('countsLine', { total: number(counts.total), valid: number(counts.valid), invalid: number(counts.invalid), failed: number(counts.failed), done: number(counts.done) })}
              </p>
            )}
            <span className="spacer" />
            <button type="button" className="secondary" disabled={busy} onClick={() => void writeNotes()}>{t('writeNotes')}</button>
          </div>
          {saved && <p role="status" className="ok-text">{t('notesWritten', { file: saved.path ?? saved.name })}</p>}
          <RowGrid sheet={sheet} filter={filter} generation={generation} onCounts={onCounts} />
        </>
      )}
      <div className="footer-actions">
        <button type="button" className="secondary" onClick={onBack}>{t('back')}</button>
        <button type="button" className="primary" disabled={!summary} onClick={onNext}>{t('next')}</button>
      </div>
    </section>
  );
}

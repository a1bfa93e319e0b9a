// The Results step's calls: the last run's results (again when the language changes, as the services write the
// portal's messages in the language of the call), the resend of failed rows and the results workbook.
import { useEffect, useState } from 'react';
import type { ProgressEvent, RunResults, RunSummary, SavedFile } from '../../../../shared/contract';
import { api, download } from '../../api/platform';
import { useI18n } from '../../i18n/i18n';
import { useCall } from '../../use-call';

export interface RunResultsCalls {
  readonly results: RunResults | null;
  readonly saved: SavedFile | null;
  readonly busy: boolean;
  /** A resend is running: its progress is shown here, with its cancel, as the Upload step shows an upload's. */
  readonly resending: boolean;
  readonly progress: ProgressEvent | null;
  readonly resubmit: () => Promise<void>;
  readonly saveOrDownload: () => Promise<void>;
  readonly openWorkbook: () => Promise<void>;
}

export function useRunResults(summary: RunSummary, onRun: (r: RunSummary) => void): RunResultsCalls {
  const { lang } = useI18n();
  const { busy, run } = useCall();
  const [results, setResults] = useState<RunResults | null>(null);
  const [saved, setSaved] = useState<SavedFile | null>(null);
  const [resending, setResending] = useState(false);
  const [progress, setProgress] = useState<ProgressEvent | null>(null);

  useEffect(
    () =>
      api.on('progress', (p) => {
        if (p.kind === 'upload') setProgress(p);
      }),
    [],
  );

  useEffect(() => {
    void run(() => api.getResults({})).then((r) => {
      if (r) setResults(r);
    });
  }, [summary, run, lang]);

  const resubmit = async () => {
    setProgress(null);
    setResending(true);
    const r = await run(() => api.resubmitFailed({}));
    setResending(false);
    if (r) onRun(r);
  };

  const saveOrDownload = async () => {
    const f = await run(() => api.saveResultsWorkbook({}));
    if (!f) return;
    setSaved(f);
    if (f.downloadUrl) download(f.downloadUrl, f.name);
  };

  const openWorkbook = async () => {
    await run(() => api.openResultsWorkbook({}));
  };

  return { results, saved, busy, resending, progress, resubmit, saveOrDownload, openWorkbook };
}

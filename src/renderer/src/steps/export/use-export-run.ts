// One export at a time: started with the filters, its progress followed, stopped on request, and its workbook opened
// for editing; the focus follows the outcome.
import { useEffect, useRef, useState } from 'react';
import type {
  ExportProgressEvent,
  ExportRequest,
  ExportResult,
  WorkbookFile,
  WorkbookInfo,
} from '../../../../shared/contract';
import { api } from '../../api/platform';
import type { useCall } from '../../use-call';

/** Opening the user's saved copy (Electron) keeps it among the recent files; otherwise the copy the services kept. */
function fileToOpen(r: ExportResult): WorkbookFile {
  return r.saved?.path ? { kind: 'path', path: r.saved.path } : { kind: 'export', exportId: r.exportId };
}

export function useExportRun(run: ReturnType<typeof useCall>['run'], onOpened: (w: WorkbookInfo) => void) {
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

  const start = async (request: ExportRequest) => {
    setResult(null);
    setProgress(null);
    setStopped(false);
    stopAsked.current = false;
    setRunning(true);
    const r = await run(() => api.exportWorkbook(request));
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

  return { running, progress, result, stopped, start, stop, openForEditing, doneHeading, startButton };
}

export type ExportRun = ReturnType<typeof useExportRun>;

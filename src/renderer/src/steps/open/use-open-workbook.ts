// Opening a workbook from a path, a dialog or a file the browser has, and the requests the menu and app make.
import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { WorkbookFile, WorkbookInfo } from '../../../../shared/contract';
import { api, isElectron, workbookFileFrom } from '../../api/platform';
import { useCall } from '../../use-call';

export type OpenRequest = { kind: 'dialog' } | { kind: 'path'; path: string } | null;

interface Options {
  readonly workbook: WorkbookInfo | null;
  readonly request: OpenRequest;
  readonly onRequestHandled: () => void;
  readonly onOpened: (w: WorkbookInfo) => void;
  readonly onOpenFailed: () => void;
}

export interface OpenWorkbook {
  readonly busy: boolean;
  readonly run: ReturnType<typeof useCall>['run'];
  readonly open: (file: WorkbookFile) => Promise<void>;
  readonly openFromDisk: (file: File) => Promise<void>;
  readonly chooseWithDialog: () => Promise<void>;
  /** The browser's hidden file input, which the Choose button clicks outside Electron. */
  readonly input: RefObject<HTMLInputElement | null>;
  /** The sheets' heading, focused once a file the user chose has opened. */
  readonly sheetsHeading: RefObject<HTMLHeadingElement | null>;
}

export function useOpenWorkbook({
  workbook,
  request,
  onRequestHandled,
  onOpened,
  onOpenFailed,
}: Options): OpenWorkbook {
  const { busy, run } = useCall();
  const input = useRef<HTMLInputElement>(null);
  const sheetsHeading = useRef<HTMLHeadingElement>(null);
  const focusSheets = useRef(false);
  useEffect(() => {
    if (!workbook || !focusSheets.current) return;
    focusSheets.current = false;
    sheetsHeading.current?.focus();
  }, [workbook]);

  const open = async (file: WorkbookFile): Promise<void> => {
    const w = await run(() => api.openWorkbook({ file }));
    if (!w) {
      onOpenFailed();
      return;
    }
    // The Choose button was disabled while the file opened, and the focus fell to the page: it goes to the sheets.
    focusSheets.current = true;
    onOpened(w);
  };

  const openFromDisk = async (file: File): Promise<void> => {
    const f = await run(() => workbookFileFrom(file));
    if (f) await open(f);
  };

  const chooseWithDialog = async (): Promise<void> => {
    const picked = await run(() => api.chooseWorkbook({}));
    if (picked) await open({ kind: 'path', path: picked.path });
  };

  useEffect(() => {
    if (!request) return;
    onRequestHandled();
    if (request.kind === 'path') void open({ kind: 'path', path: request.path });
    else if (isElectron) void chooseWithDialog();
    else input.current?.click();
  }, [request]);

  return { busy, run, open, openFromDisk, chooseWithDialog, input, sheetsHeading };
}

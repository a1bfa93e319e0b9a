// The renderer's view of where it runs: Electron (preload bridge) or a browser (HTTP client), chosen once.
import type { Outcome, RendererApi, WorkbookFile } from '../../../shared/contract';
import { createHttpApi, say, uploadFile } from './http-api';

export const api: RendererApi = window.api ?? createHttpApi();
export const isElectron = window.platform?.mode === 'electron' && window.api !== undefined;

/** Turns a File from an <input> or a drop into something openWorkbook accepts. */
export async function workbookFileFrom(file: File): Promise<Outcome<WorkbookFile>> {
  if (isElectron && window.platform) {
    const path = window.platform.pathForFile(file);
    return path
      ? { ok: true, value: { kind: 'path', path } }
      : { ok: false, error: { code: 'not_found', message: say('noPathOnDisk', { file: file.name }) } };
  }
  const up = await uploadFile(file);
  return up.ok ? { ok: true, value: { kind: 'upload', uploadId: up.value.uploadId } } : up;
}

/** Starts a same-origin download (browser mode). */
export function download(url: string, name: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

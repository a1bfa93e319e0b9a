// Only our own page, in our own window's main frame, may call the contract.
import type { IpcMainInvokeEvent, WebContents } from 'electron';

/** The URL (without query or hash) the renderer is loaded from. */
export function pageAddress(url: string): string {
  const u = new URL(url);
  return u.protocol === 'file:' ? `${u.protocol}//${u.host}${u.pathname}` : u.origin;
}

export function isTrustedSender(event: IpcMainInvokeEvent, window: WebContents | null, expected: string): boolean {
  const frame = event.senderFrame;
  if (!frame || !window || event.sender !== window || frame !== window.mainFrame) return false;
  try {
    return pageAddress(frame.url) === expected;
  } catch {
    return false;
  }
}

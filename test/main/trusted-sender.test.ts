// IPC is answered only for our own page in our own window's main frame.
import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { isTrustedSender, pageAddress } from '../../src/main/trusted-sender';

const PAGE = 'file:///opt/app/out/renderer/index.html';

function fake(url: string, sameWindow = true, mainFrame = true): { event: IpcMainInvokeEvent; window: WebContents } {
  const frame = { url };
  const window = { mainFrame: mainFrame ? frame : { url } } as unknown as WebContents;
  const event = {
    sender: sameWindow ? window : ({} as WebContents),
    senderFrame: frame,
  } as unknown as IpcMainInvokeEvent;
  return { event, window };
}

describe('trusted sender', () => {
  it('accepts the renderer page, with or without a hash', () => {
    const { event, window } = fake(`${PAGE}#/review`);
    expect(isTrustedSender(event, window, pageAddress(PAGE))).toBe(true);
  });

  it('refuses other files, other origins, subframes and other windows', () => {
    for (const [url, same, main] of [
      ['file:///tmp/evil.html', true, true],
      ['https://evil.example/', true, true],
      [PAGE, false, true],
      [PAGE, true, false],
    ] as const) {
      const { event, window } = fake(url, same, main);
      expect(isTrustedSender(event, window, pageAddress(PAGE))).toBe(false);
    }
  });

  it('compares dev-server pages by origin', () => {
    expect(pageAddress('http://localhost:5173/some/path?x=1')).toBe('http://localhost:5173');
  });
});

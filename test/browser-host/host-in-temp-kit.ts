// A browser host on a temporary folder of its own (data and a one-page renderer), and a page's session cookie.
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserHost } from '../../src/browser-host/browser-host';
import { startBrowserHost } from '../../src/browser-host/browser-host';

export interface HostInTemp {
  readonly dir: string;
  readonly host: BrowserHost;
  /** Stops the host and removes the folder. */
  close(): Promise<void>;
}

/** A host (Hungarian, `maxUploadBytes` as given) on a new folder named after `prefix`. */
export async function startHostInTemp(
  prefix: string,
  o: { readonly maxUploadBytes?: number } = {},
): Promise<HostInTemp> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const rendererDir = join(dir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>x</title>');
  const host = await startBrowserHost({ dataDir: join(dir, 'data'), rendererDir, locale: 'hu-HU', ...o });
  return {
    dir,
    host,
    async close() {
      await host.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The session cookie the host gives a page that loads it. */
export function sessionCookie(host: BrowserHost): Promise<string> {
  return new Promise((resolve, reject) => {
    request(host.url, (res) => {
      res.resume();
      resolve((res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '');
    })
      .on('error', reject)
      .end();
  });
}

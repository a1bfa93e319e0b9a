// An upload's trial write-back (docs/upload.md, "What runs while the service answers") starts once the workbook is
// read and mapped, while the reference data is still on its way: its deflate and file work then run under the reading
// and preparing instead of after the plan, on the way to the first batch.
import { watch } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { startCliSandbox } from '../support/cli-sandbox-kit';

let s: CliSandbox;
beforeAll(async () => {
  s = await startCliSandbox('upload-trial-early-');
});
afterAll(async () => {
  await s.close();
});

const isTrial = (name: string): boolean => name.includes('.trial-');

/**
 * A relay that holds the answer to `GET /region` until a trial write-back's file appears in `folder` (or a while has
 * passed, so an upload that waits for the answer first still ends), and tells whether one appeared while it held it.
 */
async function holdingRegionForTrial(
  target: string,
  folder: string,
): Promise<{ baseUrl: string; trialWhileHeld: () => boolean; close: () => Promise<void> }> {
  const to = new URL(target);
  let trialWhileHeld = false;
  const held: (() => void)[] = [];
  const releaseAll = (): void => held.splice(0).forEach((f) => f());
  const watcher = watch(folder, (_event, name) => {
    if (name === null || !isTrial(name) || held.length === 0) return;
    trialWhileHeld = true;
    releaseAll();
  });
  const server = http.createServer((req, res) => {
    const forward = (): void => {
      req.pipe(
        http.request(
          { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
          (a) => {
            res.writeHead(a.statusCode ?? 502, a.headers);
            a.pipe(res);
          },
        ),
      );
    };
    const resource = (req.url ?? '').split('?')[0]?.split('/').pop();
    if (req.method === 'GET' && resource === 'region') {
      held.push(forward);
      setTimeout(releaseAll, 3000).unref();
      return;
    }
    forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${to.pathname}`,
    trialWhileHeld: () => trialWhileHeld,
    close: async () => {
      watcher.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("an upload's trial write-back", () => {
  it('is written beside the output while the reference data is still on its way', async () => {
    const folder = s.file('results');
    await mkdir(folder);
    const csv = s.file('sellers.csv');
    await writeFile(csv, 'Név;Telefon;E-mail\nTrial Teréz;+36 30 777 9101;tterez@example.hu\n');
    const relay = await holdingRegionForTrial(s.proxy.baseUrl, folder);
    try {
      const out = path.join(folder, 'out.csv');
      const args = { baseUrl: relay.baseUrl, officeId: String(DEMO.offices.budapest), json: true, out };
      const run = await s.upload(csv, args);
      expect(run.errors).toBe('');
      expect(run.code).toBe(0);
      expect(relay.trialWhileHeld()).toBe(true);
      // The trial's file is gone; the results are where they were asked to go.
      expect((await readdir(folder)).sort()).toEqual(['out.csv']);
    } finally {
      await relay.close();
    }
  });
});

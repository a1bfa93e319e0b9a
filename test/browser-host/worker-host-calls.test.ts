// The services' worker thread and its host: what only the host has is asked for by message, and a worker that has
// stopped is started again instead of leaving calls waiting (worker-restart.test.ts covers the restart itself).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { HostCapabilities } from '../../src/app-services/host-capabilities';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import type { HostEnd, ServicesClient } from '../../src/app-services/worker-client';
import { connectAppServices } from '../../src/app-services/worker-client';
import { startServicesThread } from '../../src/browser-host/services-thread';

let dir: string;
let end: HostEnd;
let client: ServicesClient;
const asked: string[] = [];

async function recordingHost(dataDir: string): Promise<HostCapabilities> {
  const box = await keyFileSecretBox(dataDir);
  return {
    mode: 'browser',
    locale: 'en-GB',
    secretBox: {
      description: box.description,
      encrypt: (plain) => {
        asked.push('encrypt');
        return box.encrypt(plain);
      },
      decrypt: (sealed) => {
        asked.push('decrypt');
        return box.decrypt(sealed);
      },
    },
    chooseWorkbook: async () => {
      asked.push('chooseWorkbook');
      return '/picked/listings.xlsx';
    },
    offerFile: async (path, name) => {
      asked.push('offerFile');
      return { name, path, downloadUrl: null };
    },
    openPath: async () => {
      asked.push('openPath');
      return true;
    },
    uploadedFile: () => null,
    emit: () => undefined,
  };
}

beforeEach(async () => {
  asked.length = 0;
  dir = await mkdtemp(join(tmpdir(), 'host-calls-'));
  const host = await recordingHost(dir);
  client = await connectAppServices(() => (end = startServicesThread()), host, {
    dataDir: dir,
    version: 'test',
    mode: host.mode,
    locale: host.locale,
    secretDescription: host.secretBox.description,
  });
});

afterEach(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

it("encrypts a saved password with the host's key store, not one of its own", async () => {
  const input = {
    kind: 'test',
    name: 'Teszt',
    baseUrl: 'http://127.0.0.1:9/api/json/v3',
    user: 'demo',
    password: 'titok',
  };
  expect(await client.call('saveProfile', input)).toMatchObject({ ok: true, value: { hasPassword: true } });
  expect(asked).toContain('encrypt');
});

it('asks the host for its open dialog and passes on what the user picked', async () => {
  expect(await client.call('chooseWorkbook', {})).toEqual({ ok: true, value: { path: '/picked/listings.xlsx' } });
  expect(asked).toEqual(['chooseWorkbook']);
});

it('answers a call made as the worker stops, once another worker has started, instead of leaving it waiting', async () => {
  const stopped = end.terminate();
  const outcome = await client.call('getAppInfo', {});
  await stopped;
  expect(outcome.ok || outcome.error.code === 'engine_restarted').toBe(true);
  expect(await client.call('getAppInfo', {})).toMatchObject({ ok: true, value: { mode: 'browser' } });
});

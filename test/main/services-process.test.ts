// Electron's services process without Electron (none on a test machine): `utilityProcess.fork` is stood in for by a
// worker thread whose `process.parentPort` behaves as Electron's, so main's side and the entry meet over the protocol.
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { HostCapabilities } from '../../src/app-services/host-capabilities';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import type { ServicesClient } from '../../src/app-services/worker-client';
import { connectAppServices } from '../../src/app-services/worker-client';
import { startServicesProcess } from '../../src/main/services-process';

const forked = vi.hoisted(() => [] as string[]);
/** Every stand-in process forked, the running one last. */
const children: Worker[] = [];

/** Runs the utility process's entry in a thread, with `process.parentPort` delivering `{ data }` as Electron does. */
function fakeUtilityProcess(modulePath: string): EventEmitter {
  forked.push(modulePath);
  const entry = join(import.meta.dirname, '..', '..', 'src', 'main', 'services-process-entry.ts');
  const tsx = join(
    dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
    'dist',
    'esm',
    'api',
    'index.mjs',
  );
  const boot = `
    const { parentPort } = require('node:worker_threads');
    const { EventEmitter } = require('node:events');
    const port = new EventEmitter();
    port.postMessage = (m) => parentPort.postMessage(m);
    // As Electron's parentPort, messages wait until the entry listens for them.
    port.once('newListener', () => parentPort.on('message', (m) => port.emit('message', { data: m, ports: [] })));
    process.parentPort = port;
    import(${JSON.stringify(pathToFileURL(tsx).href)})
      .then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); });`;
  const worker = new Worker(boot, { eval: true, execArgv: [] });
  children.push(worker);
  const child = Object.assign(new EventEmitter(), {
    postMessage: (m: unknown) => worker.postMessage(m),
    kill: () => {
      void worker.terminate();
      return true;
    },
  });
  worker.on('message', (m: unknown) => child.emit('message', m));
  worker.on('exit', (code: number) => child.emit('exit', code));
  return child;
}

vi.mock('electron', () => ({ utilityProcess: { fork: (path: string) => fakeUtilityProcess(path) } }));

let dir: string;
let client: ServicesClient;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'services-process-'));
  const box = await keyFileSecretBox(dir);
  const host: HostCapabilities = {
    mode: 'electron',
    locale: 'hu-HU',
    secretBox: box,
    chooseWorkbook: async () => null,
    offerFile: async () => null,
    openPath: async () => true,
    uploadedFile: () => null,
    emit: () => undefined,
  };
  client = await connectAppServices(startServicesProcess, host, {
    dataDir: dir,
    version: 'test',
    mode: host.mode,
    locale: host.locale,
    secretDescription: box.description,
  });
});

afterEach(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

it('forks the entry electron-vite builds beside main, and its services answer the contract', async () => {
  expect(forked.at(-1)).toMatch(/[/\\]services-process\.js$/);
  expect(await client.call('getAppInfo', {})).toMatchObject({ ok: true, value: { mode: 'electron', version: 'test' } });
  expect(await client.call('cancelValidation', {})).toEqual({ ok: true, value: null });
});

it('forks the services again when their process dies, and the next call is answered', async () => {
  const before = forked.length;
  await children.at(-1)?.terminate();
  expect(await client.call('getAppInfo', {})).toMatchObject({ ok: true, value: { mode: 'electron' } });
  expect(forked.length).toBe(before + 1);
});

// Electron main's side of the utility process running the app services: the same protocol as the browser host's thread.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { utilityProcess } from 'electron';
import type { HostEnd } from '../app-services/worker-client';
import type { HostToWorker, WorkerToHost } from '../app-services/worker-protocol';

/** Built beside main's bundle by electron-vite (see electron.vite.config.ts). */
const entry = join(fileURLToPath(new URL('.', import.meta.url)), 'services-process.js');

export function startServicesProcess(): HostEnd {
  const child = utilityProcess.fork(entry, [], { serviceName: 'Listing Importer services', stdio: 'inherit' });
  return {
    post: (message: HostToWorker) => child.postMessage(message),
    onMessage: (listener) => child.on('message', (message: WorkerToHost) => listener(message)),
    onExit: (listener) => child.on('exit', listener),
    terminate: async () => {
      child.kill();
    },
  };
}

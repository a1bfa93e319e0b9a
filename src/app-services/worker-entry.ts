// Entry of the worker thread the browser host runs the app services in (built as out/node/app-services-worker.mjs).
import { parentPort } from 'node:worker_threads';
import type { HostToWorker } from './worker-protocol';
import { serveAppServices } from './worker-services';

const port = parentPort;
if (port === null) throw new Error('worker-entry runs only as a worker thread');
serveAppServices({
  post: (message) => port.postMessage(message),
  onMessage: (listener) => port.on('message', (message: HostToWorker) => listener(message)),
});

// Entry of Electron's utility process that runs the app services, so engine work never blocks the window's IPC.
// Built by electron-vite beside main (out/main/services-process.js); the browser host does the same in a thread.
import type { HostToWorker } from '../app-services/worker-protocol';
import { serveAppServices } from '../app-services/worker-services';

const port = process.parentPort;
serveAppServices({
  post: (message) => port.postMessage(message),
  onMessage: (listener) => port.on('message', (e) => listener(e.data as HostToWorker)),
});

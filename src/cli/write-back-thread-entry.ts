// The command line's write-back thread (src/cli/write-back-thread.ts starts it): serves the main thread's write-backs.
import { parentPort } from 'node:worker_threads';
import { serveWriteBack } from '../engine/write-back/write-back-thread-host';
import type { ToWriteBackThread } from '../engine/write-back/write-back-thread-protocol';

const port = parentPort;
if (port !== null)
  serveWriteBack({
    post: (message) => port.postMessage(message),
    onMessage: (listener) => port.on('message', (message: ToWriteBackThread) => listener(message)),
  });

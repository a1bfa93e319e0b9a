// The worker thread the browser host runs the app services in, so a long validation never holds up HTTP or events.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HostEnd } from '../app-services/worker-client';
import type { HostToWorker, WorkerToHost } from '../app-services/worker-protocol';

/**
 * Built, the entry is `app-services-worker.mjs` beside the bundle (this code may sit in a chunk one folder down);
 * from the sources (tsx, vitest) it is the TypeScript file, loaded through tsx's loader registered in the thread.
 */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const entry = join(dirname(here), '..', 'app-services', 'worker-entry.ts');
    const tsx = join(
      dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
      'dist',
      'esm',
      'api',
      'index.mjs',
    );
    const boot =
      `import(${JSON.stringify(pathToFileURL(tsx).href)})` +
      `.then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); })`;
    return new Worker(boot, { eval: true, execArgv: [] });
  }
  const dir = dirname(here);
  const bundleDir = basename(dir) === 'chunks' ? dirname(dir) : dir;
  const entry = join(bundleDir, 'app-services-worker.mjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing; build the app again (npm run build).`);
  return new Worker(entry);
}

export function startServicesThread(): HostEnd {
  const worker = startWorker();
  return {
    post: (message: HostToWorker) => worker.postMessage(message),
    onMessage: (listener) => worker.on('message', (message: WorkerToHost) => listener(message)),
    onExit: (listener) => {
      worker.on('error', (e) => console.error('[app-services worker]', e.message));
      worker.on('exit', listener);
    },
    terminate: async () => {
      await worker.terminate();
    },
  };
}

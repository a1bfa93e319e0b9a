// The command line's write-back on a thread of its own: its trial, the rows rendered ahead and the real write run on
// the other core while the main thread reads, prepares and sends (docs/write-back.md, "The write-back on a thread of
// its own"). Where no thread can be started, the write-back runs in the main thread as before.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WriteBack } from '../engine/write-back/write-back-on-demand';
import { writeBackHere } from '../engine/write-back/write-back-on-demand';
import { writeBackThrough } from '../engine/write-back/write-back-thread-client';
import type { FromWriteBackThread } from '../engine/write-back/write-back-thread-protocol';

/** What scripts/cli-loader.mjs says of the build it runs. */
interface BuildRunning {
  readonly loader: string;
  readonly dir: string;
  readonly build: string;
}

const BUILD_RUNNING = Symbol.for('listing-importer.cli-build');
const ENTRY_BUILT = 'write-back-thread.cjs';

/**
 * The thread's code: built, the entry beside the command line's, run by the same loader with its code cache; from the
 * sources (tsx, vitest), the TypeScript entry through tsx's loader registered in the thread. Null: neither is there.
 */
function threadBoot(): string | null {
  const running = (globalThis as Record<symbol, unknown>)[BUILD_RUNNING] as BuildRunning | undefined;
  if (running !== undefined) {
    if (!existsSync(fileURLToPath(new URL(ENTRY_BUILT, running.dir)))) return null;
    return (
      `import(${JSON.stringify(running.loader)}).then((m) => m.runBuildFile(` +
      `new URL(${JSON.stringify(running.dir)}), ${JSON.stringify(running.build)}, ${JSON.stringify(ENTRY_BUILT)}))`
    );
  }
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return null;
  const entry = join(dirname(here), 'write-back-thread-entry.ts');
  const tsx = join(
    dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
    'dist',
    'esm',
    'api',
    'index.mjs',
  );
  return (
    `import(${JSON.stringify(pathToFileURL(tsx).href)})` +
    `.then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); })`
  );
}

/**
 * The write-back on a thread started now, or null when no thread can be had. The thread keeps the process alive only
 * while a call waits for its answer; `onStop` is told why, should it stop (its work then goes on in this thread).
 */
export function writeBackThread(onStop?: (why: string) => void): WriteBack | null {
  const boot = threadBoot();
  if (boot === null) return null;
  // No flags of the command's own (a preload, a profile) in the thread: it runs the write-back alone.
  const worker = new Worker(boot, { eval: true, execArgv: [] });
  let stopped = false;
  const writeBack = writeBackThrough(
    {
      post: (message) => worker.postMessage(message),
      onMessage: (listener) => worker.on('message', (message: FromWriteBackThread) => listener(message)),
      onStop: (listener) => {
        const stop = (why: string) => {
          if (stopped) return;
          stopped = true;
          onStop?.(why);
          listener(why);
        };
        worker.on('error', (e) => stop(e.message));
        worker.on('exit', (code) => stop(`the thread ended (${code})`));
      },
      hold: (waiting) => (waiting ? worker.ref() : worker.unref()),
    },
    writeBackHere,
  );
  // After the listeners: adding a 'message' listener holds the process again.
  worker.unref();
  return writeBack;
}

// The browser host and a temp work folder for each test of a spec, stopped and removed after it: the set-up the
// wizard specs share.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import type { HostProcess } from './browser-host-process';
import { startHostProcess } from './browser-host-process';

export interface HostPerTest extends HostProcess {
  /** The test's folder for the workbooks it writes and downloads. */
  readonly work: string;
}

/**
 * Registers the spec's beforeEach/afterEach; what it returns stands for the current test's host and folder. `env` is
 * added to the host's environment (a time zone of its own, say).
 */
export function useHostPerTest(prefix: string, env: Readonly<Record<string, string>> = {}): HostPerTest {
  let host: HostProcess | null = null;
  let work = '';
  const started = (): HostProcess => {
    if (host === null) throw new Error('the browser host is not started');
    return host;
  };
  test.beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), prefix));
    host = await startHostProcess(env);
  });
  test.afterEach(async () => {
    await host?.stop();
    host = null;
    await rm(work, { recursive: true, force: true });
  });
  return {
    get url() {
      return started().url;
    },
    get origin() {
      return started().origin;
    },
    get dataDir() {
      return started().dataDir;
    },
    output: () => started().output(),
    stop: () => started().stop(),
    get work() {
      return work;
    },
  };
}

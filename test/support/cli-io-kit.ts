// What the CLI tests that call a command function in-process share: an io that keeps what it printed, and the demo
// sandbox on port 0 with a temp folder, each test given its own data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ApiClient } from '../../src/engine/api';
import { createApiClient } from '../../src/engine/api';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { CapturedCliIo } from './cli-capture';
import { captureCliIo } from './cli-capture';

export type CapturedIo = CapturedCliIo;
export const captureIo = captureCliIo;

interface PlainSandbox {
  readonly dir: string;
  readonly sandbox: RunningSandbox;
  /** A new data folder for the next test (LISTING_IMPORTER_DATA_DIR), so no state passes between tests. */
  freshDataFolder(): Promise<void>;
  close(): Promise<void>;
}

/** The demo sandbox on port 0 and a temp folder; the demo user's password goes to the environment. */
async function startPlainSandbox(prefix: string): Promise<PlainSandbox> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  return {
    dir,
    sandbox,
    freshDataFolder: async () => {
      process.env.LISTING_IMPORTER_DATA_DIR = await mkdtemp(path.join(dir, 'home-'));
    },
    close: async () => {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface DemoSandbox {
  /** The file's temp folder: its workbooks, and each test's data folder. */
  readonly dir: string;
  readonly baseUrl: string;
  /** A client of the demo user straight to the sandbox, for seeding and reading the records. */
  readonly client: ApiClient;
  /** This test's data folder (LISTING_IMPORTER_DATA_DIR). */
  readonly home: string;
  /** The demo user's connection to the Budapest office, as a command's options. */
  online(): { readonly baseUrl: string; readonly user: string; readonly officeId: string };
}

/**
 * The demo sandbox and a client for the test file (beforeAll), stopped after it; before each test a data folder of
 * its own and the demo user's password in the environment.
 */
export function useDemoSandbox(prefix: string): DemoSandbox {
  let kit: PlainSandbox | null = null;
  let client: ApiClient | null = null;
  const started = (): { kit: PlainSandbox; client: ApiClient } => {
    if (kit === null || client === null) throw new Error('the sandbox is not started');
    return { kit, client };
  };
  beforeAll(async () => {
    kit = await startPlainSandbox(prefix);
    const { username: user, password } = DEMO.users.demo;
    const made = createApiClient({ baseUrl: kit.sandbox.baseUrl, user, password });
    if (!made.ok) throw new Error(made.error.en);
    client = made.value;
  });
  beforeEach(async () => {
    process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
    await started().kit.freshDataFolder();
  });
  afterAll(async () => {
    await client?.close();
    await kit?.close();
  });
  return {
    get dir() {
      return started().kit.dir;
    },
    get baseUrl() {
      return started().kit.sandbox.baseUrl;
    },
    get client() {
      return started().client;
    },
    get home() {
      return process.env.LISTING_IMPORTER_DATA_DIR ?? '';
    },
    online: () => ({ baseUrl: started().kit.sandbox.baseUrl, user: 'demo', officeId: String(DEMO.offices.budapest) }),
  };
}

// What the CLI tests that call a command function in-process share: an io that keeps what it printed, and the demo
// sandbox on port 0 with a temp folder, each test given its own data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';

export interface CapturedIo {
  readonly out: string[];
  readonly errors: string[];
  readonly io: { log: (s: string) => void; error: (s: string) => void; progress: false };
}

export function captureIo(): CapturedIo {
  const out: string[] = [];
  const errors: string[] = [];
  return { out, errors, io: { log: (s) => out.push(s), error: (s) => errors.push(s), progress: false } };
}

export interface PlainSandbox {
  readonly dir: string;
  readonly sandbox: RunningSandbox;
  /** A new data folder for the next test (LISTING_IMPORTER_DATA_DIR), so no state passes between tests. */
  freshDataFolder(): Promise<void>;
  close(): Promise<void>;
}

/** The demo sandbox on port 0 and a temp folder; the demo user's password goes to the environment. */
export async function startPlainSandbox(prefix: string): Promise<PlainSandbox> {
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

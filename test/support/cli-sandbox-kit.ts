// A sandbox behind a counting relay, a temp data folder, and `export`/`upload` run in-process through the CLI's
// command functions, for the CLI tests that compare the service's records before and after.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runExportCommand } from '../../src/cli/commands/export-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import type { ApiClient, BatchItem } from '../../src/engine/api';
import { createApiClient } from '../../src/engine/api';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { CountingProxy, SeenRequest } from './export-test-kit';
import { startCountingProxy } from './export-test-kit';
import { captureCliIo } from './cli-capture';

export interface CliRun {
  readonly code: number;
  /** What the command printed on stdout, line by line. */
  readonly out: readonly string[];
  /** Its stderr, joined. */
  readonly errors: string;
  /** The requests that changed something on the service during the command. */
  readonly writes: readonly BatchItem[];
  /** Every request the command sent through the relay (reads too). */
  readonly seen: readonly SeenRequest[];
}

export interface CliSandbox {
  readonly dir: string;
  readonly proxy: CountingProxy;
  /** A client straight to the sandbox (not counted), for seeding and reading the records. */
  readonly client: ApiClient;
  /** A fresh path in the temp folder, numbered so no two calls collide. */
  file(name: string): string;
  exportWith(args: Record<string, unknown>): Promise<CliRun>;
  upload(workbook: string, args?: Record<string, unknown>): Promise<CliRun>;
  close(): Promise<void>;
}

const capture = captureCliIo;

/** Starts the demo sandbox on port 0 with a relay before it; the data folder and password go to the environment. */
export async function startCliSandbox(prefix: string): Promise<CliSandbox> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  process.env.LISTING_IMPORTER_DATA_DIR = path.join(dir, 'home');
  process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
  const sandbox: RunningSandbox = await startSandbox({ port: 0, seed: 'demo' });
  const proxy = await startCountingProxy(sandbox.baseUrl);
  const made = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: DEMO.users.demo.password });
  if (!made.ok) throw new Error(made.error.en);
  const client = made.value;
  let files = 0;
  const file = (name: string): string => {
    files += 1;
    return path.join(dir, `${files}-${name}`);
  };
  const counted = async (command: (io: ReturnType<typeof capture>['io']) => Promise<number>): Promise<CliRun> => {
    const before = proxy.seen.length;
    const c = capture();
    const code = await command(c.io);
    const seen = proxy.seen.slice(before);
    return { code, out: c.out, errors: c.errors.join('\n'), writes: seen.flatMap((s) => s.items), seen };
  };
  return {
    dir,
    proxy,
    client,
    file,
    exportWith: (args) => counted((io) => runExportCommand({ baseUrl: proxy.baseUrl, user: 'demo', ...args }, io)),
    upload: (workbook, args = {}) =>
      counted((io) =>
        runUploadCommand(workbook, { baseUrl: proxy.baseUrl, user: 'demo', out: file('results.xlsx'), ...args }, io),
      ),
    close: async () => {
      await client.close();
      await proxy.close();
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The listings of an office as the service lists them, by Service ID. */
export async function officeListings(
  client: ApiClient,
  office: number,
): Promise<Map<number, Record<string, Record<string, unknown>>>> {
  const r = await client.listRecordBodies('property', {
    office_id: office,
    part: ['id', 'property', 'price', 'location', 'descriptions'],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const items = r.value as Record<string, Record<string, unknown>>[];
  return new Map(items.map((p) => [p['id']?.['id'] as number, p]));
}

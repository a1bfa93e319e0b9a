// Starts `src/browser-host` as its own process (as `npm run start:browser` does) on port 0 with a temp data folder.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface HostProcess {
  readonly url: string;
  readonly origin: string;
  readonly dataDir: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

export async function startHostProcess(extraEnv: Readonly<Record<string, string>> = {}): Promise<HostProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'li-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/browser-host/index.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      // A renderer built elsewhere, so a helper's local run does not rebuild out/ under another's test.
      ...(process.env.LI_E2E_RENDERER_DIR ? ['--renderer-dir', process.env.LI_E2E_RENDERER_DIR] : []),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LANG: 'hu_HU.UTF-8', ...extraEnv },
    },
  );
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString('utf8');
      const m = /running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[a-f0-9]+)/.exec(log);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      log += c.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`browser host exited (${code}) before it was ready:\n${log}`)));
  });
  return {
    url,
    origin: new URL(url).origin,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

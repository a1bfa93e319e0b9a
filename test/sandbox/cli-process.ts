// Starts the command line in a child process of its own group and waits for its "listening on" line.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface CliSandbox {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Everything printed on stdout so far. */
  stdout(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const LINE = /^listening on (http:\/\/127\.0\.0\.1:\d+\/api\/json\/v3)$/m;

/** The options of the sandbox command; the port is 0 (any free one) unless given. */
export interface SandboxCommandOptions {
  readonly port?: string;
  readonly seed?: string;
  readonly data?: string;
}

/** `node` arguments running the sandbox command from source: `--import tsx src/cli/index.ts sandbox --port 0 …`. */
export function sandboxCommandArgs(o: SandboxCommandOptions = {}): string[] {
  return [
    '--import',
    'tsx',
    'src/cli/index.ts',
    'sandbox',
    ...['--port', o.port ?? '0'],
    ...(o.seed !== undefined ? ['--seed', o.seed] : []),
    ...(o.data !== undefined ? ['--data', o.data] : []),
  ];
}

export function runCli(
  command: string,
  args: readonly string[],
): { child: ChildProcess; exited: CliSandbox['exited']; output: () => { stdout: string; stderr: string } } {
  const child = spawn(command, args, { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString('utf8');
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, exited, output: () => ({ stdout, stderr }) };
}

export async function startCliSandbox(command: string, args: readonly string[]): Promise<CliSandbox> {
  const run = runCli(command, args);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const check = (): void => {
      const m = LINE.exec(run.output().stdout);
      if (m?.[1]) resolve(m[1]);
    };
    run.child.stdout?.on('data', check);
    void run.exited.then(({ code }) =>
      reject(new Error(`sandbox exited with ${String(code)} before listening: ${run.output().stderr}`)),
    );
  });
  return { child: run.child, baseUrl, stdout: () => run.output().stdout, exited: run.exited };
}

/** Signals the child's whole process group (npx and tsx start grandchildren). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid !== undefined) process.kill(-child.pid, signal);
}

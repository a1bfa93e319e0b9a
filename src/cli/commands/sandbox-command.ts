// `sandbox`: runs the local implementation of the listing API until SIGINT/SIGTERM.
import type { Command } from 'commander';
import { InvalidArgumentError, Option } from 'commander';
import { startSandbox } from '../../sandbox';
import type { SeedKind } from '../../sandbox';

const EXIT_BAD_ARGUMENTS = 2;

function wholeNumber(name: string, min: number, max: number) {
  return (value: string): number => {
    if (!/^\d+$/.test(value)) throw new InvalidArgumentError(`${name} must be a whole number, got "${value}".`);
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`${name} must be between ${min} and ${max}, got ${n}.`);
    return n;
  };
}

interface SandboxCommandOptions {
  readonly port: number;
  readonly host: string;
  readonly data?: string;
  readonly seed: SeedKind;
  readonly faultLimit: number;
  readonly latencyMs: number;
}

function describeStartError(e: unknown, opts: SandboxCommandOptions): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  switch (code) {
    case 'EADDRINUSE':
      return `port ${opts.port} on ${opts.host} is already in use; choose another with --port (0 picks a free one).`;
    case 'EADDRNOTAVAIL':
      return `host ${opts.host} is not an address of this machine; use --host 127.0.0.1.`;
    case 'EACCES':
      return `not allowed to listen on ${opts.host}:${opts.port}; choose a port above 1023.`;
    default:
      return `could not start the sandbox: ${e instanceof Error ? e.message : String(e)}`;
  }
}

async function runSandbox(opts: SandboxCommandOptions): Promise<void> {
  let sandbox;
  try {
    sandbox = await startSandbox({
      port: opts.port,
      host: opts.host,
      dataDir: opts.data ?? null,
      seed: opts.seed,
      faultLimit: opts.faultLimit,
      latencyMs: opts.latencyMs,
    });
  } catch (e) {
    console.error(`sandbox: ${describeStartError(e, opts)}`);
    process.exit(EXIT_BAD_ARGUMENTS);
  }
  const running = sandbox;
  console.log(`listening on ${running.baseUrl}`);
  const stop = (): void => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    running.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(`sandbox: closing failed: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

export function registerSandboxCommand(program: Command): void {
  program
    .command('sandbox')
    .description('Run the local implementation of the listing API (for rehearsal and tests).')
    .option('--port <n>', 'TCP port; 0 picks a free one', wholeNumber('--port', 0, 65535), 8787)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--data <dir>', 'folder that keeps the data across restarts (default: in memory)')
    .addOption(
      new Option('--seed <kind>', 'what a fresh sandbox starts with').choices(['demo', 'empty']).default('demo'),
    )
    .option(
      '--fault-limit <n>',
      'faulty requests per IP address per hour before error 12',
      wholeNumber('--fault-limit', 1, 1_000_000),
      100,
    )
    .option(
      '--latency-ms <n>',
      'delay added to every request, in milliseconds',
      wholeNumber('--latency-ms', 0, 600_000),
      0,
    )
    .action((opts: SandboxCommandOptions) => runSandbox(opts));
}

// The command line's program: the overall options, and the one command asked for, loaded on demand.
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { bilingual, checkStateFolder } from './cli-environment';
import type { CommandEntry } from './command-table';
import { COMMANDS } from './command-table';
import { outputUsageError } from './commander-usage-errors';

/** Exit code for unusable arguments or a port that cannot be used. */
export const EXIT_BAD_ARGUMENTS = 2;

/** The command named in `argv` (`upload …`, or `help upload`), if it is one of ours. */
export function requestedCommand(argv: readonly string[]): CommandEntry | null {
  const words = argv.slice(2).filter((a) => !a.startsWith('-'));
  const name = words[0] === 'help' ? words[1] : words[0];
  return COMMANDS.find((c) => c.name === name) ?? null;
}

/** Whether the command reads or writes the data folder (fault budget, journal, learned words, reference cache). */
function keepsState(command: string, opts: Readonly<Record<string, unknown>>): boolean {
  switch (command) {
    case 'upload':
    case 'export':
    case 'words':
      return true;
    case 'validate':
      return opts['baseUrl'] !== undefined || opts['officeId'] !== undefined;
    default:
      return false;
  }
}

/** The package's version, from the package.json above this module (sources and bundles sit at different depths). */
function packageVersion(): string {
  for (let dir = new URL('.', import.meta.url); dir.pathname !== '/'; dir = new URL('..', dir)) {
    try {
      const pkg = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === 'listing-importer' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // not here; one folder up
    }
  }
  return 'unknown';
}

/**
 * The program for `argv`: the requested command fully registered, the others as summaries for the overall help.
 * `all` registers every command fully (tests that compare the summaries).
 */
export async function buildProgram(argv: readonly string[], o: { readonly all?: boolean } = {}): Promise<Command> {
  const program = new Command();
  program
    .name('listing-importer')
    .description(
      'Bulk-import property listings and sellers from Excel workbooks into the listing administration JSON API.',
    )
    .version(packageVersion(), '-V, --version', 'Print the version and exit.')
    .showHelpAfterError()
    // Its usage errors with their Hungarian line (docs/messages.md, "Command line"); subcommands inherit this.
    .configureOutput({ outputError: outputUsageError })
    .exitOverride((e) => {
      // Commander's own usage errors (unknown option, missing value) exit 2 like our argument checks; help exits 0.
      process.exit(e.exitCode === 0 ? 0 : EXIT_BAD_ARGUMENTS);
    });
  program.hook('preAction', (_root, action) => {
    if (!keepsState(action.name(), action.opts())) return;
    // An unwritable data folder is unusable input: said plainly, exit 2, before a request is sent (docs/limits.md).
    const folder = checkStateFolder();
    if (folder.ok) return;
    console.error(bilingual(folder.error));
    process.exit(EXIT_BAD_ARGUMENTS);
  });
  const wanted = requestedCommand(argv);
  for (const entry of COMMANDS) {
    if (o.all === true || entry === wanted) (await entry.load())(program);
    else program.command(entry.name).description(entry.summary);
  }
  return program;
}

// The command line: each command is one register…(program) call from its own file under commands/.
import { Command } from 'commander';
import { registerSandboxCommand } from './commands/sandbox-command';
import { registerTemplateCommand } from './commands/template-command';
import { registerMapCommand } from './commands/map-command';
import { registerValidateCommand } from './commands/validate-command';
import { registerUploadCommand } from './commands/upload-command';

/** Exit code for unusable arguments or a port that cannot be used. */
export const EXIT_BAD_ARGUMENTS = 2;

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('listing-importer')
    .description('Bulk-import property listings and sellers from Excel workbooks into the listing administration JSON API.')
    .showHelpAfterError()
    .exitOverride((e) => {
      // Commander's own usage errors (unknown option, missing value) exit 2 like our argument checks; help exits 0.
      process.exit(e.exitCode === 0 ? 0 : EXIT_BAD_ARGUMENTS);
    });
  registerSandboxCommand(program);
  registerMapCommand(program);
  registerValidateCommand(program);
  registerUploadCommand(program);
  registerTemplateCommand(program);
  return program;
}

await buildProgram().parseAsync(process.argv);

// The command line's entry point: builds the program for this invocation and runs it.
import { buildProgram } from './program';

await (await buildProgram(process.argv)).parseAsync(process.argv);

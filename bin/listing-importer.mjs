#!/usr/bin/env node
// The package's command: runs the built command line (out/node/cli.mjs) in this same process, so signals and the
// exit code are the command's own; builds it first when the sources are newer than the build.
import { runBuilt } from '../scripts/run-built.mjs';

await runBuilt('cli');

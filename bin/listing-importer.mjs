#!/usr/bin/env node
// The package's command: runs src/cli/index.ts through tsx, passing arguments, signals and the exit code through.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const entry = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
const child = spawn(process.execPath, [tsxCli, entry, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

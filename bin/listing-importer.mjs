#!/usr/bin/env node
// The package's command: loads src/cli/index.ts through tsx in this same process, so signals and the exit code are
// the command's own (a child process in between raced with signals sent to the whole process group).
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/index.ts', import.meta.url).href);

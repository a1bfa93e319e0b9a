// Loaded with `node --import`: records the URL of every module the process resolves into $RECORD_MODULES, so a test
// can see what a command loaded.
import { register } from 'node:module';

register('./record-modules-hooks.mjs', import.meta.url);

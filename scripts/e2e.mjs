#!/usr/bin/env node
// Runs the Playwright end-to-end tests when there are any; the browser set-up lives in test/e2e.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const dir = new URL('../test/e2e/', import.meta.url);
const hasTests = existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.spec.ts'));
if (!hasTests) {
  console.log('e2e: no end-to-end tests yet');
  process.exit(0);
}
const run = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit' });
process.exit(run.status ?? 1);

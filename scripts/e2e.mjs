#!/usr/bin/env node
// Runs the Playwright end-to-end tests in Debian's Chromium: finds it (or installs it with apt-get when run as root
// on Debian), builds the app, then runs `npx playwright test`. Says what it did at each step.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensureTestTools } from './test-tools.mjs';

function run(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  return r.status ?? 1;
}

const chromium = ensureTestTools(['chromium'], 'e2e').chromium;
console.log(`e2e: using Chromium at ${chromium}`);

console.log('e2e: building the app (electron-vite build)...');
if (run('npx', ['electron-vite', 'build', '--logLevel', 'warn']) !== 0) {
  console.error('e2e: the build failed; see above.');
  process.exit(1);
}

const electronPathFile = new URL('../node_modules/electron/path.txt', import.meta.url);
const electronExe = existsSync(electronPathFile)
  ? new URL(`../node_modules/electron/dist/${readFileSync(electronPathFile, 'utf8').trim()}`, import.meta.url)
  : null;
if (electronExe === null || !existsSync(electronExe))
  console.log('e2e: Electron binary not installed on this machine; the Electron test will be skipped.');

console.log('e2e: running `npx playwright test`...');
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: chromium }));

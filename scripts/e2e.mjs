#!/usr/bin/env node
// Runs the Playwright end-to-end tests in Debian's Chromium: finds it (or installs it with apt-get when run as root
// on Debian), builds the app, then runs `npx playwright test`. Says what it did at each step.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

function findChromium() {
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function isDebian() {
  try {
    return /^ID(_LIKE)?=.*debian/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

function run(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  return r.status ?? 1;
}

let chromium = findChromium();
if (chromium) {
  console.log(`e2e: using Chromium at ${chromium}`);
} else if (process.getuid?.() === 0 && isDebian()) {
  console.log('e2e: Chromium not found; installing it with `apt-get install -y chromium` (running as root on Debian)...');
  if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', 'chromium']) !== 0) {
    console.error('e2e: apt-get could not install chromium; install it and run again.');
    process.exit(1);
  }
  chromium = findChromium();
  if (!chromium) {
    console.error('e2e: chromium was installed but /usr/bin/chromium is still missing.');
    process.exit(1);
  }
  console.log(`e2e: installed Chromium at ${chromium}`);
} else {
  console.error('e2e: Chromium not found at /usr/bin/chromium. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

console.log('e2e: building the app (electron-vite build)...');
if (run('npx', ['electron-vite', 'build', '--logLevel', 'warn']) !== 0) {
  console.error('e2e: the build failed; see above.');
  process.exit(1);
}

const electronPathFile = new URL('../node_modules/electron/path.txt', import.meta.url);
const electronExe = existsSync(electronPathFile) ? new URL(`../node_modules/electron/dist/${readFileSync(electronPathFile, 'utf8').trim()}`, import.meta.url) : null;
if (electronExe === null || !existsSync(electronExe)) console.log('e2e: Electron binary not installed on this machine; the Electron test will be skipped.');

console.log('e2e: running `npx playwright test`...');
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: chromium }));

#!/usr/bin/env node
// `npm start`: builds the app, launches Electron; where Electron cannot start (no binary on this machine, or it
// dies at once), says so plainly and serves the same UI in the browser instead (`npm run start:browser`).
import { existsSync, readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));

console.log('Building the app (electron-vite build)...');
const built = spawnSync('npx', ['electron-vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) {
  console.error('The build failed; see the messages above.');
  process.exit(1);
}

/** The Electron executable, without `require('electron')`, which would try to download it. */
function electronBinary() {
  const dir = join(root, 'node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const exe = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(exe) ? exe : null;
}

function browserMode(reason) {
  console.log(`${reason}\nStarting the same app in your browser instead (npm run start:browser)...`);
  const child = spawn(
    process.execPath,
    [join(root, 'scripts/run-built.mjs'), 'browser-host', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}

const exe = electronBinary();
if (exe === null) {
  browserMode(
    'The Electron binary is not installed on this machine (node_modules/electron/dist is missing; it cannot be downloaded here).',
  );
} else {
  const started = Date.now();
  const child = spawn(exe, [root], { cwd: root, stdio: 'inherit' });
  child.on('error', (e) => browserMode(`Electron could not start (${e.message}).`));
  child.on('exit', (code, signal) => {
    if (code !== 0 && Date.now() - started < 5000)
      browserMode(`Electron stopped at once (exit ${code ?? signal}); it may lack system libraries or a display.`);
    else process.exit(code ?? 0);
  });
}

#!/usr/bin/env node
// Makes sure the programs the tests check our output with are here: Debian's Chromium (end-to-end tests), LibreOffice
// (opens what we write) and openpyxl (reads it independently). Missing ones are installed with apt-get when running
// as root on Debian, so the tests that need them run instead of skipping; otherwise it says what to install and fails.
// Usage: node scripts/test-tools.mjs [chromium] [soffice] [openpyxl]   (no names: all three)
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const TOOLS = {
  chromium: {
    package: 'chromium',
    find: () =>
      [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p)) ??
      null,
  },
  soffice: {
    package: 'libreoffice-calc-nogui',
    find: () => ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p)) ?? null,
  },
  // Pillow too: without it openpyxl silently drops a workbook's images, which the fidelity tests count.
  openpyxl: {
    package: 'python3-openpyxl python3-pil',
    find: () =>
      spawnSync('/usr/bin/python3', ['-c', 'import openpyxl, PIL'], { stdio: 'ignore' }).status === 0
        ? '/usr/bin/python3'
        : null,
  },
};

function isDebian() {
  try {
    return /^ID(_LIKE)?=.*debian/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

function aptGet(args) {
  const r = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status === 0;
}

/** Finds each tool, installing the missing ones; returns the paths by name, or exits 1 saying what is missing. */
export function ensureTestTools(names, label = 'test set-up') {
  const found = {};
  const missing = [];
  for (const name of names) {
    const tool = TOOLS[name];
    if (!tool) throw new Error(`unknown test tool ${name}`);
    const at = tool.find();
    if (at) found[name] = at;
    else missing.push(name);
  }
  if (missing.length > 0) {
    const packages = missing.flatMap((n) => TOOLS[n].package.split(' '));
    if (process.getuid?.() === 0 && isDebian()) {
      console.log(`${label}: installing ${packages.join(', ')} with apt-get (missing; running as root on Debian)...`);
      if (!aptGet(['update', '-q']) || !aptGet(['install', '-y', '-q', '--no-install-recommends', ...packages])) {
        console.error(`${label}: apt-get could not install ${packages.join(', ')}; install them and run again.`);
        process.exit(1);
      }
    } else {
      console.error(
        `${label}: missing ${missing.join(', ')}; install them (Debian: sudo apt-get install ${packages.join(' ')}) and run again.`,
      );
      process.exit(1);
    }
    for (const name of missing) {
      const at = TOOLS[name].find();
      if (!at) {
        console.error(`${label}: ${TOOLS[name].package} was installed but ${name} is still not found.`);
        process.exit(1);
      }
      console.log(`${label}: installed ${name} (${at}).`);
      found[name] = at;
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  ensureTestTools(names.length > 0 ? names : Object.keys(TOOLS));
}

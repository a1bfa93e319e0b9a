// `npm run start:browser`: the app in your browser, served on 127.0.0.1 with a per-start secret token.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dataFolderProblem } from '../app-services/data-folder-check';
import { startBrowserHost } from './browser-host';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'data-dir': { type: 'string' },
    'renderer-dir': { type: 'string' },
  },
});

function defaultDataDir(): string {
  if (process.env.LISTING_IMPORTER_DATA_DIR) return process.env.LISTING_IMPORTER_DATA_DIR;
  return join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'listing-importer');
}

const rendererDir = values['renderer-dir'] ?? join(root, 'out', 'renderer');
if (!existsSync(join(rendererDir, 'index.html'))) {
  console.log('The user interface has not been built yet; building it now (electron-vite build)...');
  const built = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('Building the user interface failed; see the messages above.');
    process.exit(1);
  }
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port ${values.port} is not a port number (0 picks a free one).`);
  process.exit(2);
}
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const dataDir = values['data-dir'] ?? defaultDataDir();
const problem = dataFolderProblem(dataDir);
if (problem !== null) {
  console.error(`${problem.en}\n${problem.hu}`);
  process.exit(2);
}
const host = await startBrowserHost({ dataDir, rendererDir, port, version });
console.log(`Listing Importer is running at ${host.url}`);
console.log(
  'Open that address in your browser (it carries a secret token; only this computer can reach it). Stop with Ctrl+C.',
);
console.log(
  `Data folder: ${dataDir}. Passwords are encrypted with AES-256-GCM using the key file ${join(dataDir, 'secret.key')} (mode 0600).`,
);

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await host.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

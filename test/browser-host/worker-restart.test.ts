// A services worker that dies is started again (docs/performance.md, "Engine off the main thread"): the call it was
// answering gets `engine_restarted` in the user's language, the connection and the workbook are reopened with their
// mapping, and the next call works.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { HostCapabilities } from '../../src/app-services/host-capabilities';
import { keyFileSecretBox } from '../../src/app-services/secret-box';
import type { HostEnd, ServicesClient } from '../../src/app-services/worker-client';
import { connectAppServices } from '../../src/app-services/worker-client';
import { startServicesThread } from '../../src/browser-host/services-thread';
import type { EngineRestartedEvent, Outcome, ProgressEvent } from '../../src/shared/contract';
import { HEADERS } from '../e2e/support/listing-workbook';

const ROWS = 3000;
const UPLOAD_ID = 'a'.repeat(32);

let dir: string;
let client: ServicesClient;
/** Every worker the client started, the running one last. */
const ends: HostEnd[] = [];
const events: { name: string; payload: unknown }[] = [];
const watchers: (() => void)[] = [];

function nextEvent(test: (e: { name: string; payload: unknown }) => boolean): Promise<unknown> {
  return new Promise((resolve) => {
    const look = (): void => {
      const found = events.find(test);
      if (found) resolve(found.payload);
      else watchers.push(look);
    };
    look();
  });
}

async function host(dataDir: string): Promise<HostCapabilities> {
  return {
    mode: 'browser',
    locale: 'en-GB',
    secretBox: await keyFileSecretBox(dataDir),
    chooseWorkbook: async () => null,
    offerFile: async () => null,
    openPath: async () => false,
    uploadedFile: () => null,
    emit: (name, payload) => {
      events.push({ name, payload });
      for (const w of watchers.splice(0)) w();
    },
  };
}

function listingsCsv(): string {
  const lines = [HEADERS.join(',')];
  for (let i = 1; i <= ROWS; i++) lines.push(`R-${i},lakás,eladó,Budapest,${40_000_000 + i},Ft,igen,${40 + (i % 90)},`);
  return `${lines.join('\n')}\n`;
}

async function value(method: Parameters<ServicesClient['call']>[0], args: unknown = {}): Promise<unknown> {
  const r = await client.call(method, args);
  if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** The worker in use dies as a crash would end it: the client did not ask for it. */
async function killWorker(): Promise<void> {
  await ends.at(-1)?.terminate();
}

beforeEach(async () => {
  ends.length = 0;
  events.length = 0;
  dir = await mkdtemp(join(tmpdir(), 'worker-restart-'));
  const h = await host(dir);
  const start = (): HostEnd => {
    const end = startServicesThread();
    ends.push(end);
    return end;
  };
  client = await connectAppServices(start, h, {
    dataDir: join(dir, 'data'),
    version: 'test',
    mode: h.mode,
    locale: h.locale,
    secretDescription: h.secretBox.description,
  });
}, 60_000);

afterEach(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

it('answers the call a dying worker had with engine_restarted in Hungarian, reopens the workbook, and goes on', async () => {
  await value('setLanguage', { language: 'hu', remember: false });
  await value('connect', { profileId: 'sandbox', officeId: 1 });
  const csv = join(dir, 'listings.csv');
  await writeFile(csv, listingsCsv());
  client.uploaded(UPLOAD_ID, csv, 'listings.csv');
  const info = (await value('openWorkbook', { file: { kind: 'upload', uploadId: UPLOAD_ID } })) as {
    sheets: { name: string }[];
  };
  await value('configureSheets', { sheets: [{ name: info.sheets[0]?.name ?? '', role: 'properties', headerRow: 1 }] });

  const validation = client.call('validate', {});
  await nextEvent((e) => e.name === 'progress' && (e.payload as ProgressEvent).kind === 'validate');
  await killWorker();
  const lost: Outcome<unknown> = await validation;
  expect(lost).toMatchObject({ ok: false, error: { code: 'engine_restarted' } });
  expect(!lost.ok && lost.error.message).toMatch(/^Az importáló motor váratlanul leállt/);

  const restarted = (await nextEvent((e) => e.name === 'engineRestarted')) as EngineRestartedEvent;
  expect(restarted.restored).toBe('workbook');
  expect(ends).toHaveLength(2);
  const summary = (await value('validate')) as { counts: { total: number } };
  expect(summary.counts.total).toBe(ROWS);
}, 120_000);

it('starts a worker that died while idle again, so the next call is answered', async () => {
  await killWorker();
  const restarted = (await nextEvent((e) => e.name === 'engineRestarted')) as EngineRestartedEvent;
  expect(restarted).toMatchObject({ restored: 'none' });
  expect(restarted.message).toMatch(/^The import engine stopped unexpectedly/);
  expect(await client.call('getAppInfo', {})).toMatchObject({ ok: true, value: { mode: 'browser' } });
}, 60_000);

// The app services run in a worker thread: while 50,000 rows are validated, other calls are answered, progress
// arrives over the event stream, and the validation can be cancelled (docs/performance.md, "Engine off the main
// thread").
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserHost } from '../../src/browser-host/browser-host';
import { startBrowserHost } from '../../src/browser-host/browser-host';
import type { ProgressEvent } from '../../src/shared/contract';
import { HEADERS } from '../e2e/support/listing-workbook';
import type { HostClient } from './host-client';
import { hostClient } from './host-client';

const ROWS = 50_000;

let dir: string;
let host: BrowserHost;
let client: HostClient;

function listingsCsv(): Buffer {
  const lines = [HEADERS.join(',')];
  for (let i = 1; i <= ROWS; i++) {
    lines.push(
      `W-${String(i).padStart(6, '0')},lakás,eladó,Budapest,${40_000_000 + i},Ft,${i % 2 ? 'igen' : 'nem'},${40 + (i % 90)},`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

async function value(method: string, args: unknown = {}): Promise<unknown> {
  const r = await client.call(method, args);
  if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** A validation event from the middle of the rows: the worker is busy checking them right now. */
function midValidation(e: { name: string; data: unknown }): boolean {
  const p = e.data as ProgressEvent;
  return e.name === 'progress' && p.kind === 'validate' && !p.finished && p.done > 0 && p.done < p.total;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'host-worker-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>x</title>');
  host = await startBrowserHost({ dataDir: join(dir, 'data'), rendererDir, locale: 'en-GB' });
  client = await hostClient(host);
  await client.listen();
  await value('connect', { profileId: 'sandbox', officeId: 1 });
  const uploadId = await client.upload('listings.csv', listingsCsv());
  const info = (await value('openWorkbook', { file: { kind: 'upload', uploadId } })) as { sheets: { name: string }[] };
  const sheet = info.sheets[0]?.name ?? '';
  await value('configureSheets', { sheets: [{ name: sheet, role: 'properties', headerRow: 1 }] });
}, 120_000);

afterAll(async () => {
  client.close();
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

it('answers other calls and sends progress while it validates 50,000 rows, and cancels the validation', async () => {
  client.events.length = 0;
  let settled = false;
  const validation = client.call('validate').finally(() => {
    settled = true;
  });
  await client.nextEvent(midValidation);

  const info = await client.call('getAppInfo');
  expect(info).toMatchObject({ ok: true, value: { mode: 'browser' } });
  expect(settled).toBe(false);

  expect(await client.call('cancelValidation')).toEqual({ ok: true, value: null });
  expect(await validation).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  expect(
    client.events.some((e) => (e.data as ProgressEvent).kind === 'validate' && (e.data as ProgressEvent).finished),
  ).toBe(false);
}, 120_000);

it('validates every row again after a cancelled validation', async () => {
  client.events.length = 0;
  const validation = client.call('validate');
  await client.nextEvent(midValidation);
  await client.call('cancelValidation');
  expect(await validation).toMatchObject({ ok: false, error: { code: 'cancelled' } });

  const summary = (await value('validate')) as { counts: { total: number } };
  expect(summary.counts.total).toBe(ROWS);
}, 120_000);

it('answers cancelValidation with null when no validation runs', async () => {
  expect(await client.call('cancelValidation')).toEqual({ ok: true, value: null });
});

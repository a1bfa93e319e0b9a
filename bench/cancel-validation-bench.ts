// "Engine off the main thread" (docs/performance.md): over real HTTP against the browser host (services in a worker
// thread), how long a 50,000-row validation takes, how fast another call is answered meanwhile, and how soon a cancel
// lands.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBrowserHost } from '../src/browser-host/browser-host';
import type { ProgressEvent } from '../src/shared/contract';
import { HEADERS } from '../test/e2e/support/listing-workbook';
import { hostClient } from '../test/browser-host/host-client';
import { median, option } from './bench-kit';

const rows = option('rows', 50_000);
const runs = option('runs', 5);

function csv(): Buffer {
  const lines = [HEADERS.join(',')];
  for (let i = 1; i <= rows; i++) lines.push(`B-${i},lakás,eladó,Budapest,${40_000_000 + i},Ft,igen,${40 + (i % 90)},`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

const dir = await mkdtemp(join(tmpdir(), 'bench-cancel-'));
await mkdir(join(dir, 'renderer'));
await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html>');
const host = await startBrowserHost({
  dataDir: join(dir, 'data'),
  rendererDir: join(dir, 'renderer'),
  locale: 'en-GB',
});
const client = await hostClient(host);
await client.listen();
try {
  await client.call('connect', { profileId: 'sandbox', officeId: 1 });
  const uploadId = await client.upload('bench.csv', csv());
  const info = await client.call('openWorkbook', { file: { kind: 'upload', uploadId } });
  const sheet = info.ok ? (info.value as { sheets: { name: string }[] }).sheets[0]?.name : undefined;
  await client.call('configureSheets', { sheets: [{ name: sheet, role: 'properties', headerRow: 1 }] });
  await client.call('validate');

  const idle: number[] = [];
  const whole: number[] = [];
  const during: number[] = [];
  const cancel: number[] = [];
  for (let r = 0; r < runs; r++) {
    let t = performance.now();
    await client.call('getAppInfo');
    idle.push(performance.now() - t);

    t = performance.now();
    await client.call('validate');
    whole.push(performance.now() - t);

    client.events.length = 0;
    const running = client.call('validate');
    await client.nextEvent((e) => {
      const p = e.data as ProgressEvent;
      return p.kind === 'validate' && p.done > 0 && !p.finished;
    });
    t = performance.now();
    await client.call('getAppInfo');
    during.push(performance.now() - t);
    t = performance.now();
    await client.call('cancelValidation');
    const outcome = await running;
    cancel.push(performance.now() - t);
    if (outcome.ok) console.log('(a validation ended before its cancel arrived)');
  }
  // Write-back: a copy of the workbook with a note on every invalid cell, while another call is asked again and again.
  await client.call('validate');
  const duringWrite: number[] = [];
  const writes: number[] = [];
  for (let r = 0; r < runs; r++) {
    let written = false;
    const t0 = performance.now();
    const writing = client.call('writeNotes').finally(() => {
      written = true;
      writes.push(performance.now() - t0);
    });
    while (!written) {
      const t = performance.now();
      await client.call('getAppInfo');
      duringWrite.push(performance.now() - t);
    }
    await writing;
  }
  const ms = (v: number[]): string => `${median(v).toFixed(1)} ms (max ${Math.max(...v).toFixed(1)})`;
  console.log(`validate ${rows} rows in the worker, whole call: ${ms(whole)}`);
  console.log(`getAppInfo while idle (baseline): ${ms(idle)}; while validating: ${ms(during)}`);
  console.log(`writeNotes (write-back of ${rows} rows): ${ms(writes)}; getAppInfo meanwhile: ${ms(duringWrite)}`);
  console.log(`cancelValidation sent → validate answered cancelled: ${ms(cancel)} (target ≤ 100 ms)`);
} finally {
  client.close();
  await host.close();
  await rm(dir, { recursive: true, force: true });
}

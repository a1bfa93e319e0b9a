// The app's upload waits for room another live process holds in the fault budget: the wait is told through the
// progress events, naming the holder, and counts as running, so a second upload cannot start (docs/upload.md, "The
// fault budget").
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it, vi } from 'vitest';
import { openFaultLedger } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import type { Closable } from '../engine/api/fault-ledger-kit';
import { liveHolder } from '../engine/api/fault-ledger-kit';
import { openAsProposed, useServices } from '../support/app-session-kit';

const run = promisify(execFile);
const h = useServices('li-room-wait-');
const open: Closable[] = [];

const call = h.call;

afterEach(async () => {
  for (const c of open.splice(0)) await c.close();
});

async function workbook(file: string): Promise<void> {
  const script = `
import sys, openpyxl
wb = openpyxl.Workbook()
ps = wb.active
ps.title = 'Ingatlanok'
ps.append(['Hirdetés azonosító [property.transfer_id]', 'Ingatlan típusa [property.type]',
           'Eladó vagy kiadó [property.action]', 'Település [location.region_id]', 'Cím [location.address]',
           'Ár [price.price]', 'Pénznem [price.price_currency]'])
ps.append(['RW-1', 'lakás', 'eladó', 'Budapest', 'Várakozó utca 1.', 50_000_000, 'forint'])
wb.save(sys.argv[1])
`;
  await run('/usr/bin/python3', ['-c', script, file]);
}

it('names the holder while waiting, refuses a second upload meanwhile, and goes on once the room is back', async () => {
  const { baseUrl } = await call('testConnection', { profileId: 'sandbox' });
  const book = join(h.dir, 'varakozo.xlsx');
  await workbook(book);
  await call('connect', { profileId: 'sandbox', officeId: DEMO.offices.budapest });
  await openAsProposed(h, { kind: 'path', path: book });
  const dir = join(h.dir, 'data', 'fault-budget');
  const ledger = await openFaultLedger({ dir, baseUrl });
  const usable = ledger.usable;
  await ledger.release();
  const holder = await liveHolder(open, dir, baseUrl, usable);

  const first = call('startUpload', { dryRun: false });
  const waiting = await vi.waitFor(
    () => {
      const m = h.progress.find((p) => p.message !== undefined)?.message;
      if (m === undefined) throw new Error('no waiting message yet');
      return m;
    },
    { timeout: 30_000, interval: 50 },
  );
  expect(waiting).toContain(`process ${holder.pid} (holding it since `);
  await expect(call('startUpload', { dryRun: false })).rejects.toThrow(/busy/);

  holder.stdin.write('release\n');
  const done = await first;
  expect(done.outcome).toBe('completed');
}, 60_000);

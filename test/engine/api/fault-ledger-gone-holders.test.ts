// Room held in the fault ledger by a process that is gone does not count; room held by a live one is waited for
// (docs/upload.md, "The fault budget"). A killed upload whose parent does not reap it stays a zombie, which signal 0
// still reaches; a PID is reused by other programs: the reservation keeps the process's start time beside the PID.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoomHolder } from '../../../src/engine/api';
import { explainNoRoom, openFaultLedger, waitingForRoom } from '../../../src/engine/api';
import { processIsLive, processStartTime } from '../../../src/engine/fs/process-liveness';
import { startUnreaped } from '../../support/unreaped-child';
import { tempDir } from '../upload/upload-test-kit';
import {
  closedAfterEach,
  holderArgs,
  limitedSandbox,
  liveHolder,
  neverAnsweredTwelve,
  refusedRows,
  refusedWith,
  twelvesIn,
  uploadWithLedger,
} from './fault-ledger-kit';

const open = closedAfterEach();

const BASE = 'http://127.0.0.1:9/api/json/v3';

describe('room held by a process that is gone', () => {
  it('a killed upload left a zombie (unreaped): its room is free again, and the rerun never meets error 12', async () => {
    const s = await limitedSandbox(open);
    const dir = await tempDir();
    const ledgerDir = path.join(dir, 'fault-budget');
    const zombie = await startUnreaped(holderArgs(ledgerDir, s.baseUrl, 90));
    open.push(zombie);
    expect(await zombie.nextLine()).toBe(`held ${zombie.pid}`);
    await zombie.killToZombie();
    expect(processIsLive(zombie.pid)).toBe(false);

    const { outcome, stopped, ledger } = await uploadWithLedger(open, dir, s.baseUrl, refusedRows('ZMB', 120));

    expect(refusedWith(outcome, 26)).toBeGreaterThanOrEqual(80);
    expect(refusedWith(outcome, 26)).toBeLessThanOrEqual(90);
    expect(twelvesIn(outcome)).toBe(0);
    expect(await neverAnsweredTwelve(open, s)).toBe(true);
    expect(stopped).toMatch(/faulty answers came/);
    expect(ledger.holders()).toEqual([]);
  });

  it('a reservation naming a live PID with another start time (the PID reused) does not count', async () => {
    const dir = await tempDir();
    const other = await liveHolder(open, await tempDir(), BASE, 1);
    const pid = other.pid ?? 0;
    const ledger = await openFaultLedger({ dir, baseUrl: BASE, limit: 100 });
    const reservation = (startTime: string) => ({
      id: 'r',
      pid,
      startTime,
      since: Date.now(),
      count: 50,
      until: Date.now() + 60_000,
    });
    await fs.writeFile(
      ledger.file,
      JSON.stringify({ address: ledger.address, faults: [], reservations: [reservation('1')] }),
    );
    await ledger.refresh();
    expect(ledger.available()).toBe(90);

    await fs.writeFile(
      ledger.file,
      JSON.stringify({ address: ledger.address, faults: [], reservations: [reservation(processStartTime(pid) ?? '')] }),
    );
    await ledger.refresh();
    expect(ledger.available()).toBe(40);
  });
});

describe('room held by a live process', () => {
  it('is waited for, with a message naming the process and since when, and taken once given back', async () => {
    const dir = await tempDir();
    const holder = await liveHolder(open, dir, BASE, 90);
    const ledger = await openFaultLedger({ dir, baseUrl: BASE });
    expect(ledger.available()).toBe(0);
    let told: readonly RoomHolder[] = [];

    const got = await ledger.waitForRoom(10, {
      onWait: (holders) => {
        told = holders;
        holder.stdin.write('release\n');
      },
    });

    expect(got).toBe(true);
    expect(told).toEqual([{ pid: holder.pid, since: expect.any(Date) as Date, count: 90 }]);
    const message = waitingForRoom(told, 60_000);
    expect(message.en).toMatch(new RegExp(`process ${holder.pid} \\(holding it since \\d\\d:\\d\\d:\\d\\d\\)`));
    expect(message.hu).toContain(`${holder.pid} folyamat`);
    expect((await ledger.reserve(90))?.count).toBe(90);
  });

  it('past the wait, the refusal names the holder and never says "0 faulty answers"', async () => {
    const dir = await tempDir();
    const holder = await liveHolder(open, dir, BASE, 90);
    const ledger = await openFaultLedger({ dir, baseUrl: BASE });

    expect(await ledger.waitForRoom(1, { maxWaitMs: 0 })).toBe(false);

    const why = explainNoRoom(ledger);
    expect(why.en).toContain(`process ${holder.pid}`);
    expect(why.hu).toContain(`${holder.pid} folyamat`);
    expect(why.en).not.toMatch(/\b0 faulty/);
  });

  it('is not waited for when faults, not holders, took the room', async () => {
    const dir = await tempDir();
    const ledger = await openFaultLedger({ dir, baseUrl: BASE });
    await ledger.record(90);
    let waited = false;
    expect(await ledger.waitForRoom(1, { onWait: () => (waited = true) })).toBe(false);
    expect(waited).toBe(false);
    expect(explainNoRoom(ledger).en).toMatch(/^90 faulty answers came/);
  });
});

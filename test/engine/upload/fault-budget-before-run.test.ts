// Before a run starts (the CLI's upload), the fault budget is asked for room: a killed upload's zombie does not hold
// it, a live upload's room is waited for with a message naming it, and a refusal says why in both languages.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFaultLedger } from '../../../src/engine/api';
import { roomBeforeRun } from '../../../src/engine/upload';
import type { StateNotice } from '../../../src/engine/fs/read-state-file';
import { startUnreaped } from '../../support/unreaped-child';
import { closedAfterEach, holderArgs, liveHolder } from '../api/fault-ledger-kit';
import { tempDir } from './upload-test-kit';

const open = closedAfterEach();

const BASE = 'http://127.0.0.1:9/api/json/v3';

describe('room before a run', () => {
  it('is there at once when the upload holding all of it was killed and left a zombie', async () => {
    const dir = await tempDir();
    const zombie = await startUnreaped(holderArgs(dir, BASE, 90));
    open.push(zombie);
    expect(await zombie.nextLine()).toBe(`held ${zombie.pid}`);
    await zombie.killToZombie();
    const told: StateNotice[] = [];

    const refused = await roomBeforeRun(await openFaultLedger({ dir, baseUrl: BASE }), { onWait: (m) => told.push(m) });

    expect(refused).toBeNull();
    expect(told).toEqual([]);
  });

  it('waits for a live upload holding it, saying which (PID) and since when', async () => {
    const dir = await tempDir();
    const holder = await liveHolder(open, dir, BASE, 90);
    const told: StateNotice[] = [];

    const refused = await roomBeforeRun(await openFaultLedger({ dir, baseUrl: BASE }), {
      onWait: (m) => {
        told.push(m);
        holder.stdin.write('release\n');
      },
    });

    expect(refused).toBeNull();
    expect(told).toHaveLength(1);
    expect(told[0]?.en).toMatch(new RegExp(`^Waiting up to 60 s .*process ${holder.pid} \\(holding it since `));
    expect(told[0]?.hu).toMatch(new RegExp(`^Legfeljebb 60 mp várakozás.*${holder.pid} folyamat`));
  });

  it('refuses after the wait naming the holder, and never with "0 faulty answers"', async () => {
    const dir = await tempDir();
    const holder = await liveHolder(open, dir, BASE, 90);

    const refused = await roomBeforeRun(await openFaultLedger({ dir, baseUrl: BASE }), {
      onWait: () => undefined,
      maxWaitMs: 0,
    });

    expect(refused?.en).toContain(`process ${holder.pid}`);
    expect(refused?.en).not.toMatch(/\b0 faulty/);
    expect(refused?.hu).toContain(`${holder.pid} folyamat`);
  });

  it('refuses a damaged count at once, saying it was damaged and until when nothing is sent', async () => {
    const dir = await tempDir();
    const first = await openFaultLedger({ dir, baseUrl: BASE });
    await writeFile(first.file, '\0\u0001garbage{{{');
    const budget = await openFaultLedger({ dir, baseUrl: BASE });
    let waited = false;

    const refused = await roomBeforeRun(budget, { onWait: () => (waited = true) });

    expect(waited).toBe(false);
    expect(budget.damageFound?.notice.en).toContain(path.basename(budget.file));
    expect(refused?.en).toMatch(/damaged.*no request is sent before \d\d:\d\d:\d\d.*Upload again after/);
    expect(refused?.hu).toMatch(/sérült.*Töltse fel újra \d{1,2}:\d\d:\d\d után/);
  });
});

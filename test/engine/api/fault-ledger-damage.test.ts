// A damaged fault ledger fails safe (docs/upload.md, "The fault budget"): the service has counted 90 faulty requests
// from this address, the ledger that knew it is damaged, and an upload of rows the service refuses is answered error
// 12 zero times, because the address is taken as spent for the hour since the file was last written.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faultLedgerFile, openFaultLedger, resolveServiceAddress } from '../../../src/engine/api';
import { movedAside, STATE_DAMAGES } from '../../support/state-damage-kit';
import { tempDir } from '../upload/upload-test-kit';
import {
  closedAfterEach,
  countFaultsAtService,
  limitedSandbox,
  neverAnsweredTwelve,
  refusedRows,
  refusedWith,
  twelvesIn,
  uploadWithLedger,
} from './fault-ledger-kit';

const open = closedAfterEach();

/** The ledger file of `baseUrl` under `dir`, holding the 90 faults the service counted, as an intact one would. */
async function ledgerKnowingNinety(dir: string, baseUrl: string): Promise<string> {
  const file = faultLedgerFile(path.join(dir, 'fault-budget'), (await resolveServiceAddress(baseUrl)).key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const at = Date.now();
  const faults = Array.from({ length: 90 }, () => at);
  await fs.writeFile(file, JSON.stringify({ address: 'loopback', faults, reservations: [] }));
  return file;
}

const DAMAGES = [
  ...STATE_DAMAGES,
  {
    name: 'unreadable (a link that loops)',
    apply: async (f: string): Promise<void> => {
      await fs.rm(f, { force: true });
      await fs.symlink(path.basename(f), f);
    },
  },
];

describe('a damaged fault ledger', () => {
  for (const damage of DAMAGES) {
    it(`${damage.name}: moved aside, the address taken as spent, nothing sent, error 12 never answered`, async () => {
      const s = await limitedSandbox(open);
      await countFaultsAtService(open, s, 90);
      const dir = await tempDir();
      const file = await ledgerKnowingNinety(dir, s.baseUrl);
      await damage.apply(file);

      const { outcome, stopped, ledger } = await uploadWithLedger(open, dir, s.baseUrl, refusedRows('DMG', 120));

      expect(twelvesIn(outcome)).toBe(0);
      expect(await neverAnsweredTwelve(open, s)).toBe(true);
      expect(refusedWith(outcome, 26)).toBe(0);
      expect(stopped).not.toMatch(/\b0 faulty/);
      expect(stopped).toMatch(/damaged/);
      expect(await movedAside(file)).toHaveLength(1);
      expect(ledger.available()).toBe(0);
    });
  }

  it('garbage is moved aside as NAME.damaged-DATE, and the user is told in both languages', async () => {
    const dir = await tempDir();
    const baseUrl = 'http://127.0.0.1:9/api/json/v3';
    const file = await ledgerKnowingNinety(dir, baseUrl);
    await fs.writeFile(file, Buffer.from('\0\u0001garbage{{{', 'utf8'));

    const ledger = await openFaultLedger({ dir: path.join(dir, 'fault-budget'), baseUrl });

    const aside = await movedAside(file);
    expect(aside).toHaveLength(1);
    expect(await fs.readFile(aside[0] ?? '', 'utf8')).toBe('\0\u0001garbage{{{');
    expect(ledger.damageFound?.notice.en).toContain(aside[0]);
    expect(ledger.damageFound?.notice.hu).toMatch(/sérült.*Félretettük/);
    expect(ledger.available()).toBe(0);
  });

  it('is taken as spent only for the rest of the hour since it was last written', async () => {
    const dir = await tempDir();
    const baseUrl = 'http://127.0.0.1:9/api/json/v3';
    const file = await ledgerKnowingNinety(dir, baseUrl);
    await fs.writeFile(file, '{"faults": [');
    const written = Date.now() - 40 * 60 * 1000;
    await fs.utimes(file, written / 1000, written / 1000);
    let t = Date.now();

    const ledger = await openFaultLedger({ dir: path.join(dir, 'fault-budget'), baseUrl, now: () => t });

    expect(ledger.available()).toBe(0);
    expect(ledger.distrust()?.until?.getTime()).toBeCloseTo(written + 60 * 60 * 1000, -3);
    t = written + 60 * 60 * 1000 + 1;
    expect(ledger.available()).toBe(ledger.usable);
  });

  it('older than an hour costs nothing: every fault it held has left the hour, and the user is told so', async () => {
    const dir = await tempDir();
    const baseUrl = 'http://127.0.0.1:9/api/json/v3';
    const file = await ledgerKnowingNinety(dir, baseUrl);
    await fs.writeFile(file, '[1, 2, 3]');
    const written = Date.now() - 2 * 60 * 60 * 1000;
    await fs.utimes(file, written / 1000, written / 1000);

    const ledger = await openFaultLedger({ dir: path.join(dir, 'fault-budget'), baseUrl });

    expect(ledger.available()).toBe(ledger.usable);
    expect(ledger.damageFound?.notice.en).toMatch(/more than an hour ago/);
    expect(ledger.damageFound?.notice.hu).toMatch(/Több mint egy órája/);
  });

  it('a second process opening the replaced ledger also finds the address spent, and why', async () => {
    const dir = await tempDir();
    const baseUrl = 'http://127.0.0.1:9/api/json/v3';
    const file = await ledgerKnowingNinety(dir, baseUrl);
    await fs.writeFile(file, '');
    await openFaultLedger({ dir: path.join(dir, 'fault-budget'), baseUrl });

    const later = await openFaultLedger({
      dir: path.join(dir, 'fault-budget'),
      baseUrl: 'http://localhost:9/api/json/v3',
    });

    expect(later.damageFound).toBeNull();
    expect(later.available()).toBe(0);
    expect(later.distrust()?.notice.en).toMatch(/damaged/);
    expect(await later.reserve(1)).toBeNull();
  });
});

// The requests an upload of new sellers makes around its batches: the reference data and the office's sellers (for
// the lookalike check) before the first batch, nothing after the last (docs/upload.md, "What runs while the service
// answers"). Over a slow link every request on that path is a round trip the office waits for.
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { startCliSandbox } from '../support/cli-sandbox-kit';

let s: CliSandbox;
beforeAll(async () => {
  s = await startCliSandbox('upload-round-trips-');
});
afterAll(async () => {
  await s.close();
});

/** A list of the office's records (not a look-up by reference). */
const officeList = (url: string): boolean => !url.includes('transfer_id=');

/**
 * A relay that holds the answer to `GET /region` until the office's sellers (or listings) are asked for (or a while
 * has passed, so an upload that waits for the answer first still ends), and tells whether they were asked while it
 * held it; `which` tells the awaited list by its address.
 */
async function holdingRegion(
  target: string,
  list: 'seller' | 'property' = 'seller',
  which: (url: string) => boolean = officeList,
): Promise<{ baseUrl: string; askedWhileHeld: () => boolean; close: () => Promise<void> }> {
  const to = new URL(target);
  let askedWhileHeld = false;
  const held: (() => void)[] = [];
  const releaseAll = () => held.splice(0).forEach((f) => f());
  const server = http.createServer((req, res) => {
    const forward = () =>
      req.pipe(
        http.request(
          { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
          (a) => {
            res.writeHead(a.statusCode ?? 502, a.headers);
            a.pipe(res);
          },
        ),
      );
    const resource = (req.url ?? '').split('?')[0]?.split('/').pop();
    if (req.method === 'GET' && resource === 'region') {
      held.push(forward);
      setTimeout(releaseAll, 3000).unref();
      return;
    }
    if (req.method === 'GET' && resource === list && which(req.url ?? '') && held.length > 0) {
      askedWhileHeld = true;
      releaseAll();
    }
    forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${to.pathname}`,
    askedWhileHeld: () => askedWhileHeld,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A dry run of `csv` through a relay holding `/region`: whether the office's `list` was asked while it held it. */
async function askedWhileRegionHeld(
  csv: string,
  list: 'seller' | 'property',
  which: (url: string) => boolean = officeList,
): Promise<boolean> {
  const relay = await holdingRegion(s.proxy.baseUrl, list, which);
  try {
    const args = { baseUrl: relay.baseUrl, officeId: String(DEMO.offices.budapest), json: true, dryRun: true };
    const run = await s.upload(csv, args);
    expect(run.errors).toBe('');
    return relay.askedWhileHeld();
  } finally {
    await relay.close();
  }
}

/** A request as `METHOD /resource`, its query left out. */
const named = (r: { method: string; path: string }): string =>
  `${r.method} /${r.path.split('?')[0]?.split('/').pop() ?? ''}`;

describe('an upload of new sellers', () => {
  it('asks for the reference data and the office sellers before its first batch, and nothing after its last', async () => {
    const csv = s.file('sellers.csv');
    const lines = Array.from(
      { length: 200 },
      (_, i) => `Körtvélyesi ${i + 1};+36 30 777 ${String(i + 1).padStart(4, '0')};k${i + 1}@example.hu`,
    );
    await writeFile(csv, `Név;Telefon;E-mail\n${lines.join('\n')}\n`);
    const run = await s.upload(csv, { officeId: String(DEMO.offices.budapest), json: true, out: s.file('out.csv') });
    expect(run.errors).toBe('');
    expect(run.code).toBe(0);
    const requests = run.seen.map(named);
    const first = requests.indexOf('POST /batch');
    const last = requests.lastIndexOf('POST /batch');
    expect(requests.slice(0, first).sort()).toEqual(['GET /office', 'GET /region', 'GET /seller']);
    expect(requests.slice(first, last + 1).every((r) => r === 'POST /batch')).toBe(true);
    expect(requests.slice(last + 1)).toEqual([]);
  });

  it('asks for the office sellers while the reference data is still on its way', async () => {
    const csv = s.file('sellers.csv');
    await writeFile(csv, 'Név;Telefon;E-mail\nKörtvélyesi Ödön;+36 30 777 9001;kodon@example.hu\n');
    expect(await askedWhileRegionHeld(csv, 'seller')).toBe(true);
  });
});

describe('an upload of listings with their references', () => {
  const listings = async (): Promise<string> => {
    const csv = s.file('listings.csv');
    await writeFile(
      csv,
      'Hirdetés azonosító;Típus;Eladó vagy kiadó;Település;Cím;Ár;Alapterület\n' +
        'RT-1;lakás;eladó;Budapest;Kő utca 1.;55 000 000 Ft;60\n' +
        'RT-2;lakás;eladó;Budapest;Kő utca 2.;58 000 000 Ft;62\n',
    );
    return csv;
  };

  it("asks for the office's listings (the plausibility checks') while the reference data is on its way", async () => {
    const csv = await listings();
    expect(await askedWhileRegionHeld(csv, 'property')).toBe(true);
  });

  it("asks for the office's listings once, with the reference data and the look-up, before its first batch", async () => {
    const run = await s.upload(await listings(), {
      officeId: String(DEMO.offices.budapest),
      json: true,
      out: s.file('out.csv'),
    });
    expect(run.errors).toBe('');
    expect(run.code).toBe(0);
    const lookUp = (r: { method: string; path: string }): string =>
      r.path.includes('transfer_id=') ? `${named(r)} by reference` : named(r);
    const requests = run.seen.map(lookUp);
    const first = requests.indexOf('POST /batch');
    const before = ['GET /office', 'GET /property', 'GET /property by reference', 'GET /region'];
    expect(requests.slice(0, first).sort()).toEqual(before);
    expect(requests.slice(first).every((r) => r === 'POST /batch')).toBe(true);
  });

  it("asks for no office's listings of the plausibility checks in a sync preview, which ends before them", async () => {
    const run = await s.upload(await listings(), { officeId: String(DEMO.offices.budapest), syncPreview: true });
    const judgedBy = run.seen.filter((r) => r.method === 'GET' && r.path.includes('part=id%2Cproperty%2Clocation'));
    expect(judgedBy).toEqual([]);
  });
});

describe('an upload of more listings with references than the look-up filters by', () => {
  /** 1,001 listings with their references, the first `invalid` of them refused by their price. */
  const listings = async (invalid: number): Promise<string> => {
    const csv = s.file('many-listings.csv');
    const lines = Array.from({ length: 1001 }, (_, i) => {
      const price = i < invalid ? 'sok pénz' : '55 000 000 Ft';
      return `RTW-${i + 1};lakás;eladó;Budapest;Kő utca ${i + 1}.;${price};60`;
    });
    await writeFile(
      csv,
      `Hirdetés azonosító;Típus;Eladó vagy kiadó;Település;Cím;Ár;Alapterület\n${lines.join('\n')}\n`,
    );
    return csv;
  };
  /** The look-up's listing of the office whole: its ids only. */
  const wholeLookUp = (url: string): boolean => officeList(url) && /[?&]part=id(&|$)/.test(url);

  it('asks for the look-up (the office listed whole) while the reference data is on its way', async () => {
    expect(await askedWhileRegionHeld(await listings(0), 'property', wholeLookUp)).toBe(true);
  });

  it('lists the office whole once, and looks up no reference, when the preparation refuses some rows', async () => {
    const run = await s.upload(await listings(2), {
      officeId: String(DEMO.offices.budapest),
      json: true,
      dryRun: true,
    });
    expect(run.errors).toBe('');
    expect(run.code).toBe(1);
    const lookUps = run.seen.filter((r) => r.method === 'GET' && named(r) === 'GET /property');
    expect(lookUps.filter((r) => wholeLookUp(r.path))).toHaveLength(1);
    expect(lookUps.filter((r) => !officeList(r.path))).toEqual([]);
  });

  it('asks for no look-up in a sync preview, which ends before it', async () => {
    const run = await s.upload(await listings(0), { officeId: String(DEMO.offices.budapest), syncPreview: true });
    expect(run.seen.filter((r) => r.method === 'GET' && wholeLookUp(r.path))).toEqual([]);
  });
});

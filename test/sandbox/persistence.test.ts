import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/catalog';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';
import { call, createdId, errorCode, manualClock, propertyBody, sellerBody } from './sandbox-client';
import { sandboxCommandArgs, signalGroup, startCliSandbox } from './cli-process';
import { useTempFolderPerTest } from '../support/temp-folder-kit';

const office = DEMO.offices.budapest;
const temp = useTempFolderPerTest('sandbox-data-');

describe('storage with a data folder', () => {
  it('keeps sellers, properties, images and recent deletions across a restart, and continues the identifiers', async () => {
    const clock = manualClock();
    let sb: RunningSandbox = await startSandbox({ dataDir: temp.dir, seed: 'demo', now: clock.now });
    const sellerId = createdId(
      await call(sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') }),
      'seller',
    );
    const propertyId = createdId(
      await call(sb, 'POST', `/property?office_id=${office}`, {
        json: propertyBody('P-1', { seller: { id: sellerId } }),
      }),
      'property',
    );
    await call(sb, 'POST', `/property/image?id=${propertyId}`, {
      json: { images: [{ id: { transfer_id: 'I-1' }, image: { url: 'https://kepek.example.hu/1.jpg' } }] },
    });
    await call(sb, 'PUT', `/seller?id=${sellerId}`, { json: { seller: { name: 'Átnevezett Elek' } } });
    await call(sb, 'POST', `/property?office_id=${office}`, { json: propertyBody('P-gone') });
    await call(sb, 'DELETE', `/property?transfer_id=P-gone&office_id=${office}`);
    const before = (await call(sb, 'GET', '/property?part=id,property,seller,location,price,images.id')).body;
    await sb.close();

    sb = await startSandbox({ dataDir: temp.dir, seed: 'empty', now: clock.now });
    try {
      expect((await call(sb, 'GET', '/property?part=id,property,seller,location,price,images.id')).body).toEqual(
        before,
      );
      const [seller] = (await call(sb, 'GET', `/seller?part=seller&id=${sellerId}`)).body as {
        seller: { name: string };
      }[];
      expect(seller?.seller.name).toBe('Átnevezett Elek');
      expect((await call(sb, 'GET', '/seller?part=id')).body).toHaveLength(3);
      const next = createdId(
        await call(sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-2') }),
        'seller',
      );
      expect(next).toBeGreaterThan(sellerId);
      expect(errorCode(await call(sb, 'POST', `/property?office_id=${office}`, { json: propertyBody('P-gone') }))).toBe(
        ERROR_CODES.DUPLICATE_RECREATE,
      );
    } finally {
      await sb.close();
    }
  });

  it('loses nothing answered before a kill -9, and ignores a torn last journal line', async () => {
    const first = await startCliSandbox(process.execPath, sandboxCommandArgs({ seed: 'empty', data: temp.dir }));
    const target = { baseUrl: first.baseUrl, port: Number(new URL(first.baseUrl).port), close: async () => undefined };
    const items = Array.from({ length: 50 }, (_, i) => ({
      method: 'POST',
      uri: `/seller?office_id=${office}`,
      body: sellerBody(`K-${i}`),
    }));
    expect((await call(target, 'POST', '/batch', { json: items })).status).toBe(207);
    expect((await call(target, 'POST', `/seller?office_id=${office}`, { json: sellerBody('K-last') })).status).toBe(
      201,
    );
    signalGroup(first.child, 'SIGKILL');
    await first.exited;
    await appendFile(path.join(temp.dir, 'journal.ndjson'), '{"seq": 99999, "m": {"kind": "sel');

    const sb = await startSandbox({ dataDir: temp.dir });
    try {
      const ids = ((await call(sb, 'GET', '/seller?part=id')).body as { id: { transfer_id: string } }[]).map(
        (s) => s.id.transfer_id,
      );
      expect(ids).toHaveLength(51);
      expect(ids).toContain('K-last');
    } finally {
      await sb.close();
    }
    const snapshot = JSON.parse(await readFile(path.join(temp.dir, 'snapshot.json'), 'utf8')) as { sellers: unknown[] };
    expect(snapshot.sellers).toHaveLength(51);
  }, 30_000);

  it('refuses a data folder already used by a running sandbox, and takes over the lock of a dead one', async () => {
    const a = await startSandbox({ dataDir: temp.dir, seed: 'empty' });
    try {
      await expect(startSandbox({ dataDir: temp.dir })).rejects.toThrow(/already used by another sandbox/);
    } finally {
      await a.close();
    }
    const cli = await startCliSandbox(process.execPath, sandboxCommandArgs({ data: temp.dir }));
    await expect(startSandbox({ dataDir: temp.dir })).rejects.toThrow(new RegExp(`process ${String(cli.child.pid)}`));
    signalGroup(cli.child, 'SIGKILL');
    await cli.exited;
    const b = await startSandbox({ dataDir: temp.dir });
    await b.close();
  }, 30_000);

  it('refuses a snapshot that is not JSON with a message naming the file', async () => {
    await writeFile(path.join(temp.dir, 'snapshot.json'), '{ not json');
    await expect(startSandbox({ dataDir: temp.dir })).rejects.toThrow(/snapshot\.json cannot be read/);
  });

  it('keeps everything in memory without a data folder', async () => {
    const a = await startSandbox({ seed: 'empty' });
    await call(a, 'POST', `/seller?office_id=${office}`, { json: sellerBody('S-1') });
    await a.close();
    const b = await startSandbox({ seed: 'empty' });
    try {
      expect((await call(b, 'GET', '/seller?part=id')).body).toEqual([]);
    } finally {
      await b.close();
    }
  });
});

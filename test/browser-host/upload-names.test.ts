// A workbook uploaded to the browser host keeps the name the user chose: a CSV's sheet is named after it, and the runs
// the data folder lists after a restart name it (the journal holds the stored path). Two hosts on one data folder:
// stopping one leaves the other's uploads working (docs/security.md, "The browser host").
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBrowserHost } from '../../src/browser-host/browser-host';
import { hostClient, type HostClient } from './host-client';
import { startHostInTemp, type HostInTemp } from './host-in-temp-kit';

const CSV = Buffer.from('Név;Telefonszám\nKis Anna;+36 30 555 0101\n');
const open: { host?: HostInTemp; client?: HostClient } = {};

afterEach(async () => {
  open.client?.close();
  await open.host?.close();
});

async function uploaded(name: string, body: Buffer = CSV): Promise<{ client: HostClient; id: string }> {
  open.host = await startHostInTemp('host-upload-names-');
  open.client = await hostClient(open.host.host);
  return { client: open.client, id: await open.client.upload(name, body) };
}

type Opened = { readonly ok: true; readonly value: { readonly sheets: readonly { readonly name: string }[] } };

describe('a workbook uploaded to the browser host', () => {
  it("is a CSV whose sheet is named after the user's file, not after its stored copy", async () => {
    const { client, id } = await uploaded('17-excel-csv-cp1250.csv');
    const r = (await client.call('openWorkbook', { file: { kind: 'upload', uploadId: id } })) as Opened;
    expect(r.value.sheets.map((s) => s.name)).toEqual(['17-excel-csv-cp1250']);
  });

  it('is stored under its own name, once for the same bytes and name (a run of it resumes)', async () => {
    const { client } = await uploaded('Ügyfelek – november.csv');
    await client.upload('Ügyfelek – november.csv', CSV);
    const files = await storedFiles();
    expect(files.map((f) => basename(f))).toEqual(['Ügyfelek – november.csv']);
    expect(await readFile(files[0] ?? '')).toEqual(CSV);
  });

  it('is stored under a name cut to fit the file system, its extension kept, control characters dropped', async () => {
    await uploaded(`${'Árvíztűrő tükörfúrógép '.repeat(12)}\u0001.csv`);
    const name = basename((await storedFiles())[0] ?? '');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(120);
    expect(name).toMatch(/^Árvíztűrő tükörfúrógép .*\.csv$/);
    expect([...name].some((c) => (c.codePointAt(0) ?? 0) < 0x20)).toBe(false);
  });
});

describe('a host that stops', () => {
  it('takes its uploads and what was written beside them (a results copy) with it', async () => {
    const { client, id } = await uploaded('eladok.csv');
    expect((await client.call('openWorkbook', { file: { kind: 'upload', uploadId: id } })).ok).toBe(true);
    const [stored] = await storedFiles();
    await writeFile(join(dirname(stored ?? ''), 'eladok.results.csv'), 'the office results');
    open.client?.close();
    open.client = undefined;
    const h = open.host;
    open.host = undefined;
    await h?.host.close();
    try {
      expect(await storedFiles(h?.dir)).toEqual([]);
    } finally {
      await rm(h?.dir ?? '', { recursive: true, force: true });
    }
  });
});

describe('two hosts on one data folder', () => {
  it('stopping one leaves the other receiving and opening uploads', async () => {
    open.host = await startHostInTemp('host-two-');
    const { dir } = open.host;
    const first = await startBrowserHost({
      dataDir: join(dir, 'data'),
      rendererDir: join(dir, 'renderer'),
      locale: 'hu-HU',
    });
    const firstClient = await hostClient(first);
    open.client = await hostClient(open.host.host);
    try {
      const before = await open.client.upload('elso.csv', CSV);
      await firstClient.upload('harmadik.csv', CSV);
      firstClient.close();
      await first.close();
      const after = await open.client.upload('masodik.csv', CSV);
      for (const id of [before, after]) {
        const r = await open.client.call('openWorkbook', { file: { kind: 'upload', uploadId: id } });
        expect(r.ok).toBe(true);
      }
      // The stopped host took its own upload with it, and nothing of the other's.
      expect((await storedFiles()).map((f) => basename(f)).toSorted()).toEqual(['elso.csv', 'masodik.csv']);
    } finally {
      firstClient.close();
    }
  });
});

/** The uploaded copies on disk, partial ones left out. */
async function storedFiles(dir = open.host?.dir): Promise<string[]> {
  const root = join(dir ?? '', 'data', 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.name.endsWith('.part')).map((e) => join(e.parentPath, e.name));
}

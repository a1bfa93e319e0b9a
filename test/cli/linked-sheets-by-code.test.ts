// Linked sheets keyed by a code, on the command line as in the app: the Sellers sheet's "Kód" column (no synonym
// knows it) is found from the values the listings refer to, so `map` proposes it and `upload` links every listing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import { officeListings, writeOfficeWorkbook } from '../e2e/support/office-workbook';

let dir: string;
let sandbox: RunningSandbox;

function capture() {
  const out: string[] = [];
  const errors: string[] = [];
  return {
    out,
    errors,
    io: { log: (s: string) => out.push(s), error: (s: string) => errors.push(s), progress: false },
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cli-linked-'));
  process.env.LISTING_API_PASSWORD = DEMO.users.demo.password;
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
});

beforeEach(async () => {
  process.env.LISTING_IMPORTER_DATA_DIR = await mkdtemp(path.join(dir, 'home-'));
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

interface MapJson {
  readonly sheets: readonly {
    readonly name: string;
    readonly columns: readonly { readonly header: string; readonly field: string | null; readonly found_by?: string }[];
  }[];
}

describe('linked sheets keyed by a code (command line)', () => {
  it("map proposes the Sellers sheet's Kód column as the sellers' ID, from the listings' references", async () => {
    const book = path.join(dir, 'map.xlsx');
    await writeOfficeWorkbook(book, officeListings(30));
    const c = capture();
    expect(await runMapCommand(book, { json: true }, c.io)).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as MapJson;
    const kod = report.sheets.find((s) => s.name === 'Értékesítők')?.columns.find((x) => x.header === 'Kód');
    expect(kod).toMatchObject({ field: 'id.transfer_id', found_by: 'values' });
  });

  it('upload links every listing to its seller by that code: 30 of 30 created', async () => {
    const book = path.join(dir, 'upload.xlsx');
    await writeOfficeWorkbook(book, officeListings(30));
    const c = capture();
    const code = await runUploadCommand(
      book,
      { officeId: String(DEMO.offices.budapest), baseUrl: sandbox.baseUrl, user: 'demo', json: true },
      c.io,
    );
    const text = c.out.join('\n') + c.errors.join('\n');
    expect(text).not.toContain('there is no seller');
    expect(code).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as { summary: Record<string, number> };
    expect(report.summary.created).toBe(33);
  });
});

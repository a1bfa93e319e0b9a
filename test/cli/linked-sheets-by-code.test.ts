// Linked sheets keyed by a code, on the command line as in the app: the Sellers sheet's "Kód" column (no synonym
// knows it) is found from the values the listings refer to, so `map` proposes it and `upload` links every listing.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import { officeListings, writeOfficeWorkbook } from '../e2e/support/office-workbook';

const kit = useDemoSandbox('cli-linked-');

interface MapJson {
  readonly sheets: readonly {
    readonly name: string;
    readonly columns: readonly { readonly header: string; readonly field: string | null; readonly found_by?: string }[];
  }[];
}

describe('linked sheets keyed by a code (command line)', () => {
  it("map proposes the Sellers sheet's Kód column as the sellers' ID, from the listings' references", async () => {
    const book = path.join(kit.dir, 'map.xlsx');
    await writeOfficeWorkbook(book, officeListings(30));
    const c = captureIo();
    expect(await runMapCommand(book, { json: true }, c.io)).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as MapJson;
    const kod = report.sheets.find((s) => s.name === 'Értékesítők')?.columns.find((x) => x.header === 'Kód');
    expect(kod).toMatchObject({ field: 'id.transfer_id', found_by: 'values' });
  });

  it('upload links every listing to its seller by that code: 30 of 30 created', async () => {
    const book = path.join(kit.dir, 'upload.xlsx');
    await writeOfficeWorkbook(book, officeListings(30));
    const c = captureIo();
    const code = await runUploadCommand(book, { ...kit.online(), json: true }, c.io);
    const text = c.out.join('\n') + c.errors.join('\n');
    expect(text).not.toContain('there is no seller');
    expect(code).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as { summary: Record<string, number> };
    expect(report.summary.created).toBe(33);
  });
});

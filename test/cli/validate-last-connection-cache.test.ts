// `validate` without a connection uses the reference data saved at the last connection, and says whose (service,
// user, date), rather than marking every listing invalid for want of a settlement list.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { formatBoth } from '../../src/catalog';
import { IMPORT_REFERENCE_MESSAGES } from '../../src/engine/pipeline';
import { DEMO } from '../../src/sandbox';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import { startRegionRefusingRelay } from '../support/region-refusing-relay';

const kit = useDemoSandbox('cli-last-cache-');
let book: string;

interface Report {
  readonly summary: { readonly reference: string | null; readonly skipped_checks: readonly string[] };
  readonly rows: readonly { row: number; status: string }[];
}

beforeAll(async () => {
  book = path.join(kit.dir, 'ingatlanok.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Kerület', 'Ár', 'Alapterület']);
  ws.addRow(['P-1', 'lakás', 'eladó', 'Budapest', 'XIII. kerület', '45 000 000 Ft', 62]);
  ws.addRow(['P-2', 'lakás', 'eladó', 'Budapest', 'II. kerület', '52 000 000 Ft', 70]);
  await wb.xlsx.writeFile(book);
});

const office = String(DEMO.offices.budapest);

async function validate(opts: Record<string, unknown>): Promise<{ code: number; report: Report }> {
  const c = captureIo();
  const code = await runValidateCommand(book, { officeId: office, json: true, ...opts }, c.io);
  return { code, report: JSON.parse(c.out.join('\n')) as Report };
}

describe('validate without a connection', () => {
  it("uses the last connection's saved reference data and names its service, user and date", async () => {
    expect((await validate({ baseUrl: kit.baseUrl, user: 'demo' })).code).toBe(0);
    const { code, report } = await validate({});
    expect(report.rows.map((r) => `${r.row}:${r.status}`)).toEqual(['2:valid', '3:valid']);
    expect(code).toBe(0);
    expect(report.summary.reference).toContain(kit.baseUrl);
    expect(report.summary.reference).toContain('demo');
    expect(report.summary.reference).toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('--offline alone uses the same cache', async () => {
    expect((await validate({ baseUrl: kit.baseUrl, user: 'demo' })).code).toBe(0);
    const { code, report } = await validate({ offline: true });
    expect(code).toBe(0);
    expect(report.summary.reference).toContain(kit.baseUrl);
  });

  it('knows the sellers the last connection looked up: a seller on the service passes, one nowhere is refused', async () => {
    const other = path.join(kit.dir, 'sellers.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Ingatlanok');
    ws.addRow(['Hirdetés azonosító', 'Értékesítő azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár']);
    ws.addRow(['S-1', 'DEMO-S1', 'lakás', 'eladó', 'Budapest', '45 000 000 Ft']);
    ws.addRow(['S-2', 'NINCS-ILYEN', 'lakás', 'eladó', 'Budapest', '45 000 000 Ft']);
    await wb.xlsx.writeFile(other);
    const run = async (opts: Record<string, unknown>) => {
      const c = captureIo();
      await runValidateCommand(other, { officeId: office, json: true, ...opts }, c.io);
      return JSON.parse(c.out.join('\n')) as Report;
    };
    await run({ baseUrl: kit.baseUrl, user: 'demo' });
    const report = await run({});
    expect(report.rows.map((r) => `${r.row}:${r.status}`)).toEqual(['2:valid', '3:invalid']);
    expect(report.summary.skipped_checks.join(' ')).not.toContain('looked up');
  });

  it('with no cache at all it says so, and which checks it skipped', async () => {
    const { code, report } = await validate({});
    expect(code).toBe(1);
    expect(report.summary.reference).toContain('no saved reference data');
    expect(report.summary.skipped_checks.join(' ')).toContain('No region list');
  });

  it('with the lists refused by the service and none saved, refuses the listings and says why in both languages', async () => {
    const relay = await startRegionRefusingRelay(kit.baseUrl);
    try {
      const c = captureIo();
      const code = await runValidateCommand(
        book,
        { officeId: office, json: true, baseUrl: relay.baseUrl, user: 'demo' },
        c.io,
      );
      const report = JSON.parse(c.out.join('\n')) as Report;
      expect(report.rows.map((r) => `${r.row}:${r.status}`)).toEqual(['2:invalid', '3:invalid']);
      expect(code).toBe(1);
      const told = formatBoth(IMPORT_REFERENCE_MESSAGES.none);
      expect(c.errors.join('\n')).toContain(told.en);
      expect(c.errors.join('\n')).toContain(told.hu);
    } finally {
      await relay.close();
    }
  });
});

// validate prints plausibility warnings and image link results (text and JSON) without changing its exit code;
// --accept-warnings takes them out of the open ones; an unknown kind is unusable input.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { runValidateCommand } from '../../src/cli/commands/validate-command';
import { DEMO } from '../../src/sandbox';
import type { ImageServer } from '../engine/image-check/image-server-kit';
import { startImageServer } from '../engine/image-check/image-server-kit';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';

const kit = useDemoSandbox('cli-plausibility-');
let images: ImageServer;
let book: string;
let modifies: string;

interface Row {
  readonly row: number;
  readonly status: string;
  readonly warnings?: readonly { kind: string; accepted: boolean; fix: readonly { value: unknown }[] }[];
  readonly image?: { outcome: string };
}

beforeAll(async () => {
  images = await startImageServer();
  book = path.join(kit.dir, 'iroda.xlsx');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ingatlanok');
  ws.addRow(['Hirdetés azonosító', 'Típus', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület']);
  const prices = [55, 58, 60, 62, 64, 66, 59, 61];
  prices.forEach((m, i) => ws.addRow([`P-${i}`, 'lakás', 'eladó', 'Budapest', `${m} 000 000 Ft`, 60]));
  ws.addRow(['P-SLIP', 'lakás', 'eladó', 'Budapest', '45 900 Ft', 60]);
  const img = wb.addWorksheet('Ingatlan képek');
  img.addRow(['Hirdetés azonosító', 'Kép azonosító', 'Kép URL']);
  img.addRow(['P-0', 'K-1', images.url('/ok.jpg')]);
  img.addRow(['P-0', 'K-2', images.url('/missing.jpg')]);
  await wb.xlsx.writeFile(book);
  // The demo listing DEMO-P1 costs 64 900 000 Ft on the portal; the row cuts it by 90 % by a slip.
  modifies = path.join(kit.dir, 'modositas.xlsx');
  const mb = new ExcelJS.Workbook();
  const ms = mb.addWorksheet('Ingatlanok');
  ms.addRow(['Hirdetés azonosító', 'Service ID', 'Ár']);
  ms.addRow(['DEMO-P1', DEMO.properties.angyalfoldFlat.id, '6 490 000 Ft']);
  await mb.xlsx.writeFile(modifies);
});

afterAll(async () => {
  await images.close();
});

const connection = kit.online;

describe('validate with plausibility warnings', () => {
  it('prints the scale slip with its likely value, and exits 0', async () => {
    const c = captureIo();
    const code = await runValidateCommand(book, connection(), c.io);
    expect(code).toBe(0);
    const line = c.out.find((l) => l.includes('warning scale-slip'));
    expect(line).toContain('Ingatlanok row 10');
    expect(line).toContain('45,900 Ft → 45,900,000 Ft?');
    expect(c.out.join('\n')).toContain('plausibility_warnings: 1');
  });

  it('gives the warning in JSON with both languages and the fix', async () => {
    const c = captureIo();
    await runValidateCommand(book, { ...connection(), json: true }, c.io);
    const report = JSON.parse(c.out.join('\n')) as { summary: Record<string, unknown>; rows: readonly Row[] };
    const row = report.rows.find((r) => r.row === 10);
    expect(row?.status).toBe('valid');
    expect(row?.warnings).toMatchObject([{ kind: 'scale-slip', accepted: false, fix: [{ value: 45_900_000 }] }]);
    expect(report.summary.plausibility_warnings).toBe(1);
  });

  it('counts an accepted kind apart and no longer prints it', async () => {
    const c = captureIo();
    await runValidateCommand(book, { ...connection(), acceptWarnings: 'scale-slip' }, c.io);
    expect(c.out.some((l) => l.includes('warning scale-slip'))).toBe(false);
    expect(c.out.join('\n')).toContain('accepted_warnings: 1');
  });

  it('accepts one row by Sheet!row#kind', async () => {
    const c = captureIo();
    await runValidateCommand(book, { ...connection(), json: true, acceptWarnings: 'Ingatlanok!10#scale-slip' }, c.io);
    const report = JSON.parse(c.out.join('\n')) as { summary: Record<string, unknown> };
    expect(report.summary).toMatchObject({ plausibility_warnings: 0, accepted_warnings: 1 });
  });

  it('refuses an unknown kind as unusable input, naming it', async () => {
    const c = captureIo();
    expect(await runValidateCommand(book, { ...connection(), acceptWarnings: 'scale-slipp' }, c.io)).toBe(2);
    expect(c.errors.join('\n')).toContain('"scale-slipp" is not a warning kind');
  });

  it('notes the warning and the broken image link on their cells with --out', async () => {
    const out = path.join(kit.dir, 'jegyzetekkel.xlsx');
    const c = captureIo();
    expect(await runValidateCommand(book, { ...connection(), out, checkImages: true }, c.io)).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    expect(JSON.stringify(wb.getWorksheet('Ingatlanok')?.getCell('E10').note)).toContain('45 900 000 Ft?');
    const images = wb.getWorksheet('Ingatlan képek');
    expect(JSON.stringify(images?.getCell('C3').note)).toContain('Image link: not found (HTTP 404)');
    expect(images?.getCell('C2').note).toBeUndefined();
  });

  it('checks image links with --check-images, per row, exit code unchanged', async () => {
    const c = captureIo();
    const code = await runValidateCommand(book, { ...connection(), json: true, checkImages: true }, c.io);
    expect(code).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as { summary: Record<string, unknown>; rows: readonly Row[] };
    const outcomes = report.rows.filter((r) => r.image !== undefined).map((r) => [r.row, r.image?.outcome]);
    expect(outcomes).toEqual([
      [2, 'reachable'],
      [3, 'not-found'],
    ]);
    expect(report.summary).toMatchObject({ image_links_checked: 2, image_links_broken: 1 });
  });
});

describe('upload --dry-run with plausibility warnings', () => {
  it('flags a price cut by more than half against the portal, old → new, and exits 0', async () => {
    const c = captureIo();
    const code = await runUploadCommand(modifies, { ...connection(), dryRun: true, json: true }, c.io);
    expect(c.errors).toEqual([]);
    expect(code).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as {
      rows: readonly (Row & { warnings?: readonly { message: string }[] })[];
    };
    const w = report.rows[0]?.warnings ?? [];
    expect(w).toMatchObject([{ kind: 'price-change', fix: [{ value: 64_900_000 }] }]);
    expect(w[0]?.message).toContain('64,900,000 Ft → 6,490,000 Ft');
  });
});

describe('a real upload with plausibility warnings and image links', () => {
  /** A fresh copy of a workbook, so each upload starts from nothing sent (the journal is kept per workbook path). */
  async function copyOf(source: string, name: string): Promise<string> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(source);
    const file = path.join(kit.dir, name);
    await wb.xlsx.writeFile(file);
    return file;
  }

  it("notes the broken image link on its cell in the results workbook, in the workbook's language", async () => {
    const input = await copyOf(book, 'feltoltes-kepekkel.xlsx');
    const out = path.join(kit.dir, 'feltoltes-eredmeny.xlsx');
    const c = captureIo();
    const code = await runUploadCommand(input, { ...connection(), out, checkImages: true, json: true }, c.io);
    expect(code).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const sheet = wb.getWorksheet('Ingatlan képek');
    expect(JSON.stringify(sheet?.getCell('C3').note)).toContain('Képlink: nem található (HTTP 404)');
    expect(JSON.stringify(sheet?.getCell('C3').note)).not.toContain('Image link');
    expect(sheet?.getCell('C2').note).toBeUndefined();
  });

  it("judges by the office's listings like the dry run, and flags the price cut against the portal", async () => {
    const input = await copyOf(modifies, 'modositas-feltoltes.xlsx');
    const c = captureIo();
    const code = await runUploadCommand(
      input,
      { ...connection(), out: path.join(kit.dir, 'modositas-eredmeny.xlsx'), json: true },
      c.io,
    );
    expect(code).toBe(0);
    const report = JSON.parse(c.out.join('\n')) as { summary: Record<string, unknown>; rows: readonly Row[] };
    expect(String(report.summary.plausibility_basis)).toMatch(/^the office's \d+ listings on the portal/);
    expect(report.rows[0]?.warnings).toMatchObject([{ kind: 'price-change', fix: [{ value: 64_900_000 }] }]);
  });
});

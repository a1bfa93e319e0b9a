// The app's "Download template": a template workbook per language and property type, offered like an export.
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

let h: ServicesHarness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function sheetNames(file: string): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb.worksheets.map((ws) => ws.name);
}

describe('downloadTemplate', () => {
  it('offers a Hungarian template with one properties sheet per chosen type', async () => {
    h = await startServices('template-hu-');
    const r = await h.call('downloadTemplate', { language: 'hu', types: ['apartment', 'house'] });
    expect(r.name).toBe('sablon-lakas-haz.xlsx');
    expect(r.saved?.path).toBe(h.offered());
    const names = await sheetNames(h.offered() ?? '');
    expect(names).toEqual(expect.arrayContaining(['Értékesítők', 'Ingatlanok – lakás', 'Ingatlanok – ház']));
    expect(r.settlements).toBe(0);
    expect(r.source).toBeNull();
  });

  it('offers an English template with one sheet for every type when no type is chosen', async () => {
    h = await startServices('template-en-');
    const r = await h.call('downloadTemplate', { language: 'en' });
    expect(r.name).toBe('template.xlsx');
    const names = await sheetNames(h.offered() ?? '');
    expect(names).toEqual(expect.arrayContaining(['Sellers', 'Properties']));
  });

  it('refuses a type the catalog does not know', async () => {
    h = await startServices('template-bad-');
    await expect(h.call('downloadTemplate', { types: ['castle'] })).rejects.toThrow(/invalid_request/);
  });
});

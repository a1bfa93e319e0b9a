// Office workbooks written by openpyxl and by LibreOffice, and the records the sandbox holds after an upload.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiClient } from '../../src/engine/api';

export const PYTHON = '/usr/bin/python3';
const here = path.dirname(new URL(import.meta.url).pathname);

export type Cell = string | number | null;
export interface SheetSpec {
  readonly name: string;
  readonly rows: readonly (readonly Cell[])[];
}

/** Writes the sheets with openpyxl; throws when Python or openpyxl is missing (the test set-up installs them). */
export async function writeWithOpenpyxl(file: string, sheets: readonly SheetSpec[]): Promise<void> {
  const spec = `${file}.json`;
  await writeFile(spec, JSON.stringify({ sheets }), 'utf8');
  const r = spawnSync(PYTHON, [path.join(here, 'write_office_workbook.py'), spec, file], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  await rm(spec, { force: true });
  if (r.status !== 0) throw new Error(`openpyxl could not write ${file}: ${r.stderr || r.error?.message}`);
}

function csvCell(c: Cell): string {
  if (c === null) return '';
  const s = String(c);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Has LibreOffice write an .xlsx of one sheet named `sheet`: the rows go in as UTF-8 CSV (as an office pastes a
 * list into Calc), LibreOffice reads them with its own number recognition and saves them as Excel 2007+.
 */
export async function writeWithLibreOffice(
  file: string,
  sheet: string,
  rows: readonly (readonly Cell[])[],
): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'office-soffice-'));
  try {
    const csv = path.join(dir, `${sheet}.csv`);
    await writeFile(csv, `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`, 'utf8');
    const r = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--infilter=CSV:44,34,76,1',
        '--convert-to',
        'xlsx:Calc MS Excel 2007 XML',
        '--outdir',
        dir,
        csv,
      ],
      { encoding: 'utf8', timeout: 180_000 },
    );
    const out = (await readdir(dir)).find((f) => f.endsWith('.xlsx'));
    if (r.status !== 0 || out === undefined)
      throw new Error(`LibreOffice could not write ${file}: ${r.stderr || r.error?.message}`);
    await rename(path.join(dir, out), file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type Body = Record<string, Record<string, unknown> | undefined>;

/** Every property of the office as the service holds it, by transfer_id. */
export async function propertiesByReference(client: ApiClient, officeId: number): Promise<Map<string, Body>> {
  const r = await client.listRecordBodies('property', {
    office_id: officeId,
    part: ['id', 'property', 'location', 'price', 'special'],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const out = new Map<string, Body>();
  for (const v of r.value) {
    const body = v as Body;
    const tid = body.id?.transfer_id;
    if (typeof tid === 'string') out.set(tid, body);
  }
  return out;
}

/** The special block of a listed property, whatever its type. */
export function specialOf(body: Body | undefined): Record<string, unknown> {
  const special = body?.special as Record<string, Record<string, unknown>> | undefined;
  return special ? (Object.values(special)[0] ?? {}) : {};
}

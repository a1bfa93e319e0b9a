// Shared by the template tests: the header-key proof, sample reference data, openpyxl runs, temp folders, the demo
// service.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { createApiClient } from '../../../src/engine/api';
import { proposeSheetMapping } from '../../../src/engine/mapping';
import type { ReferenceData } from '../../../src/engine/model/reference-data';
import type { SheetInput } from '../../../src/engine/validation';
import { openWorkbook } from '../../../src/engine/workbook/open-workbook';
import type { SheetRow } from '../../../src/engine/model/workbook-source';
import type { RunningSandbox } from '../../../src/sandbox';
import { DEMO, startSandbox } from '../../../src/sandbox';
import { headerKey } from '../../../src/engine/template';

const run = promisify(execFile);

/** Debian's python, which has openpyxl; the pyenv one on PATH does not. */
export const PYTHON = '/usr/bin/python3';
const here = path.dirname(fileURLToPath(import.meta.url));

/** Proves that a header carries the canonical key the engine maps it by: `Ár [price.price]`. */
export function expectHeaderHasKey(header: unknown, key: string): void {
  expect(typeof header, `header of ${key}`).toBe('string');
  expect(headerKey(String(header)), `header "${String(header)}"`).toBe(key);
}

export async function tempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'template-test-'));
}

export async function python<T>(script: string, args: readonly string[]): Promise<T> {
  const { stdout } = await run(PYTHON, [path.join(here, script), ...args], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as T;
}

export const SAMPLE_REFERENCE: ReferenceData = {
  regions: [
    {
      id: 1,
      name: 'Budapest',
      zipCodes: ['1051', '1139'],
      latitude: 47.5,
      longitude: 19.04,
      areas: [
        { id: 1005, name: 'V. kerület' },
        { id: 1013, name: 'XIII. kerület' },
      ],
    },
    { id: 2, name: 'Debrecen', zipCodes: ['4024'], latitude: 47.53, longitude: 21.63, areas: [] },
    {
      id: 3,
      name: 'Szeged',
      zipCodes: ['6720'],
      latitude: 46.25,
      longitude: 20.15,
      areas: [{ id: 3001, name: 'Belváros' }],
    },
  ],
  offices: [{ id: 1, name: 'Angyalföld', status: 'active' }],
  fetchedAt: '2026-11-20T10:00:00.000Z',
  source: { baseUrl: 'http://127.0.0.1:1/api/json/v3', user: 'demo' },
};

export interface InspectedValidation {
  readonly sqref: string;
  readonly type: string;
  readonly operator: string | null;
  readonly formula1: string | null;
  readonly formula2: string | null;
  readonly errorStyle: string | null;
  readonly allowBlank: boolean;
}

export interface InspectedSheet {
  readonly name: string;
  readonly state: string;
  readonly freeze: string | null;
  readonly headers: readonly (string | null)[];
  readonly notes: Readonly<Record<string, string>>;
  readonly validations: readonly InspectedValidation[];
  readonly widths: Readonly<Record<string, number>>;
  readonly maxRow: number;
}

export interface Inspected {
  readonly sheets: readonly InspectedSheet[];
  readonly rawValidationCounts: Readonly<Record<string, number>>;
  /**
   * Per sheet, each note box's `x:Anchor`: left col, offset, top row, offset, right col, offset, bottom row, offset.
   */
  readonly noteAnchors: Readonly<Record<string, readonly (readonly number[])[]>>;
}

/** The demo sandbox on a free port, a client of it as `demo`, and its regions as reference data. */
export async function demoService(): Promise<{
  sandbox: RunningSandbox;
  client: ApiClient;
  reference: ReferenceData;
  close(): Promise<void>;
}> {
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  const made = createApiClient({
    baseUrl: sandbox.baseUrl,
    user: DEMO.users.demo.username,
    password: DEMO.users.demo.password,
  });
  if (!made.ok) throw new Error(made.error.en);
  const client = made.value;
  const regions = await client.listRegions();
  if (!regions.ok) throw new Error(JSON.stringify(regions.error));
  const reference: ReferenceData = {
    regions: regions.value,
    offices: [],
    fetchedAt: new Date().toISOString(),
    source: { baseUrl: sandbox.baseUrl, user: 'demo' },
  };
  return {
    sandbox,
    client,
    reference,
    close: async () => {
      await client.close();
      await sandbox.close();
    },
  };
}

/** Every sheet of a filled template as engine input: its first row mapped as the header, the rows below as data. */
export async function templateSheets(file: string): Promise<{ sheets: SheetInput[]; close: () => Promise<void> }> {
  const opened = await openWorkbook(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const source = opened.value;
  const sheets: SheetInput[] = [];
  for (const info of source.sheets) {
    const rows: SheetRow[] = [];
    for await (const row of source.rows(info.name)) rows.push(row);
    const headers = (rows[0]?.cells ?? []).map((c) => (typeof c === 'string' ? c : ''));
    sheets.push({ mapping: proposeSheetMapping({ sheet: info.name, headerRow: 1, headers }), rows: rows.slice(1) });
  }
  return { sheets, close: () => source.close() };
}

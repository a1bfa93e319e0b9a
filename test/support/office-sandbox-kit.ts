// A sandbox office of numbered listings behind a relay that counts writes and faulty answers, the CLI's export and
// upload run against it, and spreadsheet operations on the exported workbook (openpyxl): the round-trip identity
// tests' set-up.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { runExportCommand } from '../../src/cli/commands/export-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import type { ApiClient, BatchItem } from '../../src/engine/api';
import { createApiClient } from '../../src/engine/api';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { CountingProxy } from './export-test-kit';
import { startCountingProxy } from './export-test-kit';
import { captureCliIo } from './cli-capture';

const run = promisify(execFile);
const OPS_SCRIPT = path.join(import.meta.dirname, 'workbook-ops.py');

export const PROPERTIES_SHEET = 'Ingatlanok';
export const ACTION_HEADER = 'Importálási művelet';

/** The two offices: Budapest (user demo) with references `P-0000`…, Debrecen (user demo2) without any. */
export type OfficeName = 'withReferences' | 'withoutReferences';

const OFFICES = {
  withReferences: { id: DEMO.offices.budapest, user: DEMO.users.demo, region: DEMO.regions.budapest, area: 1013 },
  withoutReferences: {
    id: DEMO.offices.debrecen,
    user: DEMO.users.demo2,
    region: DEMO.regions.debrecen,
    area: DEMO.areas.debrecenBelvaros,
  },
} as const;

export interface SandboxSize {
  /** Sellers of the office with references (`S-00`…); listings name them in turn. */
  readonly sellers: number;
  /** Listings of the office with references, `P-0000`… at `Teszt utca 1.`…. */
  readonly properties: number;
  /** Listings of the second office, without references. */
  readonly unreferenced?: number;
}

/** What went through the relay (test/support/export-test-kit.ts): every write (batch items and direct writes), every faulty answer. */
export interface Traffic {
  readonly writes: readonly BatchItem[];
  /** Answers (or batch items) with an error status: each costs the office a faulty request. */
  readonly faults: number;
}

export interface CliRun {
  readonly code: number;
  readonly report: CliReport | null;
  readonly out: string;
  readonly errors: string;
  readonly traffic: Traffic;
}

export interface CliReport {
  readonly summary: Record<string, unknown>;
  readonly rows: readonly {
    readonly sheet: string;
    readonly row: number;
    readonly status: string;
    readonly id?: number;
    readonly error_message?: string;
  }[];
}

/** A listing as GET lists it with every block, by Service ID. */
export type Listings = ReadonlyMap<number, Readonly<Record<string, unknown>>>;

export interface OfficeSandbox {
  readonly dir: string;
  /** A fresh path in the test's folder. */
  file(name: string): string;
  exportOffice(office?: OfficeName): Promise<string>;
  upload(workbook: string, options?: Readonly<Record<string, unknown>>, office?: OfficeName): Promise<CliRun>;
  listings(office?: OfficeName): Promise<Listings>;
  /** Service IDs by reference, of the office with references. */
  idOf(reference: string): Promise<number>;
  /** A client of the office with references that goes through the relay (its writes and faults are counted). */
  relayClient(): ApiClient;
  /** What went through the relay so far. */
  traffic(): Traffic;
}

export function reference(n: number): string {
  return `P-${String(n).padStart(4, '0')}`;
}

function listingBody(n: number, office: OfficeName, sellers: number): Record<string, unknown> {
  const o = OFFICES[office];
  return {
    ...(office === 'withReferences' ? { id: { transfer_id: reference(n) } } : {}),
    ...(office === 'withReferences' && sellers > 0
      ? { seller: { transfer_id: `S-${String(n % sellers).padStart(2, '0')}` } }
      : {}),
    property: { type: n % 3 === 0 ? 'house' : 'apartment', status: 'active', action: 'sale' },
    location: { region_id: o.region, area_id: o.area, zip_code: '1131', address: `Teszt utca ${n + 1}.` },
    price: { price: 30_000_000 + n * 100_000, price_currency: 'huf' },
    descriptions: { hu: `Teszt ingatlan ${n + 1}.` },
  };
}

async function sendAll(client: ApiClient, items: readonly BatchItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += 100) {
    const answer = await client.batch(items.slice(i, i + 100));
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const refused = answer.value.find((a) => a.status >= 300);
    if (refused !== undefined) throw new Error(`seeding refused: ${JSON.stringify(refused.body)}`);
  }
}

function clientFor(baseUrl: string, office: OfficeName): ApiClient {
  const user = OFFICES[office].user;
  const made = createApiClient({ baseUrl, user: user.username, password: user.password });
  if (!made.ok) throw new Error(made.error.en);
  return made.value;
}

const capture = captureCliIo;

function trafficOf(relay: CountingProxy | null): Traffic {
  return { writes: relay?.writes() ?? [], faults: relay?.faults() ?? 0 };
}

function delta(before: Traffic, after: Traffic): Traffic {
  return { writes: after.writes.slice(before.writes.length), faults: after.faults - before.faults };
}

/**
 * Starts the sandbox (demo seed), seeds the offices and a relay for the test file; stopped after it. The CLI runs
 * in-process with its data folder in the test's temp folder.
 */
export function useOfficeSandbox(size: SandboxSize): OfficeSandbox {
  let dir = '';
  let sandbox: RunningSandbox | null = null;
  let relay: CountingProxy | null = null;
  let files = 0;
  const clients: ApiClient[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'office-sandbox-'));
    process.env.LISTING_IMPORTER_DATA_DIR = path.join(dir, 'home');
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
    relay = await startCountingProxy(sandbox.baseUrl);
    const budapest = clientFor(sandbox.baseUrl, 'withReferences');
    const debrecen = clientFor(sandbox.baseUrl, 'withoutReferences');
    clients.push(budapest, debrecen);
    const sellers: BatchItem[] = Array.from({ length: size.sellers }, (_, n) => ({
      method: 'POST',
      uri: `/seller?office_id=${OFFICES.withReferences.id}`,
      body: {
        id: { transfer_id: `S-${String(n).padStart(2, '0')}` },
        seller: {
          name: `Teszt Eladó ${n + 1}`,
          phone: `+36 30 555 ${String(n).padStart(4, '0')}`,
          email: `elado${n}@example.hu`,
        },
      },
    }));
    await sendAll(budapest, sellers);
    const listings = (office: OfficeName, count: number): BatchItem[] =>
      Array.from({ length: count }, (_, n) => ({
        method: 'POST',
        uri: `/property?office_id=${OFFICES[office].id}`,
        body: listingBody(n, office, size.sellers),
      }));
    await sendAll(budapest, listings('withReferences', size.properties));
    await sendAll(debrecen, listings('withoutReferences', size.unreferenced ?? 0));
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) await c.close();
    await relay?.close();
    await sandbox?.close();
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });

  const baseUrl = (): string => {
    if (relay === null) throw new Error('the sandbox is not started');
    return relay.baseUrl;
  };
  const file = (name: string): string => {
    files += 1;
    return path.join(dir, `${files}-${name}`);
  };
  const asUser = (office: OfficeName): { user: string } => {
    process.env.LISTING_API_PASSWORD = OFFICES[office].user.password;
    return { user: OFFICES[office].user.username };
  };
  const listings = async (office: OfficeName = 'withReferences'): Promise<Listings> => {
    const client = office === 'withReferences' ? clients[0] : clients[1];
    if (client === undefined) throw new Error('the sandbox is not started');
    const part = ['id', 'property', 'seller', 'location', 'price', 'descriptions', 'map', 'special'];
    const r = await client.listRecordBodies('property', { office_id: OFFICES[office].id, part });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const items = r.value as Record<string, Record<string, unknown>>[];
    return new Map(items.map((p) => [p['id']?.['id'] as number, p]));
  };

  return {
    get dir() {
      return dir;
    },
    file,
    async exportOffice(office: OfficeName = 'withReferences') {
      const out = file('export.xlsx');
      const c = capture();
      const code = await runExportCommand(
        { baseUrl: baseUrl(), ...asUser(office), officeId: [String(OFFICES[office].id)], out },
        c.io,
      );
      if (code !== 0) throw new Error(c.errors.join('\n'));
      return out;
    },
    async upload(workbook, options = {}, office: OfficeName = 'withReferences') {
      const before = trafficOf(relay);
      const c = capture();
      const opts = { baseUrl: baseUrl(), ...asUser(office), officeId: String(OFFICES[office].id), ...options };
      const code = await runUploadCommand(workbook, { out: file('results.xlsx'), ...opts }, c.io);
      const out = c.out.join('\n');
      const report = out.trim().startsWith('{') ? (JSON.parse(out) as CliReport) : null;
      const traffic = delta(before, trafficOf(relay));
      return { code, report, out, errors: c.errors.join('\n'), traffic };
    },
    listings,
    relayClient() {
      const made = clientFor(baseUrl(), 'withReferences');
      clients.push(made);
      return made;
    },
    traffic: () => trafficOf(relay),
    async idOf(ref: string) {
      for (const [id, p] of await listings()) {
        if ((p['id'] as Record<string, unknown> | undefined)?.['transfer_id'] === ref) return id;
      }
      throw new Error(`no listing ${ref}`);
    },
  };
}

/** One spreadsheet operation (test/support/workbook-ops.py); `index`: the n-th data row, wrapping around. */
export type SheetOp =
  | {
      readonly op: 'set';
      readonly index: number | string;
      readonly key: string;
      readonly value?: unknown;
      readonly add?: number;
    }
  | { readonly op: 'mark'; readonly index: number | string; readonly key: string; readonly value: string }
  | { readonly op: 'sortRows'; readonly key: string; readonly reverse?: boolean }
  | { readonly op: 'sortFields'; readonly key: string; readonly reverse?: boolean; readonly upto?: string }
  | {
      readonly op: 'copyRow';
      readonly index: number | string;
      readonly withResults: boolean;
      readonly set?: Readonly<Record<string, unknown>>;
    }
  | { readonly op: 'deleteRow'; readonly index: number | string }
  | { readonly op: 'insertRow'; readonly index: number | string }
  | { readonly op: 'stripBindings' }
  /** Whole rows cut and pasted onto another sheet (default `<sheet> (2)`, made with the header when missing). */
  | { readonly op: 'moveRows'; readonly index: number; readonly count?: number; readonly to?: string }
  | { readonly op: 'pasteId'; readonly from: number | string; readonly to: number | string };

/** Owners of a row's cells by export-time Service ID: [its field cells', its result cells'] (null: new, 'mixed'). */
export type RowTags = readonly [number | 'mixed' | null, number | 'mixed' | null];

export interface EditLog {
  readonly edits: readonly { readonly ids: RowTags; readonly key: string; readonly value: unknown }[];
  readonly marked: readonly { readonly ids: RowTags; readonly action: string }[];
}

/** Applies the operations with openpyxl (load, change, save), as a spreadsheet program other than Excel would. */
export async function editWorkbook(
  src: string,
  dst: string,
  ops: readonly SheetOp[],
  sheet = PROPERTIES_SHEET,
): Promise<EditLog> {
  const { stdout } = await run('/usr/bin/python3', [OPS_SCRIPT, src, dst, sheet, JSON.stringify(ops)]);
  return JSON.parse(stdout) as EditLog;
}

// The app-services session tests' set-up: the services in a temp data folder for each test (services-harness.ts), a
// counting relay a test may put before the sandbox, closed after it, the engine's export of the demo office, and a
// text file of sellers opened, validated, uploaded and its results saved.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { ApiClient } from '../../src/engine/api';
import { createApiClient } from '../../src/engine/api';
import type { ExportOptions } from '../../src/engine/export';
import { runExport } from '../../src/engine/export';
import { obtainReferenceData } from '../../src/engine/reference';
import { DEMO } from '../../src/sandbox';
import type { MethodArgs, MethodName, MethodResult } from '../../src/shared/contract';
import type { ServicesHarness } from '../app-services/services-harness';
import { HEADER_ROW, writeListingWorkbook } from '../e2e/support/listing-workbook';
import { startServices } from '../app-services/services-harness';
import type { CountingProxy } from './export-test-kit';
import { startCountingProxy } from './export-test-kit';

export const DEMO_OFFICE = DEMO.offices.budapest;

export interface AppSession {
  /** This test's services (started before each test, closed after it). */
  readonly h: ServicesHarness;
  call<M extends MethodName>(method: M, args: unknown): Promise<MethodResult<M>>;
  /** A counting relay before `baseUrl`, closed after the test. */
  relay(baseUrl: string): Promise<CountingProxy>;
}

/** Starts the services before each test of the file and closes them (and the test's relay) after it. */
export function useAppSession(prefix: string): AppSession {
  let h: ServicesHarness | null = null;
  let relay: CountingProxy | null = null;
  const started = (): ServicesHarness => {
    if (h === null) throw new Error('the services are not started');
    return h;
  };
  beforeEach(async () => {
    h = await startServices(prefix);
  });
  afterEach(async () => {
    await h?.close();
    await relay?.close();
    h = null;
    relay = null;
  });
  return {
    get h() {
      return started();
    },
    call: (method, args) => started().call(method, args),
    async relay(baseUrl) {
      await relay?.close();
      relay = await startCountingProxy(baseUrl);
      return relay;
    },
  };
}

/** A harness that stands for whichever one `current` gives: the test's own, read when a member is used. */
export function harnessOf(current: () => ServicesHarness): ServicesHarness {
  return {
    get dir() {
      return current().dir;
    },
    get services() {
      return current().services;
    },
    get progress() {
      return current().progress;
    },
    offered: () => current().offered(),
    onProgress: (listener) => current().onProgress(listener),
    call: (method, args) => current().call(method, args),
    close: () => current().close(),
  };
}

/** The services in a temp data folder of their own for each test of the file, closed after it. */
export function useServices(prefix: string): ServicesHarness {
  const session = useAppSession(prefix);
  return harnessOf(() => session.h);
}

/** What the kits below need of a session: its calls. */
type Caller = Pick<ServicesHarness, 'call'>;

/**
 * Opens `file` and imports every sheet the services propose a role for, with that role and header row (the Columns
 * step accepted as proposed); returns what Open said and the mapping.
 */
export async function openAsProposed(
  h: Caller,
  file: MethodArgs<'openWorkbook'>['file'],
): Promise<{ readonly info: MethodResult<'openWorkbook'>; readonly mapping: MethodResult<'configureSheets'> }> {
  const info = await h.call('openWorkbook', { file });
  const sheets = info.sheets.flatMap((s) =>
    s.role === null ? [] : [{ name: s.name, role: s.role, headerRow: s.headerRow }],
  );
  return { info, mapping: await h.call('configureSheets', { sheets }) };
}

/** Saves a test profile of the demo user at `baseUrl` (a relay before the sandbox) and connects with it. */
export async function connectDemoAt(h: Caller, baseUrl: string, officeId: number = DEMO_OFFICE): Promise<void> {
  const { username: user, password } = DEMO.users.demo;
  const profile = await h.call('saveProfile', { kind: 'test', name: 'Relay', baseUrl, user, password });
  await h.call('connect', { profileId: profile.id, officeId });
}

/** The e2e listing workbook (listing-workbook.ts) written into the test's folder, connected and opened as listings. */
export async function openListingWorkbook(h: ServicesHarness): Promise<void> {
  const workbook = join(h.dir, 'listings.xlsx');
  await writeListingWorkbook(workbook);
  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  await h.call('openWorkbook', { file: { kind: 'path', path: workbook } });
  await h.call('configureSheets', { sheets: [{ name: 'Ingatlanok', role: 'properties', headerRow: HEADER_ROW }] });
}

/** A text file of sellers written into the test's folder and opened with every sheet as sellers, validated. */
export interface SellerText {
  /** The session's language, set before connecting to the sandbox profile (office 1). */
  readonly language: 'hu' | 'en';
  /** The file's name in the test's folder. */
  readonly name: string;
  readonly bytes: Uint8Array;
}

export async function openSellerText(h: ServicesHarness, text: SellerText): Promise<MethodResult<'openWorkbook'>> {
  await h.call('setLanguage', { language: text.language, remember: false });
  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  const file = join(h.dir, text.name);
  await writeFile(file, text.bytes);
  const info = await h.call('openWorkbook', { file: { kind: 'path', path: file } });
  await h.call('configureSheets', {
    sheets: info.sheets.map((s) => ({ name: s.name, role: 'sellers', headerRow: s.headerRow })),
  });
  await h.call('validate', {});
  return info;
}

/** The real upload, then its results saved: the run and the bytes of the file offered to the user. */
export async function uploadAndSaveResults(
  h: ServicesHarness,
): Promise<{ readonly run: MethodResult<'startUpload'>; readonly results: Buffer }> {
  const run = await h.call('startUpload', { dryRun: false });
  await h.call('saveResultsWorkbook', {});
  return { run, results: await readFile(h.offered() ?? '') };
}

/** Runs `use` with a client of the demo user straight to `baseUrl`, closed after it. */
export async function withDemoClient<T>(baseUrl: string, use: (client: ApiClient) => Promise<T>): Promise<T> {
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl, user, password });
  if (!made.ok) throw new Error(made.error.en);
  try {
    return await use(made.value);
  } finally {
    await made.value.close();
  }
}

export interface DemoExport {
  readonly out: string;
  /** Where the reference data is cached; null exports without it. */
  readonly referenceFolder: string | null;
  readonly types?: ExportOptions['query']['types'];
  readonly images?: boolean;
}

/** The engine's export of the demo office (Hungarian words) with the demo user's client; fails the test on error. */
export async function exportDemoOffice(client: ApiClient, baseUrl: string, options: DemoExport): Promise<void> {
  const { username: user, password } = DEMO.users.demo;
  const reference =
    options.referenceFolder === null
      ? null
      : (
          await obtainReferenceData({
            connection: { baseUrl, user, password, faults: null },
            cacheFolder: options.referenceFolder,
          })
        ).data;
  const query = {
    officeIds: [DEMO_OFFICE],
    types: options.types ?? [],
    status: null,
    updatedAfter: null,
    lang: 'hu',
  } as const;
  const r = await runExport({ client, query, reference, out: options.out, overwrite: false, images: options.images });
  if (!r.ok) throw new Error(r.error.message);
}

/** The engine's export of the demo office into `out`, its reference data cached in the test's folder. */
export async function exportDemoOfficeTo(h: Pick<ServicesHarness, 'dir'>, baseUrl: string, out: string): Promise<void> {
  const referenceFolder = join(h.dir, 'reference');
  await withDemoClient(baseUrl, (client) => exportDemoOffice(client, baseUrl, { out, referenceFolder }));
}

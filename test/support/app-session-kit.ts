// The app-services session tests' set-up: the services in a temp data folder for each test (services-harness.ts), a
// counting relay a test may put before the sandbox, closed after it, and the engine's export of the demo office.
import { afterEach, beforeEach } from 'vitest';
import type { ApiClient } from '../../src/engine/api';
import { createApiClient } from '../../src/engine/api';
import type { ExportOptions } from '../../src/engine/export';
import { runExport } from '../../src/engine/export';
import { obtainReferenceData } from '../../src/engine/reference';
import { DEMO } from '../../src/sandbox';
import type { MethodName, MethodResult } from '../../src/shared/contract';
import type { ServicesHarness } from '../app-services/services-harness';
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

/** Runs `use` with a client of the demo user straight to `baseUrl`, closed after it. */
export async function withDemoClient<T>(baseUrl: string, use: (client: ApiClient) => Promise<T>): Promise<T> {
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl, user, password });
  if (!made.ok) throw new Error(made.error);
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

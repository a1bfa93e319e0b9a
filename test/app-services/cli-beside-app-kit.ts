// The app beside the command line against one sandbox office (test/support/office-sandbox-kit.ts): its services in a
// data folder of their own per test, connected to the office through the kit's relay, a workbook opened with the
// sheet roles it proposes. The set-up of the tests that give both the same workbook.
import { afterEach, beforeEach } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { MappingView, MethodName, MethodResult } from '../../src/shared/contract';
import type { OfficeSandbox } from '../support/office-sandbox-kit';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';
import { connectDemoAt, openAsProposed } from '../support/app-session-kit';

export interface AppBesideCli {
  /** The current test's services. */
  readonly harness: () => ServicesHarness;
  call<M extends MethodName>(method: M, args: unknown): Promise<MethodResult<M>>;
  /** Connects to the office with references (user demo) through the relay, or through `baseUrl` in front of it. */
  connect(baseUrl?: string): Promise<void>;
  /** Connects, opens `workbook` and takes the roles the app proposes: the Columns step's mapping. */
  open(workbook: string, baseUrl?: string): Promise<MappingView>;
}

export function useAppBesideCli(office: OfficeSandbox, prefix: string): AppBesideCli {
  let h: ServicesHarness | null = null;
  beforeEach(async () => {
    h = await startServices(prefix);
  });
  afterEach(async () => {
    await h?.close();
    h = null;
  });
  const harness = (): ServicesHarness => {
    if (h === null) throw new Error('the services run only inside a test');
    return h;
  };
  const call = <M extends MethodName>(method: M, args: unknown): Promise<MethodResult<M>> =>
    harness().call(method, args);
  const connect = (baseUrl = office.relayClient().baseUrl): Promise<void> =>
    connectDemoAt({ call }, baseUrl, DEMO.offices.budapest);
  return {
    harness,
    call,
    connect,
    async open(workbook, baseUrl) {
      await connect(baseUrl);
      return (await openAsProposed({ call }, { kind: 'path', path: workbook })).mapping;
    },
  };
}

// A services harness connected to a demo sandbox of its own, and a workbook opened with its sheets' roles: the
// set-up of the plausibility, dry-run and seller-choice session tests, started before each test and closed after it.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { ServicesHarness } from '../app-services/services-harness';
import { startServices } from '../app-services/services-harness';
import { harnessOf } from './app-session-kit';

export interface ConnectedSession {
  readonly h: ServicesHarness;
  readonly sandbox: RunningSandbox;
  readonly close: () => Promise<void>;
}

export async function connectedSession(prefix: string): Promise<ConnectedSession> {
  const h = await startServices(prefix);
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo', dataDir: join(h.dir, 'service') });
  const { username, password } = DEMO.users.demo;
  const p = await h.call('saveProfile', {
    kind: 'test',
    name: 'Próba',
    baseUrl: sandbox.baseUrl,
    user: username,
    password,
  });
  await h.call('connect', { profileId: p.id, officeId: DEMO.offices.budapest });
  return {
    h,
    sandbox,
    close: async () => {
      await sandbox.close();
      await h.close();
    },
  };
}

/**
 * A connected session for each test of the file (`opened` runs on it before the test), closed after it; what it
 * returns stands for the current test's harness.
 */
export function useConnectedSession(
  prefix: string,
  opened: (h: ServicesHarness) => Promise<void> = async () => undefined,
): ServicesHarness {
  let session: ConnectedSession | null = null;
  const h = (): ServicesHarness => {
    if (session === null) throw new Error('the session is not started');
    return session.h;
  };
  beforeEach(async () => {
    session = await connectedSession(prefix);
    await opened(session.h);
  });
  afterEach(async () => {
    await session?.close();
    session = null;
  });
  return harnessOf(h);
}

type Role = 'properties' | 'property_images';

/** Writes the workbook into the harness's folder and opens it with each sheet's role (header in row 1). */
export async function openWorkbook(
  h: ServicesHarness,
  wb: ExcelJS.Workbook,
  roles: Readonly<Record<string, Role>>,
): Promise<void> {
  const path = join(h.dir, 'munkafuzet.xlsx');
  await wb.xlsx.writeFile(path);
  await h.call('openWorkbook', { file: { kind: 'path', path } });
  const sheets = Object.entries(roles).map(([name, role]) => ({ name, role, headerRow: 1 }));
  await h.call('configureSheets', { sheets });
}

/**
 * Opens eight flats for sale in Budapest at 55–66 M Ft (rows 2–9) and one at "45 900 Ft" (row 10, price in the fifth
 * column): a scale slip among plausible prices.
 */
export async function openFlatsWithScaleSlip(h: ServicesHarness): Promise<void> {
  const headers = ['Hirdetés azonosító', 'Ingatlan típusa', 'Eladó vagy kiadó', 'Település', 'Ár', 'Alapterület'];
  const flats = [55, 58, 60, 62, 64, 66, 59, 61].map((m, i) => [
    `F-${i}`,
    'lakás',
    'eladó',
    'Budapest',
    `${m} 000 000 Ft`,
    60,
  ]);
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Ingatlanok').addRows([headers, ...flats, ['F-SLIP', 'lakás', 'eladó', 'Budapest', '45 900 Ft', 60]]);
  await openWorkbook(h, wb, { Ingatlanok: 'properties' });
}

// A services harness connected to a demo sandbox of its own, and a workbook opened with its sheets' roles: the
// set-up of the plausibility and dry-run tests.
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import type { RunningSandbox } from '../../src/sandbox';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { ServicesHarness } from './services-harness';
import { startServices } from './services-harness';

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

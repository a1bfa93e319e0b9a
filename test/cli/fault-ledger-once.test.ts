// An upload opens the service's fault budget once: the admission's ledger is the one its client counts in (opening
// resolves the host name and reads the ledger file, start-up time spent twice before).
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Api from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { startCliSandbox } from '../support/cli-sandbox-kit';

const opened = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/engine/api', async (importOriginal) => {
  const api = await importOriginal<typeof Api>();
  return {
    ...api,
    openFaultLedger: (...args: Parameters<typeof api.openFaultLedger>) => {
      opened.count += 1;
      return api.openFaultLedger(...args);
    },
  };
});

let s: CliSandbox;
beforeAll(async () => {
  s = await startCliSandbox('ledger-once-');
});
afterAll(async () => {
  await s.close();
});

describe('the fault ledger of an upload', () => {
  it('is opened once, by the admission, and counts the run', async () => {
    const csv = s.file('sellers.csv');
    await writeFile(csv, 'Név;Telefon;E-mail\nEladó Egy;+36 1 555 0001;egy@example.hu\n');
    opened.count = 0;
    const run = await s.upload(csv, { officeId: String(DEMO.offices.budapest), json: true, out: s.file('r.csv') });
    expect(run.errors).toBe('');
    expect(run.code).toBe(0);
    expect(run.writes).toHaveLength(1);
    expect(opened.count).toBe(1);
  });
});

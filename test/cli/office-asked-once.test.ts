// An export and an upload ask for the offices once: the reference data fetched at their start lists them, so the
// export's choice of offices and the upload's connection check do not ask again.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { startCliSandbox } from '../support/cli-sandbox-kit';

let s: CliSandbox;
beforeAll(async () => {
  s = await startCliSandbox('office-once-');
});
afterAll(async () => {
  await s.close();
});

/** GET /office requests the relay saw from `from` on. */
function officeRequests(from: number): number {
  return s.proxy.seen.slice(from).filter((r) => r.method === 'GET' && /\/office(\?|$)/.test(r.path)).length;
}

describe('GET /office', () => {
  it('is asked once by an export', async () => {
    const before = s.proxy.seen.length;
    const run = await s.exportWith({ officeId: [String(DEMO.offices.budapest)], out: s.file('export.xlsx') });
    expect(run.code).toBe(0);
    expect(officeRequests(before)).toBe(1);
  });

  it('still refuses an office the user does not see, without asking again', async () => {
    const before = s.proxy.seen.length;
    const run = await s.exportWith({ officeId: ['987654'], out: s.file('export.xlsx') });
    expect(run.code).toBe(2);
    expect(run.errors).toContain('987654');
    expect(officeRequests(before)).toBe(1);
  });

  it('is asked once by an upload', async () => {
    const csv = s.file('sellers.csv');
    await writeFile(csv, 'Név;Telefon;E-mail\nEladó Egy;+36 1 555 0001;egy@example.hu\n');
    const before = s.proxy.seen.length;
    const run = await s.upload(csv, {
      officeId: String(DEMO.offices.budapest),
      json: true,
      out: s.file('results.csv'),
    });
    expect(run.errors).toBe('');
    expect(run.code).toBe(0);
    expect(run.writes).toHaveLength(1);
    expect(officeRequests(before)).toBe(1);
  });
});

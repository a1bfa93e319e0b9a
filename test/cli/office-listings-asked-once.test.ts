// An upload of new listings asks its office's listings once: the list its lookalike check asked for early is the one
// the plausibility checks judge by (the same request), and it is read before anything is sent.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { startCliSandbox } from '../support/cli-sandbox-kit';

let s: CliSandbox;
beforeAll(async () => {
  s = await startCliSandbox('listings-once-');
});
afterAll(async () => {
  await s.close();
});

describe("the office's listings", () => {
  it('are asked once by an upload of new listings, before its first batch', async () => {
    const csv = s.file('listings.csv');
    await writeFile(
      csv,
      'Típus;Eladó vagy kiadó;Település;Cím;Ár;Alapterület\n' +
        'lakás;eladó;Budapest;Új utca 1.;55 000 000 Ft;60\n' +
        'lakás;eladó;Budapest;Új utca 2.;58 000 000 Ft;62\n',
    );
    const run = await s.upload(csv, { officeId: String(DEMO.offices.budapest), json: true, out: s.file('out.csv') });
    expect(run.errors).toBe('');
    expect(run.code).toBe(0);
    expect(run.writes).toHaveLength(2);
    const isList = (r: { method: string; path: string }): boolean =>
      r.method === 'GET' && /\/property\?(.*&)?office_id=/.test(r.path);
    expect(run.seen.filter(isList)).toHaveLength(1);
    expect(run.seen.findIndex(isList)).toBeLessThan(run.seen.findIndex((r) => r.path.includes('/batch')));
  });
});

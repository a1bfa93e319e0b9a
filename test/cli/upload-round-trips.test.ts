// The requests an upload of new sellers makes around its batches: the reference data and the office's sellers (for
// the lookalike check) before the first batch, nothing after the last (docs/upload.md, "What runs while the service
// answers"). Over a slow link every request on that path is a round trip the office waits for.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/sandbox';
import type { CliSandbox } from '../support/cli-sandbox-kit';
import { startCliSandbox } from '../support/cli-sandbox-kit';

let s: CliSandbox;
beforeAll(async () => {
  s = await startCliSandbox('upload-round-trips-');
});
afterAll(async () => {
  await s.close();
});

/** A request as `METHOD /resource`, its query left out. */
const named = (r: { method: string; path: string }): string =>
  `${r.method} /${r.path.split('?')[0]?.split('/').pop() ?? ''}`;

describe('an upload of new sellers', () => {
  it('asks for the reference data and the office sellers before its first batch, and nothing after its last', async () => {
    const csv = s.file('sellers.csv');
    const lines = Array.from(
      { length: 200 },
      (_, i) => `Körtvélyesi ${i + 1};+36 30 777 ${String(i + 1).padStart(4, '0')};k${i + 1}@example.hu`,
    );
    await writeFile(csv, `Név;Telefon;E-mail\n${lines.join('\n')}\n`);
    const run = await s.upload(csv, { officeId: String(DEMO.offices.budapest), json: true, out: s.file('out.csv') });
    expect(run.errors).toBe('');
    expect(run.code).toBe(0);
    const requests = run.seen.map(named);
    const first = requests.indexOf('POST /batch');
    const last = requests.lastIndexOf('POST /batch');
    expect(requests.slice(0, first).sort()).toEqual(['GET /office', 'GET /region', 'GET /seller']);
    expect(requests.slice(first, last + 1).every((r) => r === 'POST /batch')).toBe(true);
    expect(requests.slice(last + 1)).toEqual([]);
  });
});

// An export the service cannot answer says why in both languages: the Hungarian has no English sentence from the
// network layer (docs/messages.md, "Failures of the service").
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/engine/api';
import { createApiClient } from '../../../src/engine/api';
import { runExport } from '../../../src/engine/export';
import { DEMO } from '../../../src/sandbox';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';
import { stoppedServiceAddress } from '../../support/stopped-service';

const OFFICE = DEMO.offices.budapest;
const query = { officeIds: [OFFICE], types: [], status: null, updatedAfter: null, lang: 'hu' as const };
const open: ApiClient[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) await c.close();
});

/** A client of a sandbox that was started and stopped: its address refuses connections. */
async function stoppedClient(): Promise<ApiClient> {
  const made = createApiClient({ baseUrl: await stoppedServiceAddress(), user: 'demo', password: 'demo' });
  if (!made.ok) throw new Error(made.error.en);
  open.push(made.value);
  return made.value;
}

async function outFile(): Promise<string> {
  return path.join(await mkdtemp(path.join(os.tmpdir(), 'export-failure-')), 'export.xlsx');
}

describe('an export the service does not answer', () => {
  it('says in Hungarian that the offices could not be listed, with no English sentence', async () => {
    const client = await stoppedClient();
    const done = await runExport({ client, reference: null, out: await outFile(), overwrite: false, query });
    if (done.ok) throw new Error('exported from a stopped service');
    expect(done.error.kind).toBe('fetch_failed');
    expect(done.error.message).toMatch(/^The offices could not be listed: .*could not be reached/);
    expect(done.error.messageHu).toMatch(/^Az irodák nem kérdezhetők le: .*nem érhető el/);
    expectNoEnglishSentence(done.error.messageHu);
  }, 60_000);

  it("says in Hungarian that an office's sellers could not be listed, with no English sentence", async () => {
    const client = await stoppedClient();
    const officesSeen = [{ id: OFFICE, name: 'Budapest' }];
    const out = await outFile();
    const done = await runExport({ client, reference: null, out, overwrite: false, query, officesSeen });
    if (done.ok) throw new Error('exported from a stopped service');
    expect(done.error.message).toMatch(/^The sellers of office \d+ could not be listed: .*could not be reached/);
    expect(done.error.messageHu).toMatch(/^A\(z\) \d+ iroda értékesítői nem kérdezhetők le: .*nem érhető el/);
    expectNoEnglishSentence(done.error.messageHu);
  }, 60_000);
});

// The command line's withdraw of missing listings, refused by a service that does not answer, says why in English
// and then in Hungarian, the Hungarian with no English sentence (docs/messages.md, "Failures of the service").
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withdrawMissing } from '../../src/cli/listing-retirement';
import { client } from '../engine/upload/upload-test-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { stoppedServiceAddress } from '../support/stopped-service';

const listing = {
  id: 7,
  officeId: 1,
  transferId: 'GONE-1',
  status: 'active',
  address: 'Fő utca 1.',
  externalId: null,
  sellerId: 3,
};

describe('a withdraw the service does not answer', () => {
  it('prints the English line, then the Hungarian one with no English sentence', async () => {
    const c = client(await stoppedServiceAddress());
    const errors: string[] = [];
    const dir = await mkdtemp(join(tmpdir(), 'li-withdraw-language-'));
    const run = { journalDir: dir, workbook: join(dir, 'book.xlsx'), officeId: 1 };
    try {
      const io = { log: () => undefined, error: (s: string) => errors.push(s) };
      const done = await withdrawMissing(c, [listing], io, run);
      expect(done).toEqual({ withdrawn: 0, failed: 1 });
    } finally {
      await c.close();
      await rm(dir, { recursive: true, force: true });
    }
    const [en, hu] = (errors[0] ?? '').split('\n');
    expect(en).toMatch(/^upload: the missing listings were not withdrawn: .*could not be reached/);
    expect(hu).toMatch(/^A hiányzó hirdetések visszavonása nem történt meg: .*nem érhető el/);
    expectNoEnglishSentence((hu ?? '').replace(/^upload: /, ''));
  }, 60_000);
});

// An upload whose look-ups before sending fail says why in both languages: the Hungarian text has no English
// sentence from the network layer or the wrapper (docs/messages.md, "Failures of the service").
import { describe, expect, it } from 'vitest';
import { runUpload } from '../../../src/engine/upload';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';
import { stoppedServiceAddress } from '../../support/stopped-service';
import { OFFICE, client, sellerRow } from './upload-test-kit';

describe('an upload whose records cannot be looked up', () => {
  it('refuses in Hungarian with no English sentence, and in English', async () => {
    const c = client(await stoppedServiceAddress());
    try {
      const run = await runUpload({ client: c, officeId: OFFICE, rows: [sellerRow(1, { tag: 'LOOKUP' })] });
      if (run.ok) throw new Error('the upload planned against a stopped service');
      expect(run.error.kind).toBe('lookup');
      expect(run.error.message).toMatch(/^Could not look up existing records before uploading: .*could not be reached/);
      expect(run.error.messageHu).toMatch(/^Nem sikerült .*nem érhető el/);
      expectNoEnglishSentence(run.error.messageHu);
    } finally {
      await c.close();
    }
  }, 60_000);
});

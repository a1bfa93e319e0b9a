// Reference data the service does not give says why in both languages: the Hungarian has no English sentence from
// the network layer (docs/messages.md, "Failures of the service").
import { describe, expect, it } from 'vitest';
import { fetchReferenceData } from '../../../src/engine/reference';
import { startSandbox } from '../../../src/sandbox';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';
import { stoppedServiceAddress } from '../../support/stopped-service';

describe('reference data the service does not give', () => {
  it('says in Hungarian that the service cannot be reached, with no English sentence', async () => {
    const baseUrl = await stoppedServiceAddress();
    const fetched = await fetchReferenceData({ baseUrl, user: 'demo', password: 'demo' });
    if (fetched.ok) throw new Error('fetched from a stopped service');
    expect(fetched.error.kind).toBe('unreachable');
    expect(fetched.error.message).toMatch(/cannot be reached\. The service could not be reached/);
    expect(fetched.error.messageHu).toMatch(/^A szolgáltatás \(.*\) nem érhető el\. /);
    expectNoEnglishSentence(fetched.error.messageHu);
  }, 60_000);

  it('says in Hungarian that the user was refused', async () => {
    const sandbox = await startSandbox({ port: 0, seed: 'demo' });
    try {
      const fetched = await fetchReferenceData({ baseUrl: sandbox.baseUrl, user: 'demo', password: 'wrong' });
      if (fetched.ok) throw new Error('fetched with a wrong password');
      expect(fetched.error.kind).toBe('authentication');
      expect(fetched.error.messageHu).toMatch(/elutasította a\(z\) „demo” felhasználót \(HTTP 401\)/);
      expectNoEnglishSentence(fetched.error.messageHu);
    } finally {
      await sandbox.close();
    }
  }, 60_000);
});

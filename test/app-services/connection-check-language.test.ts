// A failed connection check says what went wrong in the UI language, the specific reason rather than a general one
// (docs/messages.md, "Failures of the service").
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/engine/api';
import { dispatch } from '../../src/app-services/dispatch';
import { useServices } from '../support/app-session-kit';
import { expectNoEnglishSentence } from '../support/no-english-sentence';
import { stoppedServiceAddress } from '../support/stopped-service';

const h = useServices('li-connection-language-');

describe('the connection check in Hungarian', () => {
  it('a service that is down: the address and the network code, no English sentence', async () => {
    const baseUrl = await stoppedServiceAddress();
    const client = createApiClient({ baseUrl, user: 'demo', password: 'secret' });
    if (!client.ok) throw new Error('address refused');
    const r = await client.value.testConnection().finally(() => client.value.close());
    if (r.ok) throw new Error('expected a failure');
    expectNoEnglishSentence(r.error.messageHu);
    expect(r.error.messageHu).toContain(baseUrl);
    expect(r.error.message).toContain('could not be reached');
  });

  it('an address that is none is refused in both languages', () => {
    const made = createApiClient({ baseUrl: 'nem cím', user: 'demo', password: 'secret' });
    if (made.ok) throw new Error('expected a refusal');
    expectNoEnglishSentence(made.error.hu);
    expect(made.error.en).toContain('is not a valid address');
  });

  it("the app shows the check's own Hungarian reason", async () => {
    await h.call('setLanguage', { language: 'hu', remember: false });
    const baseUrl = await stoppedServiceAddress();
    const r = await dispatch(h.services.handlers, 'testUnsavedConnection', { baseUrl, user: 'demo', password: 'x' });
    if (r.ok) throw new Error('expected a failure');
    expect(r.error.code).toBe('connection_failed');
    expectNoEnglishSentence(r.error.message);
    expect(r.error.message).toContain(baseUrl);
  });
});

// When requests have been written, as undici tells it on its diagnostics channel: the next one or the next few, or
// those a caller just asked, given a few turns of the event loop.
import diagnostics from 'node:diagnostics_channel';
import { describe, expect, it } from 'vitest';
import { requestsSent, writtenWithin } from '../../../src/engine/api';

/** What undici publishes as it writes a request's headers to its socket. */
const written = (): void => diagnostics.channel('undici:client:sendHeaders').publish({});
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const never = new Promise<never>(() => undefined);

/** Whether `p` has settled after the promise jobs now queued have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await turn();
  return done;
}

describe('requests sent', () => {
  it('resolves once the second of two requests is written, not at the first', async () => {
    const both = requestsSent(2, never);
    written();
    expect(await settled(both)).toBe(false);
    written();
    expect(await settled(both)).toBe(true);
  });

  it('resolves when the otherwise promise settles, though fewer requests were written', async () => {
    let fail = (): void => undefined;
    const both = requestsSent(2, new Promise<void>((_, reject) => (fail = () => reject(new Error('refused')))));
    written();
    fail();
    expect(await settled(both)).toBe(true);
  });

  it('waits after an ask until its requests are written, a few turns at most', async () => {
    const events: string[] = [];
    // Written a turn after they are asked, as undici writes on a connection it reuses.
    const asked = writtenWithin(
      () => {
        setImmediate(() => {
          events.push('written');
          written();
          written();
        });
        return 2;
      },
      (n) => n,
    );
    void asked.then(() => events.push('done'));
    await turn();
    await turn();
    expect(events).toEqual(['written', 'done']);
    // None written: it goes on after its turns anyway.
    expect(
      await writtenWithin(
        () => 1,
        (n) => n,
        2,
      ),
    ).toBe(1);
  });
});

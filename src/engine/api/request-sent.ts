// When this process has written a request to the service. A command can hold back work that would only delay its
// first request (compiling the rest of the command) until the request has left (docs/performance.md, "Upload: the
// process start (sixth round)"). Read from the diagnostics channel undici's pool publishes to as it writes a request.
import diagnostics from 'node:diagnostics_channel';

const SEND_HEADERS = 'undici:client:sendHeaders';

/**
 * Resolves once the next request's headers are written to its socket, or once `otherwise` settles if that is sooner
 * (a connection that fails, or a command that asks nothing); never rejects.
 */
export function nextRequestSent(otherwise: Promise<unknown>): Promise<void> {
  return requestsSent(1, otherwise);
}

/** {@link nextRequestSent} for the next `count` requests: resolves once that many are written, or `otherwise` settles. */
export function requestsSent(count: number, otherwise: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    const done = (): void => {
      diagnostics.unsubscribe(SEND_HEADERS, sent);
      resolve();
    };
    const sent = (): void => {
      left -= 1;
      if (left <= 0) done();
    };
    diagnostics.subscribe(SEND_HEADERS, sent);
    otherwise.then(done, done);
  });
}

/**
 * Asks (`ask` makes one request) and tells when that request is written: `written` resolves once the next request's
 * headers are written to a socket after `ask` is called (undici writes a request in a later turn: on a connection it
 * reuses, after the check phase's validation; on one it opens, once it is made), or once `asked` settles if that is
 * sooner; it never rejects.
 */
export function askWritten<T>(ask: () => Promise<T>): { readonly asked: Promise<T>; readonly written: Promise<void> } {
  let settled = (): void => undefined;
  const written = nextRequestSent(new Promise<void>((resolve) => (settled = resolve)));
  const asked = ask();
  asked.then(settled, settled);
  return { asked, written };
}

/** Requests written from now on, counted until `stop` (`writtenWithin`). */
interface WrittenCount {
  readonly count: () => number;
  readonly stop: () => void;
}

function countWritten(): WrittenCount {
  let written = 0;
  const one = (): void => {
    written += 1;
  };
  diagnostics.subscribe(SEND_HEADERS, one);
  return { count: () => written, stop: () => diagnostics.unsubscribe(SEND_HEADERS, one) };
}

/**
 * Runs `ask`, which makes `count(asked)` requests, then gives them up to `turns` turns of the event loop to be
 * written before it resolves: undici writes a request in a later turn (on a connection it reuses, after the check
 * phase's validation; on one it opens, once the connection is made), so a caller about to run long synchronous work
 * lets them leave first instead of after it. Never waits for more than those turns (a far service's connection).
 */
export async function writtenWithin<T>(ask: () => T, count: (asked: T) => number, turns = 3): Promise<T> {
  const written = countWritten();
  try {
    const asked = ask();
    const wanted = count(asked);
    for (let turn = 0; turn < turns && written.count() < wanted; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    return asked;
  } finally {
    written.stop();
  }
}

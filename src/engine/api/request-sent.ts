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
  return new Promise((resolve) => {
    const sent = (): void => {
      diagnostics.unsubscribe(SEND_HEADERS, sent);
      resolve();
    };
    diagnostics.subscribe(SEND_HEADERS, sent);
    otherwise.then(sent, sent);
  });
}

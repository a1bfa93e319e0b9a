// A relay in front of a service that, once told, sends every request on with a wrong JSON password, so the service
// itself refuses the log-in (401): a password changed on the portal after the app or the command line connected.
// It counts the requests that would change something, so a test can tell that none was tried.
import { startForwardingRelay } from './forwarding-relay';

export interface PasswordRefusingRelay {
  readonly baseUrl: string;
  /** From now on the log-in is refused. */
  refuse(): void;
  /** Requests other than GET seen since `refuse`. */
  writesSinceRefused(): number;
  close(): Promise<void>;
}

export async function startPasswordRefusingRelay(target: string): Promise<PasswordRefusingRelay> {
  let refused = false;
  let writes = 0;
  const relay = await startForwardingRelay(target, {
    headers: (headers) => {
      if (!refused) return headers;
      const [user = ''] = Buffer.from((headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      return { ...headers, authorization: `Basic ${Buffer.from(`${user}:not-the-password`).toString('base64')}` };
    },
    answer: (req) => {
      if (refused && req.method !== 'GET') writes += 1;
      return null;
    },
  });
  return {
    baseUrl: relay.baseUrl,
    close: relay.close,
    refuse: () => {
      refused = true;
    },
    writesSinceRefused: () => writes,
  };
}

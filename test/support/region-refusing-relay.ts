// A relay in front of a service that answers every request for its region list with 404 and passes the rest: the
// service is reachable and the log-in works, but its reference data cannot be fetched. For tests of what an import
// does with only a saved copy of the reference data, or with none. It can start passing and refuse later.
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';

export interface RegionRefusingRelay {
  readonly baseUrl: string;
  /** From now on the region list is refused. */
  refuse(): void;
  close(): Promise<void>;
}

export async function startRegionRefusingRelay(target: string, refusing = true): Promise<RegionRefusingRelay> {
  const to = new URL(target);
  let refused = refusing;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (refused && /\/region(\?|$)/.test(req.url ?? '')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'not found' }));
        return;
      }
      const forward = http.request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    baseUrl: `http://127.0.0.1:${port}${to.pathname}`,
    refuse: () => {
      refused = true;
    },
    close,
  };
}

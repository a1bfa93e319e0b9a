// A relay in front of a service on a free loopback port: every request forwarded as it came, unless the test's hooks
// answer it themselves or change its headers. The shared part of the relays that refuse something on cue.
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';

/** An answer the relay gives instead of the service's. */
export interface RelayAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface RelayHooks {
  /** The relay's own answer to a request (its body as received), or null to forward it. */
  readonly answer?: (req: http.IncomingMessage, body: Buffer) => RelayAnswer | null;
  /** The headers the request is forwarded with. */
  readonly headers?: (headers: http.IncomingHttpHeaders) => http.IncomingHttpHeaders;
  /** The body the request is forwarded with (its length header follows it). */
  readonly body?: (req: http.IncomingMessage, body: Buffer) => Buffer;
}

export interface ForwardingRelay {
  readonly baseUrl: string;
  close(): Promise<void>;
}

export async function startForwardingRelay(target: string, hooks: RelayHooks): Promise<ForwardingRelay> {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const own = hooks.answer?.(req, Buffer.concat(chunks)) ?? null;
      if (own !== null) {
        res.writeHead(own.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(own.body));
        return;
      }
      const body = hooks.body ? hooks.body(req, Buffer.concat(chunks)) : Buffer.concat(chunks);
      const given = hooks.headers ? hooks.headers(req.headers) : req.headers;
      const headers = hooks.body ? { ...given, 'content-length': String(body.length) } : given;
      const forward = http.request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return { baseUrl: `http://127.0.0.1:${port}${to.pathname}`, close };
}

// A relay in front of a service that, once armed, lets the next batch reach the service and loses its answer (the
// connection cut after sending), then cuts every request until healed: the rows of that batch are left in doubt, as
// the look-ups that would settle them fail too. For tests of what an upload and the next one do with such rows.
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';

export interface AnswerLosingRelay {
  readonly baseUrl: string;
  /** The bodies of the batches that reached the service, the lost one among them. */
  forwardedBatches(): readonly string[];
  /**
   * The next batch (after `passing` more batches answered as ever) arrives at the service and its answer is lost;
   * every request after it is cut.
   */
  arm(passing?: number): void;
  /** Requests pass again. */
  heal(): void;
  close(): Promise<void>;
}

type Mode = 'pass' | 'armed' | 'cut';

export async function startAnswerLosingRelay(target: string): Promise<AnswerLosingRelay> {
  const to = new URL(target);
  let mode: Mode = 'pass';
  /** Batches still to pass once armed. */
  let passing = 0;
  const batches: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'cut') {
        res.destroy();
        return;
      }
      const batch = req.method === 'POST' && (req.url ?? '').includes('/batch');
      const lose = mode === 'armed' && batch && passing-- <= 0;
      if (lose) mode = 'cut';
      if (batch) batches.push(Buffer.concat(chunks).toString('utf8'));
      const forward = http.request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            if (lose) {
              res.destroy();
              return;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(parts));
          });
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    baseUrl: `http://127.0.0.1:${port}${to.pathname}`,
    forwardedBatches: () => batches,
    arm: (pass = 0) => {
      mode = 'armed';
      passing = pass;
    },
    heal: () => {
      mode = 'pass';
    },
    close,
  };
}

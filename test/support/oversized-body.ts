// A request body far over a server's limit, streamed in chunks until the server answers: a limit that holds refuses it
// while it still arrives, so fewer bytes are written than the whole (docs/limits.md).
import { request } from 'node:http';

/** The answer, and the bytes written before it came (or the connection closed); status null: no answer. */
export interface OversizedAnswer {
  readonly status: number | null;
  readonly text: string;
  readonly written: number;
}

/** POSTs up to `total` bytes of `chunk` to `url` with `headers`, stopping at the server's answer. */
export function postUntilAnswered(
  url: string,
  headers: Readonly<Record<string, string>>,
  total: number,
  chunk: Buffer,
): Promise<OversizedAnswer> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent: false, headers });
    let written = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? null, text, written });
      });
    });
    req.on('error', () => resolve({ status: null, text: '', written }));
    const pump = (): void => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

// The browser host as its page uses it, over real HTTP: session cookie, contract calls, uploads and the event stream.
import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { BrowserHost } from '../../src/browser-host/browser-host';
import type { Outcome } from '../../src/shared/contract';

export interface HostClient {
  call(method: string, args?: unknown): Promise<Outcome<unknown>>;
  upload(name: string, body: Buffer): Promise<string>;
  /** Every `progress` event the stream carried since {@link HostClient.listen}. */
  readonly events: { name: string; data: unknown }[];
  /** Resolves once the stream is open; events arrive into {@link HostClient.events}. */
  listen(): Promise<void>;
  /** Resolves with the first event (already arrived or to come) that `test` accepts. */
  nextEvent(test: (e: { name: string; data: unknown }) => boolean): Promise<{ name: string; data: unknown }>;
  close(): void;
}

function answer(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => {
      text += c;
    });
    res.on('end', () => resolve(text));
    res.on('error', reject);
  });
}

function post(host: BrowserHost, cookie: string, path: string, body: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { cookie, origin: host.origin, 'x-li-request': '1', 'content-type': 'application/json' };
    request(`${host.origin}${path}`, { method: 'POST', headers }, (res) => {
      answer(res).then(resolve, reject);
    })
      .on('error', reject)
      .end(body);
  });
}

export async function hostClient(host: BrowserHost): Promise<HostClient> {
  const cookie = await new Promise<string>((resolve, reject) => {
    request(host.url, (res) => {
      res.resume();
      resolve((res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '');
    })
      .on('error', reject)
      .end();
  });
  const events: { name: string; data: unknown }[] = [];
  const watchers: (() => void)[] = [];
  let stream: IncomingMessage | null = null;
  return {
    events,
    async call(method, args = {}) {
      return JSON.parse(await post(host, cookie, `/api/${method}`, JSON.stringify(args))) as Outcome<unknown>;
    },
    async upload(name, body) {
      const r = JSON.parse(await post(host, cookie, `/upload?name=${encodeURIComponent(name)}`, body)) as Outcome<{
        uploadId: string;
      }>;
      if (!r.ok) throw new Error(`upload: ${r.error.message}`);
      return r.value.uploadId;
    },
    listen() {
      return new Promise((resolve, reject) => {
        request(`${host.origin}/api/events`, { headers: { cookie } }, (res) => {
          stream = res;
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const name = /^event: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (name && data) events.push({ name, data: JSON.parse(data) as unknown });
              for (const w of watchers.splice(0)) w();
              end = buffer.indexOf('\n\n');
            }
          });
          resolve();
        })
          .on('error', reject)
          .end();
      });
    },
    nextEvent(test) {
      return new Promise((resolve) => {
        const look = (): void => {
          const found = events.find(test);
          if (found) resolve(found);
          else watchers.push(look);
        };
        look();
      });
    },
    close() {
      stream?.destroy();
    },
  };
}

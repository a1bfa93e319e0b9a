// A batch's request JSON made ahead, while the batch before it is in flight (docs/upload.md, "The send loop").
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { BatchItem } from '../../../src/engine/api';
import { createApiClient, encodeBatch } from '../../../src/engine/api';

/** A body whose JSON says how many times it was encoded. */
function countingBody(): { readonly seller: { readonly name: { toJSON(): string } } } {
  let n = 0;
  return { seller: { name: { toJSON: () => `encoded ${++n}` } } };
}

/** A service that keeps each /batch request body it receives and answers every item created. */
async function keepingService(): Promise<{ readonly baseUrl: string; readonly bodies: string[]; close(): void }> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (d: Buffer) => (text += d.toString('utf8')));
    req.on('end', () => {
      bodies.push(text);
      const items = JSON.parse(text) as unknown[];
      res.writeHead(207, { 'content-type': 'application/json' });
      res.end(JSON.stringify(items.map((_, i) => ({ status: 201, body: { id: i + 1 } }))));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/api/json/v3`, bodies, close: () => server.close() };
}

describe('a batch encoded ahead', () => {
  it('sends the text made ahead, encoded once; a batch given no text is encoded as it is sent', async () => {
    const service = await keepingService();
    const c = createApiClient({ baseUrl: service.baseUrl, user: 'demo', password: 'demo' });
    if (!c.ok) throw new Error(c.error.en);
    try {
      const ahead: BatchItem[] = [{ method: 'POST', uri: '/seller?office_id=1', body: countingBody() }];
      const text = encodeBatch(ahead);
      const answered = await c.value.batch(ahead, undefined, undefined, text);
      expect(answered.ok).toBe(true);
      const plain: BatchItem[] = [{ method: 'POST', uri: '/seller?office_id=1', body: countingBody() }];
      expect((await c.value.batch(plain)).ok).toBe(true);
      expect(service.bodies.map((b) => JSON.parse(b) as unknown)).toEqual([
        [{ method: 'POST', uri: '/seller?office_id=1', body: { seller: { name: 'encoded 1' } } }],
        [{ method: 'POST', uri: '/seller?office_id=1', body: { seller: { name: 'encoded 1' } } }],
      ]);
    } finally {
      await c.value.close();
      service.close();
    }
  });
});

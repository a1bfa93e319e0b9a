// The image link check against a local server: each kind of answer, the redirects, the limits and the stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImageLinks } from '../../../src/engine/image-check';
import type { ImageServer } from './image-server-kit';
import { startImageServer } from './image-server-kit';

let server: ImageServer;
beforeAll(async () => {
  server = await startImageServer();
});
afterAll(async () => {
  await server.close();
});

async function one(path: string, limits = {}) {
  const url = server.url(path);
  const results = await checkImageLinks([url], { limits });
  return results.get(url);
}

describe('image link check', () => {
  it('finds a JPEG answered 200 reachable', async () => {
    expect(await one('/ok.jpg')).toMatchObject({ outcome: 'reachable', status: 200 });
  });

  it('tells a PNG by its first bytes when the server calls it octet-stream', async () => {
    expect(await one('/octet.png')).toMatchObject({ outcome: 'reachable', message: 'reachable (PNG)' });
  });

  it('says not found for a 404', async () => {
    expect(await one('/missing.jpg')).toMatchObject({ outcome: 'not-found', messageHu: 'nem található (HTTP 404)' });
  });

  it('says refused for a 500', async () => {
    expect(await one('/error.jpg')).toMatchObject({ outcome: 'refused', status: 500 });
  });

  it('follows a chain of three redirects to the image', async () => {
    const r = await one('/hop/3');
    expect(r).toMatchObject({ outcome: 'reachable', finalUrl: server.url('/ok.jpg') });
    expect(server.hits.get('/hop/1')).toBe(1);
  });

  it('refuses a redirect loop after the limit', async () => {
    expect(await one('/loop', { maxRedirects: 3 })).toMatchObject({
      outcome: 'refused',
      message: 'refused: more than 3 redirects',
    });
  });

  it('says an HTML page is not an image', async () => {
    expect(await one('/page.html')).toMatchObject({ outcome: 'not-an-image', message: 'not an image (text/html)' });
  });

  it('says a file called JPEG that is not one is not an image', async () => {
    expect(await one('/fake.jpg')).toMatchObject({ outcome: 'not-an-image' });
  });

  it('says a few bytes of image are a placeholder', async () => {
    expect(await one('/tiny.gif')).toMatchObject({ outcome: 'not-an-image' });
  });

  it('refuses a declared 50 MB image without reading its body', async () => {
    expect(await one('/big-declared.jpg')).toMatchObject({ outcome: 'too-large' });
    expect(server.sent.get('/big-declared.jpg') ?? 0).toBeLessThan(20 * 1024 * 1024);
  });

  it('reads only the first bytes of an undeclared 50 MB image', async () => {
    expect(await one('/big-chunked.jpg')).toMatchObject({ outcome: 'reachable' });
    expect(server.sent.get('/big-chunked.jpg') ?? 0).toBeLessThan(20 * 1024 * 1024);
  });

  it('says too slow for a server that never answers', async () => {
    expect(await one('/never-1', { perUrlMs: 300 })).toMatchObject({ outcome: 'too-slow' });
  });

  it('says too slow for an image that drips in a byte at a time', async () => {
    expect(await one('/drip.jpg', { perUrlMs: 300 })).toMatchObject({ outcome: 'too-slow' });
  });

  it('says refused for a server that is not there', async () => {
    const results = await checkImageLinks(['http://127.0.0.1:1/a.jpg']);
    expect(results.get('http://127.0.0.1:1/a.jpg')).toMatchObject({ outcome: 'refused' });
  });

  it('fetches each distinct URL once', async () => {
    const url = server.url('/same/1.jpg');
    const results = await checkImageLinks([url, url, url]);
    expect(results.size).toBe(1);
    expect(server.hits.get('/same/1.jpg')).toBe(1);
  });

  it('sends no cookie and no credentials', async () => {
    await one('/same/2.jpg');
    const h = server.headers.get('/same/2.jpg') ?? {};
    expect([h.cookie, h.authorization]).toEqual([undefined, undefined]);
  });

  it('keeps at most the per-host number of requests in flight, and reports progress to the end', async () => {
    const urls = Array.from({ length: 8 }, (_, i) => server.url(`/slow/${i}.jpg`));
    const seen: number[] = [];
    server.resetMaxInFlight();
    const results = await checkImageLinks(urls, { limits: { perHost: 2 }, onProgress: (p) => seen.push(p.done) });
    expect([...results.values()].every((r) => r.outcome === 'reachable')).toBe(true);
    expect(server.maxInFlight()).toBe(2);
    expect(seen.at(-1)).toBe(8);
  });

  it('stops when cancelled: the rest are not checked', async () => {
    const controller = new AbortController();
    const urls = [server.url('/ok.jpg'), server.url('/never-2'), server.url('/never-3'), server.url('/never-4')];
    const results = await checkImageLinks(urls, {
      signal: controller.signal,
      limits: { perHost: 2 },
      onProgress: (p) => p.done === 1 && controller.abort(),
    });
    expect(results.get(urls[0] as string)?.outcome).toBe('reachable');
    const rest = urls.slice(1).map((u) => results.get(u)?.message);
    expect(rest).toEqual(Array(3).fill('not checked: the check was cancelled'));
  });

  it('stops at the total time limit: the rest are not checked', async () => {
    const urls = [server.url('/never-5'), server.url('/never-6'), server.url('/never-7')];
    const results = await checkImageLinks(urls, { limits: { totalMs: 300, perHost: 1 } });
    expect([...results.values()].map((r) => r.outcome)).toEqual(['not-checked', 'not-checked', 'not-checked']);
  });
});

// TEMPORARY stand-in for src/sandbox's startSandbox until it lands: offices, regions and POST /batch only.
// Office 1 may hold 2 featured properties, so the end-to-end test can see the service refuse rows.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateBody } from '../../catalog';

export interface InterimSandbox {
  readonly baseUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

const OFFICES = [
  { id: 1, name: 'Demo Iroda Budapest', status: 'active' as const },
  { id: 2, name: 'Demo Iroda Debrecen', status: 'active' as const },
];
const FEATURED_QUOTA = 2;

export async function startSandboxInterim(opts: { readonly port: number }): Promise<InterimSandbox> {
  let nextId = 1000;
  const transferIds = new Set<string>();
  const featured = new Map<number, number>();
  const auth = `Basic ${Buffer.from('demo:demo').toString('base64')}`;
  const fail = (status: number, code: number, text: string) => ({ status, body: { error_code: code, error_description: text } });

  function handle(method: string, uri: string, body: unknown): { status: number; body: unknown } {
    const url = new URL(uri, 'http://x');
    const path = url.pathname;
    if (method === 'GET' && path === '/office') return { status: 200, body: OFFICES.map((o) => ({ id: { id: o.id }, office: { id: o.id, name: o.name, status: o.status } })) };
    if (method === 'GET' && path === '/region') return { status: 200, body: [{ id: { id: 1 }, region: { id: 1, name: 'Budapest' }, areas: [] }] };
    const resource = path === '/seller' ? 'seller' : path === '/property' ? 'property' : null;
    if (resource === null || (method !== 'POST' && method !== 'PUT')) return fail(404, 21, `Unknown endpoint ${method} ${path}`);
    const op = method === 'POST' ? 'create' : 'modify';
    const checked = validateBody(resource, op, body);
    if (!checked.ok) return fail(400, 2, `Invalid field ${checked.error[0]?.field ?? ''}`);
    const b = body as Record<string, Record<string, unknown> | undefined>;
    const officeId = Number(url.searchParams.get('office_id') ?? 1);
    const tid = b.id?.transfer_id;
    const key = `${resource}:${officeId}:${String(tid)}`;
    if (op === 'create' && typeof tid === 'string' && transferIds.has(key)) return fail(409, 24, `transfer_id "${tid}" is already taken`);
    if (resource === 'property' && b.property?.is_featured === true) {
      const used = featured.get(officeId) ?? 0;
      if (used >= FEATURED_QUOTA) return fail(400, 29, `The office's featured quota (${FEATURED_QUOTA}) is used up`);
      featured.set(officeId, used + 1);
    }
    if (op === 'create' && typeof tid === 'string') transferIds.add(key);
    const id = op === 'create' ? nextId++ : Number(url.searchParams.get('id'));
    return { status: op === 'create' ? 201 : 200, body: { [resource]: { id } } };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
      if (req.headers.authorization !== auth) { send(401, { error_code: 10, error_description: 'Authentication failed' }); return; }
      const path = (req.url ?? '/').replace(/^\/api\/json\/v3/, '');
      if (req.method === 'POST' && path === '/batch') {
        const items = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { method: string; uri: string; body?: unknown }[];
        send(207, items.map((i) => handle(i.method, i.uri, i.body)));
        return;
      }
      const r = handle(req.method ?? 'GET', path, chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined);
      send(r.status, r.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/json/v3`,
    port,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

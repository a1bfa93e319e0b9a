// A relay in front of a service whose region list names one district more than the service knows: the importer
// checks a workbook naming it as valid, and the service refuses the listing naming its own field path
// (`location.area_id: … is not an area of GET /region.`). For tests of how a refusal that names a field is shown.
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';

export interface ExtraDistrictRelay {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** The district the relay adds to the settlement `regionId`, with an id the service does not have. */
export const EXTRA_DISTRICT = { id: 1999, name: 'Kertváros' } as const;

type RegionItem = { region?: { id?: number }; areas?: unknown[] };

function withExtraDistrict(body: string, regionId: number): string {
  const items = JSON.parse(body) as RegionItem[];
  for (const item of items) {
    if (item.region?.id !== regionId || item.areas === undefined) continue;
    item.areas.push({ id: { id: EXTRA_DISTRICT.id }, area: { id: EXTRA_DISTRICT.id, name: EXTRA_DISTRICT.name } });
  }
  return JSON.stringify(items);
}

export async function startExtraDistrictRelay(target: string, regionId: number): Promise<ExtraDistrictRelay> {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const regions = req.method === 'GET' && /\/region(\?|$)/.test(req.url ?? '');
      const forward = http.request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          if (!regions || answer.statusCode !== 200) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            const body = withExtraDistrict(Buffer.concat(parts).toString('utf8'), regionId);
            const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
            delete headers['transfer-encoding'];
            res.writeHead(200, headers);
            res.end(body);
          });
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return { baseUrl: `http://127.0.0.1:${port}${to.pathname}`, close };
}

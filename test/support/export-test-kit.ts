// Sandbox records, a request-counting proxy and openpyxl edits for the export and round-trip tests.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { FieldDef, PropertyType, SheetRole } from '../../src/catalog';
import { SPECIAL_BLOCKS, fieldsForRole } from '../../src/catalog';
import type { ApiClient, BatchItem } from '../../src/engine/api';
import { RESULT_HEADERS, RESULT_HEADERS_HU } from '../../src/engine/model/result-headers';
import { templateHeader } from '../../src/engine/template';
import { DEMO } from '../../src/sandbox';

const run = promisify(execFile);

/** One request that reached the service through the proxy; `items` counts the entries of a POST /batch. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly items: readonly BatchItem[];
}

export interface CountingProxy {
  readonly baseUrl: string;
  readonly seen: SeenRequest[];
  /** Requests that change something: batch items and direct POST/PUT/DELETE. */
  writes(): readonly BatchItem[];
  /** Error answers so far (a batch's items one by one): each costs the office a faulty request. */
  faults(): number;
  close(): Promise<void>;
}

/** Error answers in one answer: a batch's items with an error status one by one, else the answer's own status. */
function faultsIn(status: number, body: Buffer, batch: boolean): number {
  if (batch) {
    try {
      const items = JSON.parse(body.toString('utf8')) as { status?: number }[];
      if (Array.isArray(items)) return items.filter((i) => (i.status ?? 0) >= 400).length;
    } catch {
      // Not a batch answer (the request was refused whole): counted by its status below.
    }
  }
  return status >= 400 ? 1 : 0;
}

/** A plain HTTP relay in front of the sandbox that records every request, so a test counts what the CLI really sent. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const to = new URL(target);
  const seen: SeenRequest[] = [];
  let faults = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let items: BatchItem[] = [];
      const batch = req.method === 'POST' && (req.url ?? '').includes('/batch');
      if (batch) {
        try {
          items = JSON.parse(body.toString('utf8')) as BatchItem[];
        } catch {
          items = [];
        }
      } else if (req.method !== 'GET') {
        items = [{ method: req.method as BatchItem['method'], uri: req.url ?? '' }];
      }
      seen.push({ method: req.method ?? '', path: req.url ?? '', items });
      const forward = http.request(
        {
          host: to.hostname,
          port: to.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            const text = Buffer.concat(parts);
            faults += faultsIn(answer.statusCode ?? 502, text, batch);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(text);
          });
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}${to.pathname}`,
    seen,
    writes: () => seen.flatMap((s) => s.items),
    faults: () => faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A value the field takes, varied by `n` so every code and yes/no of a set appears across the listings. */
function sampleValue(field: FieldDef, n: number): unknown {
  const t = field.type;
  switch (t.kind) {
    case 'enum':
      return t.values[n % t.values.length];
    case 'bool':
      return field.nullable && n % 3 === 2 ? null : n % 2 === 0;
    case 'uint':
      return Math.min(t.max, t.min + 1 + (n % 40));
    default:
      return undefined;
  }
}

const TYPES: readonly PropertyType[] = ['apartment', 'house', 'land', 'garage', 'office', 'holiday_estate'];

export function sellerBody(n: number, withTransferId = true): Record<string, unknown> {
  return {
    ...(withTransferId ? { id: { transfer_id: `EXP-S${n}` } } : {}),
    seller: {
      name: `Exportált Eladó ${n}`,
      phone: `+36 30 555 ${String(n).padStart(4, '0')}`,
      email: `elado${n}@example.hu`,
      ...(n % 2 === 0 ? { public_email: `public${n}@example.hu`, max_estate_number: 10 + n } : {}),
      can_manage_properties: n % 3 !== 0,
    },
  };
}

/** A listing of a type chosen by `n`, its special block filled with values from the catalog's sets. */
export type SellerLink = { readonly transfer_id: string } | { readonly id: number } | null;

export function propertyBody(n: number, seller: SellerLink): Record<string, unknown> {
  const type = TYPES[n % TYPES.length] ?? 'apartment';
  const rent = n % 4 === 1;
  const special: Record<string, unknown> = {};
  for (const f of SPECIAL_BLOCKS[type]) {
    const v = sampleValue(f, n + f.name.length);
    if (v !== undefined) special[f.name] = v;
  }
  return {
    ...(n % 10 === 9 ? {} : { id: { transfer_id: `EXP-P${n}` } }),
    ...(seller ? { seller } : {}),
    property: {
      type,
      status: n % 5 === 0 ? 'inactive' : 'active',
      action: rent ? 'rent' : 'sale',
      external_id: `EXP-${n}`,
      orientation: n % 2 === 0 ? 'south' : null,
      has_video: n % 2 === 1,
    },
    location: {
      region_id: DEMO.regions.budapest,
      area_id: 1001 + (n % 23),
      zip_code: String(1011 + (n % 80)),
      address: `Árvíztűrő utca ${n}.`,
      is_address_public: n % 2 === 0,
    },
    price: {
      price: rent ? 150_000 + n * 1000 : 30_000_000 + n * 250_000,
      price_currency: n % 7 === 3 ? 'eur' : 'huf',
      ...(rent ? { price_period: 'monthly', deposit: 2, deposit_type: 'monthly' } : {}),
      is_guide_price: n % 3 === 0,
    },
    descriptions: { hu: `Szép ingatlan ${n}.\nMásodik sor.`, ...(n % 2 === 0 ? { en: `Nice property ${n}.` } : {}) },
    map: { visibility: 'area', radius: 100 + (n % 5) * 50, latitude: 47.5 + n / 10_000, longitude: 19.05 },
    special: { [type]: special },
  };
}

/** Sends `items` in batches of 100 and fails on any refused item, naming it. */
export async function sendAll(client: ApiClient, items: readonly BatchItem[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < items.length; i += 100) {
    const chunk = items.slice(i, i + 100);
    const answer = await client.batch(chunk);
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    answer.value.forEach((a, j) => {
      if (a.status >= 300) throw new Error(`${JSON.stringify(chunk[j])} refused: ${JSON.stringify(a.body)}`);
      const body = a.body as Record<string, { id?: number } | undefined>;
      ids.push(body['property']?.id ?? body['seller']?.id ?? 0);
    });
  }
  return ids;
}

/** `sellers` sellers (the last without a transfer_id) and `properties` listings of every kind in office 1. */
export async function seedOffice(client: ApiClient, sellers: number, properties: number): Promise<void> {
  const office = DEMO.offices.budapest;
  const sellerItems: BatchItem[] = [];
  for (let n = 1; n <= sellers; n++) {
    sellerItems.push({ method: 'POST', uri: `/seller?office_id=${office}`, body: sellerBody(n, n < sellers) });
  }
  const sellerIds = await sendAll(client, sellerItems);
  const lastSeller = sellerIds[sellerIds.length - 1] ?? 0;
  const propertyItems: BatchItem[] = [];
  for (let n = 1; n <= properties; n++) {
    const byReference = { transfer_id: `EXP-S${1 + (n % (sellers - 1))}` };
    const seller = n % 11 === 0 ? { id: lastSeller } : n % 13 === 0 ? null : byReference;
    propertyItems.push({ method: 'POST', uri: `/property?office_id=${office}`, body: propertyBody(n, seller) });
  }
  await sendAll(client, propertyItems);
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  return String(v);
}

/** A data sheet as header → value maps, one per row below the header. */
export async function readSheet(file: string, sheet: string): Promise<Map<string, string>[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet ${sheet} in ${file}`);
  const headers: string[] = [];
  ws.getRow(1).eachCell((c, col) => {
    headers[col] = cellText(c.value);
  });
  const rows: Map<string, string>[] = [];
  ws.eachRow((row, number) => {
    if (number === 1) return;
    const m = new Map<string, string>();
    row.eachCell((c, col) => m.set(headers[col] ?? `#${col}`, cellText(c.value)));
    rows.push(m);
  });
  return rows;
}

export interface CellEdit {
  readonly sheet: string;
  /** The header cell's whole text. */
  readonly header: string;
  /** The Service ID of the row to edit. */
  readonly serviceId: number;
  /** The new value; null empties the cell. */
  readonly value: string | number | null;
}

/** A row appended below a sheet's last filled row: header → value. */
export interface AppendedRow {
  readonly sheet: string;
  readonly cells: Readonly<Record<string, string | number>>;
}

/**
 * Edits cells (found by the row's Service ID) and appends rows as a person would in a spreadsheet program that is
 * not Excel: openpyxl loads and saves the file.
 */
export async function editWithOpenpyxl(
  file: string,
  out: string,
  edits: readonly CellEdit[],
  appended: readonly AppendedRow[] = [],
): Promise<void> {
  const script = `
import json, sys, openpyxl
src, dst, edits, appended = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), json.loads(sys.argv[4])
ids = json.loads(sys.argv[5])
wb = openpyxl.load_workbook(src)
def heads(ws):
    return {c.value: c.column for c in ws[1] if c.value is not None}
for e in edits:
    ws = wb[e['sheet']]
    h = heads(ws)
    idcol = next(h[n] for n in ids if n in h)
    rows = [r for r in range(2, ws.max_row + 1) if ws.cell(r, idcol).value == e['serviceId']]
    assert len(rows) == 1, e
    ws.cell(rows[0], h[e['header']]).value = e['value']
for a in appended:
    ws = wb[a['sheet']]
    h = heads(ws)
    last = max([r for r in range(2, ws.max_row + 1) if any(ws.cell(r, c).value is not None for c in h.values())] + [1])
    for k, v in a['cells'].items():
        ws.cell(last + 1, h[k]).value = v
wb.save(dst)
`;
  // The Service ID column in either language a results workbook writes it in.
  const ids = JSON.stringify([RESULT_HEADERS.serviceId, RESULT_HEADERS_HU.serviceId]);
  await run('/usr/bin/python3', ['-c', script, file, out, JSON.stringify(edits), JSON.stringify(appended), ids]);
}

/** The image sheets of an export in Hungarian. */
export const PROPERTY_IMAGES = 'Ingatlan képek';
export const SELLER_IMAGES = 'Értékesítő képek';

/** The template's Hungarian header of `key` on a sheet of `role`. */
export function hungarianHeader(role: SheetRole, key: string): string {
  const field = fieldsForRole(role).find((f) => f.key === key);
  if (!field) throw new Error(`no ${key} in ${role}`);
  return templateHeader(field, 'hu');
}

/** An image record: its reference (none when null), order and titles (none when null), a URL from either. */
export function imageBody(transferId: string | null, order: number, title: string | null): Record<string, unknown> {
  return {
    ...(transferId === null ? {} : { id: { transfer_id: transferId } }),
    image: {
      url: `https://kepek.example.hu/${transferId ?? `kep-${order}`}.jpg`,
      ...(title === null ? {} : { long_title: title, short_title: `${title} (kicsi)` }),
      order,
    },
  };
}

/** One POST of images (`/property/image?…` or `/seller/image?…`), and the names the test knows its images by. */
export interface ImagePost {
  readonly uri: string;
  readonly images: readonly Record<string, unknown>[];
  readonly names: readonly string[];
}

/** Sends the image posts in one batch; the made images' Service IDs by their names. */
export async function postImages(client: ApiClient, posts: readonly ImagePost[]): Promise<Map<string, number>> {
  const answer = await client.batch(posts.map((p) => ({ method: 'POST', uri: p.uri, body: { images: p.images } })));
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  const ids = new Map<string, number>();
  answer.value.forEach((a, i) => {
    if (a.status !== 201) throw new Error(JSON.stringify(a.body));
    const made = (a.body as { images: { id: number }[] }).images;
    made.forEach((m, j) => ids.set(posts[i]?.names[j] ?? '?', m.id));
  });
  return ids;
}

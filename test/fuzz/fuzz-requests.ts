// Random requests to the listing API for the sandbox fuzz tests: wild ones (any method, path, query, body and
// headers) and plausible ones (a catalog endpoint, its parameters, a valid body partly changed) that reach handlers.
import fc from 'fast-check';
import { request } from 'undici';
import { ENDPOINTS, fieldsForRole } from '../../src/catalog';
import type { QueryParam, SheetRole } from '../../src/catalog';
import { DEMO } from '../../src/sandbox';
import { basic } from '../sandbox/sandbox-client';

export interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
}

const ROLES: readonly SheetRole[] = ['sellers', 'properties', 'property_images', 'seller_images'];
const FIELD_KEYS = [...new Set(ROLES.flatMap((r) => fieldsForRole(r).map((f) => f.key)))];
const PATHS = [...new Set(ENDPOINTS.map((e) => e.path))];
const PARAMS = [...new Set(ENDPOINTS.flatMap((e) => e.query.map((q) => q.name)))];

const escapes = fc.constantFrom('%', '%2', '%ZZ', '%FF', '%E0%A4%A', '%C3%A9', '%00', '%2C', '+', '&', '=', ',', '%25');
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.array(fc.oneof(escapes, fc.string({ maxLength: 3 })), { maxLength: 5 }).map((p) => p.join('')),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '500001',
    '700001',
    '1.5',
    '1e309',
    '99999999999999999999',
    'id',
    'seller',
    'images.id',
    'property',
    'id,seller',
    '2024-01-01',
    '2024-13-45T99:00:00Z',
    'DEMO-S1',
    'DEMO-P1',
    'null',
    'true',
    '',
  ),
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), text), text), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
const path = fc
  .tuple(
    fc.constantFrom('/api/json/v3', '/api/json/v3', '', '/api/json/v2', '//'),
    fc.oneof(
      fc.constantFrom(...PATHS),
      fc.constantFrom('/', '/seller/', '/seller/image/x', '/%ZZ', '/..', '/seller%2Fimage'),
      text.map((t) => `/${encodeURIComponent(t)}`),
    ),
    fc.option(query, { nil: undefined }),
  )
  .map(([base, p, q]) => `${base}${p}${q === undefined ? '' : `?${q}`}`);

/** A JSON value of the kinds a body holds, with numbers and strings near the field limits. */
const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    0,
    -1,
    1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    5.5,
    'huf',
    'eur',
    'apartment',
    'house',
    'sale',
    'rent',
    'https://example.hu/a.jpg',
    '2024-01-01',
    'x'.repeat(5000),
    1001,
    1013,
    1,
    3,
  ),
);
const value = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('v'), { maxKeys: 3 }),
  ),
})).v;

/** A body from the catalog's own field keys, so the validators see plausible blocks with wrong or odd values. */
const fieldBody = fc.array(fc.tuple(fc.constantFrom(...FIELD_KEYS), value), { maxLength: 8 }).map((entries) => {
  const body: Record<string, Record<string, unknown>> = {};
  for (const [key, v] of entries) {
    const [block = 'x', name = 'y'] = key.split('.');
    body[block] = { ...body[block], [name]: v };
  }
  return body;
});
const batchItem = fc.record(
  {
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'get', ''),
    uri: fc.oneof(path, value),
    body: fc.oneof(fieldBody, value),
  },
  { requiredKeys: [] },
);
const jsonBody = fc.oneof(
  fieldBody,
  value,
  fc.array(batchItem, { maxLength: 4 }),
  fc.array(fc.constant({}), { minLength: 99, maxLength: 102 }),
);
const nested = fc
  .oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1000, max: 100_000 }))
  .map((d) => `{"seller":${'['.repeat(d)}${']'.repeat(d)}}`);
const rawBody = fc.oneof(
  jsonBody.map((b) => JSON.stringify(b)),
  nested,
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '{', '[', '{"a":', '"\\ud800"', '{"seller":{"name":"\\u0000"}}', 'null', '[]', '{}', '\uFEFF{}'),
);

const auth = fc.oneof(
  fc.constant(basic(DEMO.users.demo.username, DEMO.users.demo.password)),
  fc.constant(basic(DEMO.users.demo.username, DEMO.users.demo.password)),
  fc.constant(basic('demo2', 'demo2')),
  fc.constant(basic('demo', 'wrong')),
  fc.constantFrom('Basic', 'Basic !!!', 'Basic Og==', 'Bearer x', 'Basic ' + Buffer.from('nocolon').toString('base64')),
  fc.string({ maxLength: 20 }).map((s) => `Basic ${Buffer.from(s).toString('base64')}`),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/json;;',
  'multipart/form-data; boundary=x',
  '',
);
const headerValue = fc.string({ maxLength: 20 }).map((s) => s.replace(/[^\x20-\x7e]/g, 'x'));

const wild: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND'),
    path,
    auth: fc.option(auth, { nil: undefined, freq: 8 }),
    contentType: fc.option(contentType, { nil: undefined }),
    extra: fc.option(
      fc.tuple(fc.constantFrom('x-fuzz', 'accept', 'accept-encoding', 'x-forwarded-for', 'origin'), headerValue),
      { nil: undefined },
    ),
    body: fc.option(rawBody, { nil: undefined, freq: 2 }),
  })
  .map(({ method, path: p, auth: a, contentType: ct, extra, body }) => {
    const headers: Record<string, string> = {};
    if (a !== undefined) headers.authorization = a;
    if (ct !== undefined && ct !== '') headers['content-type'] = ct;
    if (extra) headers[extra[0]] = extra[1];
    const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD' && method !== 'TRACE';
    return { method, path: p, headers, body: withBody ? body : undefined };
  });

/** Values a parameter of the catalog's kind would plausibly take, with some wrong ones. */
function paramValue(kind: QueryParam['type']): fc.Arbitrary<string> {
  switch (kind.kind) {
    case 'parts':
      return fc.subarray([...kind.parts], { minLength: 1 }).map((p) => p.join(','));
    case 'id':
      return fc.constantFrom('1', '2', '3', '500001', '700001', '0', 'x');
    case 'ids':
      return fc.constantFrom('1', '1,2,3', '500001,500002', '700001', '900001', ',', '1,,2');
    case 'transfer_id':
      return fc.constantFrom('DEMO-S1', 'DEMO-P1', 'F-1', 'F-2', '');
    case 'transfer_ids':
      return fc.constantFrom('DEMO-S1', 'DEMO-S1,DEMO-S2', 'F-1,F-2', 'I-1');
    case 'datetime':
      return fc.constantFrom('2024-01-01', '2024-01-01T00:00:00Z', '2030-01-01T00:00:00+02:00', 'x');
    default:
      return text;
  }
}

const good: Readonly<Record<string, Record<string, unknown>>> = {
  seller: {
    id: { transfer_id: 'F-1' },
    seller: { name: 'Teszt Elek', phone: '+36 30 123 4567', email: 'a@example.hu' },
  },
  property: {
    id: { transfer_id: 'F-2' },
    property: { type: 'house', action: 'sale' },
    location: { region_id: 1, area_id: 1013 },
    price: { price: 45_000_000, price_currency: 'huf' },
  },
  property_images: { images: [{ image: { url: 'https://example.hu/1.jpg', order: 1 } }] },
  seller_images: { images: [{ image: { url: 'https://example.hu/2.jpg', order: 1 } }] },
};

/** A catalog endpoint with plausible parameters and a valid body, some of it changed: reaches the handlers. */
const plausible: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...ENDPOINTS).chain((e) =>
  fc
    .record({
      params: fc.tuple(
        ...e.query.map((q) =>
          fc.option(
            paramValue(q.type).map((v) => `${q.name}=${encodeURIComponent(v)}`),
            { nil: undefined, freq: q.required ? 20 : 2 },
          ),
        ),
      ),
      changes: fieldBody,
      items: fc.array(fc.constantFrom(...ENDPOINTS.filter((x) => x.body !== 'batch')), { maxLength: 3 }),
      raw: fc.option(rawBody, { nil: undefined, freq: 3 }),
    })
    .map(({ params, changes, items, raw }): FuzzRequest => {
      const q = params.filter((x) => x !== undefined).join('&');
      const headers = {
        authorization: basic(DEMO.users.demo.username, DEMO.users.demo.password),
        'content-type': 'application/json',
      };
      const base = e.body === null || e.body === 'batch' ? undefined : good[e.body];
      let body: unknown = base === undefined ? undefined : { ...base, ...changes };
      if (e.body === 'batch') {
        body = items.map((i) => ({
          method: i.method,
          uri: `${i.path}?office_id=1&transfer_id=F-1`,
          body: i.body ? good[i.body] : undefined,
        }));
      }
      const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
      return { method: e.method, path: `/api/json/v3${e.path}${q ? `?${q}` : ''}`, headers, body: sent };
    }),
);

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(wild, plausible);

/** Sends one request to the sandbox at `origin`; the status and the answer's text. */
export async function sendFuzz(origin: string, r: FuzzRequest): Promise<{ status: number; text: string }> {
  const res = await request(`${origin}${r.path.startsWith('/') ? r.path : `/${r.path}`}`, {
    method: r.method,
    headers: r.headers,
    body: r.body,
  });
  return { status: res.statusCode, text: await res.body.text() };
}

// Fetches the reference data (settlements with districts, the user's offices) from the service.
import { request } from 'undici';
import type { Dispatcher } from 'undici';
import { z } from 'zod';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { OfficeRef, ReferenceData, RegionRef } from '../reference-data';

export interface ReferenceConnection {
  /** Ends in `/api/json/v3`; a trailing slash is ignored. */
  readonly baseUrl: string;
  readonly user: string;
  readonly password: string;
  /** Per request; default 30 s. */
  readonly timeoutMs?: number;
  readonly dispatcher?: Dispatcher;
  readonly signal?: AbortSignal;
}

export interface ReferenceFetchError {
  readonly kind: 'unreachable' | 'authentication' | 'http' | 'bad_response';
  readonly message: string;
}

const idBlock = z.object({ id: z.number().int().positive() });

const regionItem = z.object({
  id: idBlock.optional(),
  region: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
    zip_codes: z.array(z.union([z.string(), z.number()])).optional(),
  }),
  areas: z.array(z.object({ id: idBlock.optional(), area: z.object({ id: z.number().int().positive(), name: z.string() }) })).optional(),
});

const officeItem = z.object({
  id: idBlock.optional(),
  office: z.object({ id: z.number().int().positive(), name: z.string(), status: z.enum(['active', 'inactive']) }),
});

function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

async function getJson(conn: ReferenceConnection, path: string): Promise<Result<unknown, ReferenceFetchError>> {
  const url = `${trimBase(conn.baseUrl)}${path}`;
  const timeout = conn.timeoutMs ?? 30_000;
  const auth = Buffer.from(`${conn.user}:${conn.password}`, 'utf8').toString('base64');
  let res: Dispatcher.ResponseData;
  try {
    res = await request(url, {
      method: 'GET',
      headers: { authorization: `Basic ${auth}`, accept: 'application/json' },
      headersTimeout: timeout,
      bodyTimeout: timeout,
      ...(conn.dispatcher ? { dispatcher: conn.dispatcher } : {}),
      ...(conn.signal ? { signal: conn.signal } : {}),
    });
  } catch (e) {
    return err({ kind: 'unreachable', message: `The service at ${conn.baseUrl} cannot be reached (${(e as Error).message}).` });
  }
  let text: string;
  try {
    text = await res.body.text();
  } catch (e) {
    return err({ kind: 'unreachable', message: `The answer of ${url} was cut off (${(e as Error).message}).` });
  }
  if (res.statusCode === 401 || res.statusCode === 403) {
    return err({ kind: 'authentication', message: `The service refused user "${conn.user}" (HTTP ${res.statusCode}); check the user name and the JSON password.` });
  }
  if (res.statusCode !== 200) {
    return err({ kind: 'http', message: `GET ${path} answered HTTP ${res.statusCode}: ${text.slice(0, 200)}` });
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return err({ kind: 'bad_response', message: `GET ${path} did not answer JSON: ${text.slice(0, 100)}` });
  }
}

function parseList<T extends z.ZodType>(schema: T, json: unknown, path: string): Result<z.infer<T>[], ReferenceFetchError> {
  const parsed = z.array(schema).safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  return err({ kind: 'bad_response', message: `GET ${path} answered an unexpected shape at ${first?.path.join('.') ?? '?'}: ${first?.message ?? ''}` });
}

const REGION_PATH = '/region?part=id,region,areas.id,areas.area';
const OFFICE_PATH = '/office?part=id,office';

/** GET /region and GET /office with Basic authentication, as the engine's ReferenceData. */
export async function fetchReferenceData(conn: ReferenceConnection, now: () => Date = () => new Date()): Promise<Result<ReferenceData, ReferenceFetchError>> {
  const [regionsJson, officesJson] = await Promise.all([getJson(conn, REGION_PATH), getJson(conn, OFFICE_PATH)]);
  if (!regionsJson.ok) return regionsJson;
  if (!officesJson.ok) return officesJson;
  const regionItems = parseList(regionItem, regionsJson.value, REGION_PATH);
  if (!regionItems.ok) return regionItems;
  const officeItems = parseList(officeItem, officesJson.value, OFFICE_PATH);
  if (!officeItems.ok) return officeItems;
  const regions: RegionRef[] = regionItems.value.map((r) => ({
    id: r.region.id,
    name: r.region.name,
    zipCodes: (r.region.zip_codes ?? []).map(String),
    latitude: r.region.latitude ?? null,
    longitude: r.region.longitude ?? null,
    areas: (r.areas ?? []).map((a) => ({ id: a.area.id, name: a.area.name })),
  }));
  const offices: OfficeRef[] = officeItems.value.map((o) => ({ id: o.office.id, name: o.office.name, status: o.office.status }));
  return ok({ regions, offices, fetchedAt: now().toISOString(), source: { baseUrl: trimBase(conn.baseUrl), user: conn.user } });
}

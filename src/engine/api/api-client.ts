// Client of the listing administration JSON API over one keep-alive undici pool per base URL.
import { Pool, errors as undiciErrors } from './undici-pool';
import type { ApiError, Result, Words } from '../../catalog';
import { BATCH_LIMIT, FAULTY_CODES, err, formatBoth, ok, serviceErrorInBoth } from '../../catalog';
import type { OfficeRef, RegionRef } from '../model/reference-data';
import type { ApiFailure } from './api-failure';
import { answerMayBeLost } from './api-failure';
import type { FaultLedger, FaultReservation } from './fault-ledger';
import {
  apiErrorSchema,
  isBatchAnswer,
  listedOfficeSchema,
  listedRecordSchema,
  listedRegionSchema,
} from './api-schemas';
import type { BatchItem, BatchItemAnswer, ListedRecord } from './api-types';
import { API_FAILURE_MESSAGES } from './api-failure-messages';
import { CONNECTION_PROBLEM_MESSAGES as CP } from './connection-problem-messages';
import { explainNoRoom } from './fault-room-explanation';

export interface ApiClientOptions {
  /** Ends with `/api/json/v3`; must not carry credentials. */
  readonly baseUrl: string;
  readonly user: string;
  readonly password: string;
  /** Sockets kept open to the service (default 8). */
  readonly connections?: number;
  readonly connectTimeoutMs?: number;
  readonly headersTimeoutMs?: number;
  readonly bodyTimeoutMs?: number;
  /** Attempts of an idempotent GET on network errors, timeouts and 5xx (default 3). */
  readonly getAttempts?: number;
  /**
   * The shared count of faulty answers of this service address: every request first takes room in it (one per
   * request, one per batch item) and is held back when there is none; every faulty answer is counted in it.
   */
  readonly faults?: FaultLedger | null;
}

export interface ListQuery {
  readonly office_id?: number;
  readonly transfer_id?: readonly string[];
  readonly id?: readonly number[];
  readonly part: readonly string[];
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly user: string;
  /** The ledger this client counts every faulty answer in, if it was given one. */
  readonly faults?: FaultLedger | null;
  listOffices(
    signal?: AbortSignal,
  ): Promise<Result<readonly (OfficeRef & { readonly firmId: number | null })[], ApiFailure>>;
  listRegions(signal?: AbortSignal): Promise<Result<readonly RegionRef[], ApiFailure>>;
  listSellers(query: ListQuery, signal?: AbortSignal): Promise<Result<readonly ListedRecord[], ApiFailure>>;
  listProperties(query: ListQuery, signal?: AbortSignal): Promise<Result<readonly ListedRecord[], ApiFailure>>;
  /** Records as listed with every block, for recognising a record by its content (`created_after` narrows it). */
  listRecordBodies(
    resource: 'seller' | 'property',
    query: BodyQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly unknown[], ApiFailure>>;
  /**
   * POST /batch; the answer has exactly one item per request item. `admitted`: room the caller already reserved in
   * the client's ledger for these items; the client counts the answer's faults against it instead of reserving.
   * `text`: the request's JSON (a text, or its UTF-8 bytes) when the caller made it already ({@link encodeBatch}, of
   * these same items); else the client makes it.
   */
  batch(
    items: readonly BatchItem[],
    signal?: AbortSignal,
    admitted?: FaultReservation,
    text?: string | Uint8Array,
  ): Promise<Result<readonly BatchItemAnswer[], ApiFailure>>;
  testConnection(signal?: AbortSignal): Promise<Result<readonly OfficeRef[], ConnectionProblem>>;
  close(): Promise<void>;
}

/** Why a connection check failed, in English (`message`) and Hungarian (`messageHu`). */
export type ConnectionProblem = {
  readonly kind: 'unreachable' | 'authentication_refused' | 'not_this_api';
  readonly message: string;
  readonly messageHu: string;
};

export interface BodyQuery {
  /** Optional only with `id`: records asked for by service ID are found in whichever visible office holds them. */
  readonly office_id?: number;
  /**
   * Service IDs, sent comma-separated and split over several requests when long (docs/round-trip.md, "Partial
   * updates").
   */
  readonly id?: readonly number[];
  /** ISO 8601. */
  readonly created_after?: string;
  /** ISO 8601: only records modified later (the export's `--updated-after`). */
  readonly updated_after?: string;
  readonly part: readonly string[];
}

/** Where an answer has the wrong shape, for the message: the first few places zod found wrong. */
function wrongAt(error: {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `at ${i.path.map(String).join('.') || '(top)'}: ${i.message}`)
    .join('; ');
}

/** Longest query string a list request gets; longer id lists are split over several requests. */
export const MAX_QUERY_CHARS = 1800;

const pools = new Map<string, { pool: Pool; users: number }>();

/**
 * The pool of the origin, shared by every client of it with the same sockets and connect timeout: the reference
 * data's client, closed once it has the lists, leaves its open connections to the command's, whose batches then find
 * one ready instead of waiting for a connect (docs/upload.md, "The send loop"). The headers' and body's timeouts are
 * each request's own, so clients with other ones share it too.
 */
function poolFor(origin: string, o: ApiClientOptions): Pool {
  const key = `${origin}|${o.connections ?? 8}|${o.connectTimeoutMs ?? 10_000}`;
  const shared = pools.get(key);
  if (shared) {
    shared.users += 1;
    return shared.pool;
  }
  const pool = new Pool(origin, {
    connections: o.connections ?? 8,
    connect: { timeout: o.connectTimeoutMs ?? 10_000 },
    keepAliveTimeout: 10_000,
  });
  pools.set(key, { pool, users: 1 });
  return pool;
}

async function releasePool(pool: Pool): Promise<void> {
  for (const [key, shared] of pools) {
    if (shared.pool !== pool) continue;
    shared.users -= 1;
    if (shared.users <= 0) {
      pools.delete(key);
      await pool.close();
    }
    return;
  }
}

function toFailure(e: unknown, password: string): ApiFailure {
  if (e instanceof undiciErrors.RequestAbortedError || (e instanceof Error && e.name === 'AbortError'))
    return { kind: 'aborted' };
  const scrub = (s: string): string => (password.length > 0 ? s.split(password).join('***') : s);
  if (e instanceof undiciErrors.ConnectTimeoutError)
    return { kind: 'timeout', phase: 'connect', message: scrub(e.message) };
  if (e instanceof undiciErrors.HeadersTimeoutError)
    return { kind: 'timeout', phase: 'headers', message: scrub(e.message) };
  if (e instanceof undiciErrors.BodyTimeoutError) return { kind: 'timeout', phase: 'body', message: scrub(e.message) };
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    return { kind: 'network', code: typeof code === 'string' ? code : null, message: scrub(e.message) };
  }
  return { kind: 'network', code: null, message: 'unknown error' };
}

function encodeQuery(q: Readonly<Record<string, string | number | readonly (string | number)[] | undefined>>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) continue;
    const s = Array.isArray(v) ? v.join(',') : String(v);
    parts.push(`${k}=${encodeURIComponent(s)}`);
  }
  return parts.join('&');
}

/** Splits values so each request's list stays under {@link MAX_QUERY_CHARS} once encoded. */
export function chunkForQuery<T extends string | number>(values: readonly T[], maxChars = MAX_QUERY_CHARS): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const v of values) {
    const len = encodeURIComponent(String(v)).length + 3;
    if (current.length > 0 && size + len > maxChars) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(v);
    size += len;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

/** Faulty answers in a result: the error of a refused request, or the faulty items of a 207 batch answer. */
function faultyIn(r: Result<{ status: number; json: unknown }, ApiFailure>): number {
  if (!r.ok) {
    const code = r.error.kind === 'http' ? r.error.error?.error_code : undefined;
    return code !== undefined && FAULTY_CODES.has(code) ? 1 : 0;
  }
  if (r.value.status !== 207 || !Array.isArray(r.value.json)) return 0;
  let n = 0;
  for (const item of r.value.json as unknown[]) {
    const b = item !== null && typeof item === 'object' ? (item as { body?: unknown }).body : undefined;
    const code = b !== null && typeof b === 'object' ? (b as { error_code?: unknown }).error_code : undefined;
    if (typeof code === 'number' && FAULTY_CODES.has(code)) n += 1;
  }
  return n;
}

/** The base URL checked (http or https, no credentials in it) and without a trailing dot in its host name. */
function parseBaseUrl(raw: string): Result<URL, Words> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return err(formatBoth(CP.notAddress, { raw }));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return err(formatBoth(CP.badScheme, { raw }));
  if (url.username !== '' || url.password !== '') return err(formatBoth(CP.userInAddress));
  // A trailing dot names the same host, which shares its fault ledger (service-address.ts); some resolvers refuse
  // `localhost.`, so the requests go to the name without it.
  url.hostname = url.hostname.replace(/\.$/, '');
  return ok(url);
}

/** Where and as whom one client's requests go. */
interface Connection {
  readonly pool: Pool;
  readonly prefix: string;
  readonly authorization: string;
  /** Scrubbed from every error message. */
  readonly password: string;
  readonly headersTimeout: number;
  readonly bodyTimeout: number;
}

type Answer = Result<{ status: number; json: unknown }, ApiFailure>;

/**
 * The request text of POST /batch for `items`: made by whoever owns the batch, so it can be made while the batch
 * before is in flight, and handed to {@link ApiClient.batch} with the items (docs/upload.md, "The send loop").
 */
export function encodeBatch(items: readonly BatchItem[]): string {
  return JSON.stringify(items);
}

/** One request and its answer read as JSON; an error status carries the service's error body when it has one. */
async function sendRequest(
  c: Connection,
  method: 'GET' | 'POST',
  path: string,
  body: string | Uint8Array | undefined,
  signal?: AbortSignal,
): Promise<Answer> {
  let status: number;
  let text: string;
  try {
    const res = await c.pool.request({
      method,
      path: `${c.prefix}${path}`,
      headers: {
        authorization: c.authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body ?? null,
      signal: signal ?? null,
      headersTimeout: c.headersTimeout,
      bodyTimeout: c.bodyTimeout,
    });
    status = res.statusCode;
    text = await res.body.text();
  } catch (e) {
    return err(toFailure(e, c.password));
  }
  let json: unknown;
  try {
    json = text.length === 0 ? null : JSON.parse(text);
  } catch {
    return err({
      kind: 'unreadable',
      status,
      message: `not JSON (starts with ${JSON.stringify(text.slice(0, 40))})`,
    });
  }
  if (status >= 400) {
    const parsed = apiErrorSchema.safeParse(json);
    return err({ kind: 'http', status, error: parsed.success ? (parsed.data as ApiError) : null });
  }
  return ok({ status, json });
}

/** The list queries for `q`: one, or one per chunk of its transfer_ids or Service IDs (URL length). */
function listQueries(q: ListQuery): Record<string, string | number | readonly (string | number)[] | undefined>[] {
  const base = { part: q.part, office_id: q.office_id };
  if (q.transfer_id !== undefined)
    return chunkForQuery(q.transfer_id).map((chunk) => ({ ...base, transfer_id: chunk }));
  if (q.id !== undefined) return chunkForQuery(q.id).map((chunk) => ({ ...base, id: chunk }));
  return [base];
}

/** Lists the records of `resource` through `get`, read as Service ID, transfer_id, office and image IDs. */
async function listRecordsWith(
  get: (path: string, signal?: AbortSignal) => Promise<Result<unknown, ApiFailure>>,
  resource: 'seller' | 'property',
  q: ListQuery,
  signal?: AbortSignal,
): Promise<Result<readonly ListedRecord[], ApiFailure>> {
  const out: ListedRecord[] = [];
  for (const query of listQueries(q)) {
    const r = await get(`/${resource}?${encodeQuery(query)}`, signal);
    if (!r.ok) return r;
    const parsed = listedRecordSchema.array().safeParse(r.value);
    if (!parsed.success)
      return err({
        kind: 'unreadable',
        status: 200,
        message: `GET /${resource} did not return a list of records (${wrongAt(parsed.error)})`,
      });
    for (const rec of parsed.data) {
      out.push({
        id: rec.id.id,
        transferId: rec.id.transfer_id ?? null,
        officeId: rec.id.office_id ?? null,
        images: (rec.images ?? []).flatMap((i) =>
          i.id ? [{ id: i.id.id, transferId: i.id.transfer_id ?? null }] : [],
        ),
      });
    }
  }
  return ok(out);
}

/** Whole record bodies of `resource` through `get`: one request, or one per chunk of the Service IDs asked for. */
async function listBodiesWith(
  get: (path: string, signal?: AbortSignal) => Promise<Result<unknown, ApiFailure>>,
  resource: 'seller' | 'property',
  q: BodyQuery,
  signal?: AbortSignal,
): Promise<Result<readonly unknown[], ApiFailure>> {
  const query = {
    part: q.part,
    office_id: q.office_id,
    ...(q.created_after !== undefined ? { created_after: q.created_after } : {}),
    ...(q.updated_after !== undefined ? { updated_after: q.updated_after } : {}),
  };
  const paths =
    q.id === undefined
      ? [`/${resource}?${encodeQuery(query)}`]
      : chunkForQuery(q.id).map((chunk) => `/${resource}?${encodeQuery({ ...query, id: chunk })}`);
  const out: unknown[] = [];
  for (const path of paths) {
    const r = await get(path, signal);
    if (!r.ok) return r;
    if (!Array.isArray(r.value))
      return err({ kind: 'unreadable', status: 200, message: `GET /${resource} did not return a list` });
    out.push(...(r.value as unknown[]));
  }
  return ok(out);
}

/** POST /batch's answer: 207 with one `{status, body}` per request sent, in order. */
function batchAnswers(
  answer: { readonly status: number; readonly json: unknown },
  sent: number,
): Result<readonly BatchItemAnswer[], ApiFailure> {
  if (answer.status !== 207)
    return err({ kind: 'unreadable', status: answer.status, message: 'POST /batch did not answer 207' });
  const answers = answer.json;
  if (!isBatchAnswer(answers))
    return err({
      kind: 'unreadable',
      status: 207,
      message: 'POST /batch did not answer a list of {status, body} items',
    });
  if (answers.length !== sent) {
    return err({
      kind: 'unreadable',
      status: 207,
      message: `POST /batch answered ${answers.length} items for ${sent} requests`,
    });
  }
  return ok(answers);
}

/** GET /office's answer read as the offices the user sees. */
function readOffices(value: unknown): Result<readonly (OfficeRef & { readonly firmId: number | null })[], ApiFailure> {
  const parsed = listedOfficeSchema.array().safeParse(value);
  if (!parsed.success)
    return err({
      kind: 'unreadable',
      status: 200,
      message: `GET /office did not return a list of offices (${wrongAt(parsed.error)})`,
    });
  return ok(
    parsed.data.map((o) => ({
      id: o.id.id,
      name: o.office?.name ?? `#${o.id.id}`,
      status: o.office?.status ?? 'active',
      firmId: o.office?.firm_id ?? null,
    })),
  );
}

/** GET /region's answer read as regions with their areas. */
function readRegions(value: unknown): Result<readonly RegionRef[], ApiFailure> {
  const parsed = listedRegionSchema.array().safeParse(value);
  if (!parsed.success)
    return err({
      kind: 'unreadable',
      status: 200,
      message: `GET /region did not return a list of regions (${wrongAt(parsed.error)})`,
    });
  return ok(
    parsed.data.map((g) => ({
      id: g.id.id,
      name: g.region?.name ?? `#${g.id.id}`,
      zipCodes: g.region?.zip_codes ?? [],
      latitude: g.region?.latitude ?? null,
      longitude: g.region?.longitude ?? null,
      areas: (g.areas ?? []).flatMap((a) => (a.area ? [{ id: a.area.id, name: a.area.name }] : [])),
    })),
  );
}

/** Why a connection test failed, said so the user knows what to check. */
function connectionProblem(f: ApiFailure, baseUrl: string, user: string): ConnectionProblem {
  const problem = (kind: ConnectionProblem['kind'], text: Words): ConnectionProblem => ({
    kind,
    message: text.en,
    messageHu: text.hu,
  });
  switch (f.kind) {
    case 'network':
    case 'timeout':
    case 'aborted':
      return problem('unreachable', formatBoth(CP.unreachable, { baseUrl, detail: unreachableDetail(f) }));
    case 'held_back':
      return problem('unreachable', { en: f.message, hu: f.messageHu });
    case 'http': {
      if (f.status === 401 || f.status === 403)
        return problem('authentication_refused', formatBoth(CP.userRefused, { user }));
      if (f.error === null) return problem('not_this_api', formatBoth(CP.noErrorObject, { baseUrl, status: f.status }));
      const { error_code: code, error_description: detail } = f.error;
      const meaning = serviceErrorInBoth(code, detail);
      return problem('not_this_api', formatBoth(CP.answeredError, { code, meaning }));
    }
    case 'unreadable': {
      const detail = { en: f.message, hu: API_FAILURE_MESSAGES.notAsPromised.hu };
      return problem('not_this_api', formatBoth(CP.notThisApi, { baseUrl, detail }));
    }
  }
}

/** The network layer's code (in both) or what kind of failure it was; its English text stays out of the Hungarian. */
function unreachableDetail(f: ApiFailure & { readonly kind: 'network' | 'timeout' | 'aborted' }): Words {
  switch (f.kind) {
    case 'network':
      return { en: f.code ?? f.message, hu: f.code ?? CP.networkError.hu };
    case 'timeout':
      return CP.timedOut;
    case 'aborted':
      return CP.cancelled;
  }
}

/**
 * A client for the address, or why the address is refused, in both languages: the one client of the service, whose
 * every failure a user may read (docs/messages.md, "Failures of the service"); a log or a test takes the `en`.
 */
export function createApiClient(options: ApiClientOptions): Result<ApiClient, Words> {
  const parsedUrl = parseBaseUrl(options.baseUrl);
  if (!parsedUrl.ok) return parsedUrl;
  const url = parsedUrl.value;
  const prefix = url.pathname.replace(/\/+$/, '');
  const baseUrl = `${url.origin}${prefix}`;
  const pool = poolFor(url.origin, options);
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`, 'utf8').toString('base64')}`;
  const getAttempts = Math.max(1, options.getAttempts ?? 3);

  const faults = options.faults ?? null;

  /** Takes room for `weight` possible faults, sends, counts the faulty answers; see {@link ApiClientOptions.faults}. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: string | Uint8Array | undefined,
    signal?: AbortSignal,
    weight = 1,
    admitted?: FaultReservation,
  ): Promise<Result<{ status: number; json: unknown }, ApiFailure>> {
    if (signal?.aborted) return err({ kind: 'aborted' });
    if (faults === null) return send(method, path, body, signal);
    const room = admitted ?? (await faults.reserve(weight));
    if (room === null) {
      const text = formatBoth(API_FAILURE_MESSAGES.heldBack, { baseUrl, why: explainNoRoom(faults, weight) });
      return err({ kind: 'held_back', message: text.en, messageHu: text.hu });
    }
    let counted = 0;
    try {
      const r = await send(method, path, body, signal);
      counted = faultyIn(r);
      return r;
    } finally {
      await faults.settle(room, counted);
    }
  }

  const connection: Connection = {
    pool,
    prefix,
    authorization,
    password: options.password,
    headersTimeout: options.headersTimeoutMs ?? 60_000,
    bodyTimeout: options.bodyTimeoutMs ?? 60_000,
  };
  const send = (
    method: 'GET' | 'POST',
    path: string,
    body: string | Uint8Array | undefined,
    signal?: AbortSignal,
  ): Promise<Answer> => sendRequest(connection, method, path, body, signal);

  async function get(path: string, signal?: AbortSignal): Promise<Result<unknown, ApiFailure>> {
    let failure: ApiFailure = { kind: 'aborted' };
    for (let attempt = 0; attempt < getAttempts; attempt++) {
      if (attempt > 0) await sleep(200 * 2 ** (attempt - 1), signal);
      const r = await call('GET', path, undefined, signal);
      if (r.ok) return ok(r.value.json);
      failure = r.error;
      if (!answerMayBeLost(failure)) break;
    }
    return err(failure);
  }

  const listRecords = (resource: 'seller' | 'property', q: ListQuery, signal?: AbortSignal) =>
    listRecordsWith(get, resource, q, signal);

  const client: ApiClient = {
    baseUrl,
    user: options.user,
    faults,

    async listOffices(signal) {
      const r = await get(`/office?${encodeQuery({ part: ['id', 'office'] })}`, signal);
      if (!r.ok) return r;
      return readOffices(r.value);
    },

    async listRegions(signal) {
      const r = await get(`/region?${encodeQuery({ part: ['id', 'region', 'areas.area'] })}`, signal);
      if (!r.ok) return r;
      return readRegions(r.value);
    },

    listRecordBodies: (resource, q, signal) => listBodiesWith(get, resource, q, signal),

    listSellers: (q, signal) => listRecords('seller', q, signal),
    listProperties: (q, signal) => listRecords('property', q, signal),

    async batch(items, signal, admitted, encoded) {
      if (items.length === 0 || items.length > BATCH_LIMIT) {
        if (admitted !== undefined) await faults?.settle(admitted, 0);
        if (items.length === 0) return ok([]);
        return err({
          kind: 'unreadable',
          status: 0,
          message: `a batch takes at most ${BATCH_LIMIT} items, got ${items.length}`,
        });
      }
      const r = await call('POST', '/batch', encoded ?? encodeBatch(items), signal, items.length, admitted);
      return r.ok ? batchAnswers(r.value, items.length) : r;
    },

    async testConnection(signal) {
      const r = await client.listOffices(signal);
      if (r.ok) return ok(r.value.map(({ id, name, status }) => ({ id, name, status })));
      return err(connectionProblem(r.error, baseUrl, options.user));
    },

    close: () => releasePool(pool),
  };
  return ok(client);
}

// Fetches the reference data (settlements with districts, the user's offices) from the service.
import type { Result, Words } from '../../catalog';
import { err, formatBoth, ok } from '../../catalog';
import type { ApiFailure, FaultLedger } from '../api';
import { createApiClient, failureInBoth } from '../api';
import type { ReferenceData } from '../model/reference-data';
import { REFERENCE_MESSAGES as M } from './reference-messages';

export interface ReferenceConnection {
  /** Ends in `/api/json/v3`; a trailing slash is ignored. */
  readonly baseUrl: string;
  readonly user: string;
  readonly password: string;
  /** Per request, and the connect's when given (else the client's own); default 30 s. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** The shared count of faulty answers, so a refused log-in here counts too. */
  readonly faults?: FaultLedger | null;
}

/** Why the reference data could not be fetched, in both languages (docs/messages.md, "Failures of the service"). */
export interface ReferenceFetchError {
  readonly kind: 'unreachable' | 'authentication' | 'http' | 'bad_response';
  readonly message: string;
  readonly messageHu: string;
}

function fetchErrorOf(kind: ReferenceFetchError['kind'], text: Words): ReferenceFetchError {
  return { kind, message: text.en, messageHu: text.hu };
}

/** Why the reference data was not fetched, in both languages; none kept (`null`), that it could not be had. */
export function fetchErrorInBoth(e: ReferenceFetchError | null): Words {
  return e === null ? formatBoth(M.noAnswer) : { en: e.message, hu: e.messageHu };
}

function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

function fetchError(conn: ReferenceConnection, f: ApiFailure): ReferenceFetchError {
  switch (f.kind) {
    case 'network':
    case 'timeout':
    case 'aborted':
    case 'held_back':
      return fetchErrorOf('unreachable', formatBoth(M.unreachable, { baseUrl: conn.baseUrl, why: failureInBoth(f) }));
    case 'http':
      return f.status === 401 || f.status === 403
        ? fetchErrorOf('authentication', formatBoth(M.userRefused, { user: conn.user, status: String(f.status) }))
        : fetchErrorOf('http', failureInBoth(f));
    case 'unreadable':
      return fetchErrorOf('bad_response', failureInBoth(f));
  }
}

/** GET /region and GET /office through the API client, as the engine's ReferenceData. */
export async function fetchReferenceData(
  conn: ReferenceConnection,
  now: () => Date = () => new Date(),
): Promise<Result<ReferenceData, ReferenceFetchError>> {
  const timeout = conn.timeoutMs ?? 30_000;
  const made = createApiClient({
    baseUrl: conn.baseUrl,
    user: conn.user,
    password: conn.password,
    // The command's own connect timeout unless one is asked, so the two share one pool (api-client.ts, `poolFor`).
    ...(conn.timeoutMs === undefined ? {} : { connectTimeoutMs: timeout }),
    headersTimeoutMs: timeout,
    bodyTimeoutMs: timeout,
    getAttempts: 1,
    faults: conn.faults ?? null,
  });
  if (!made.ok) {
    const hu = formatBoth(M.badAddress, { baseUrl: conn.baseUrl }).hu;
    return err(fetchErrorOf('unreachable', { en: made.error.en, hu }));
  }
  const client = made.value;
  try {
    const [regions, offices] = await Promise.all([client.listRegions(conn.signal), client.listOffices(conn.signal)]);
    if (!regions.ok) return err(fetchError(conn, regions.error));
    if (!offices.ok) return err(fetchError(conn, offices.error));
    return ok({
      regions: regions.value,
      offices: offices.value.map(({ id, name, status }) => ({ id, name, status })),
      fetchedAt: now().toISOString(),
      source: { baseUrl: trimBase(conn.baseUrl), user: conn.user },
    });
  } finally {
    await client.close();
  }
}

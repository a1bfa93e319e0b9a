// Fetches the reference data (settlements with districts, the user's offices) from the service.
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { ApiFailure, FaultLedger } from '../api';
import { createApiClient, describeFailure } from '../api';
import type { ReferenceData } from '../model/reference-data';

export interface ReferenceConnection {
  /** Ends in `/api/json/v3`; a trailing slash is ignored. */
  readonly baseUrl: string;
  readonly user: string;
  readonly password: string;
  /** Per request; default 30 s. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** The shared count of faulty answers, so a refused log-in here counts too. */
  readonly faults?: FaultLedger | null;
}

export interface ReferenceFetchError {
  readonly kind: 'unreachable' | 'authentication' | 'http' | 'bad_response';
  readonly message: string;
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
      return {
        kind: 'unreachable',
        message: `The service at ${conn.baseUrl} cannot be reached. ${describeFailure(f)}`,
      };
    case 'http':
      return f.status === 401 || f.status === 403
        ? {
            kind: 'authentication',
            message: `The service refused user "${conn.user}" (HTTP ${f.status}); check the user name and the JSON password.`,
          }
        : { kind: 'http', message: describeFailure(f) };
    case 'unreadable':
      return { kind: 'bad_response', message: describeFailure(f) };
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
    connectTimeoutMs: timeout,
    headersTimeoutMs: timeout,
    bodyTimeoutMs: timeout,
    getAttempts: 1,
    faults: conn.faults ?? null,
  });
  if (!made.ok) return err({ kind: 'unreachable', message: made.error });
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

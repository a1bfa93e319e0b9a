// TEMPORARY stand-in for the engine's planner and uploader (src/engine/upload) until it lands.
// Sellers go before properties; POST /batch in chunks of BATCH_LIMIT; no retries, no journal.
import { BATCH_LIMIT, FAULT_LIMIT_PER_HOUR, FAULTY_CODES } from '../../catalog';

export interface UploadItem {
  readonly key: string;
  readonly role: 'sellers' | 'properties';
  readonly body: unknown;
  readonly serviceId: number | null;
}

export interface UploadOutcome {
  readonly key: string;
  readonly status: 'created' | 'updated' | 'failed';
  readonly serviceId: number | null;
  readonly errorCode: number | null;
  readonly errorMessage: string | null;
}

export interface UploadConnection {
  readonly baseUrl: string;
  readonly user: string;
  readonly password: string;
}

export interface UploadProgress {
  readonly done: number;
  readonly failed: number;
  readonly faultsUsed: number;
}

export interface InterimUploadResult {
  readonly outcomes: readonly UploadOutcome[];
  readonly stopped: 'cancelled' | 'fault_budget' | null;
  readonly faultsUsed: number;
}

function authHeader(c: UploadConnection): string {
  return `Basic ${Buffer.from(`${c.user}:${c.password}`).toString('base64')}`;
}

export async function uploadInterim(
  conn: UploadConnection,
  officeId: number,
  items: readonly UploadItem[],
  opts: { readonly signal: AbortSignal; readonly stopAtFaults: number; readonly onProgress: (p: UploadProgress) => void },
): Promise<InterimUploadResult> {
  const ordered = [...items.filter((i) => i.role === 'sellers'), ...items.filter((i) => i.role === 'properties')];
  const outcomes: UploadOutcome[] = [];
  let faults = 0;
  let failed = 0;
  for (let start = 0; start < ordered.length; start += BATCH_LIMIT) {
    if (opts.signal.aborted) return { outcomes, stopped: 'cancelled', faultsUsed: faults };
    if (faults >= opts.stopAtFaults) return { outcomes, stopped: 'fault_budget', faultsUsed: faults };
    const chunk = ordered.slice(start, start + BATCH_LIMIT);
    const requests = chunk.map((i) => {
      const path = i.role === 'sellers' ? '/seller' : '/property';
      return i.serviceId === null
        ? { method: 'POST', uri: `${path}?office_id=${officeId}`, body: i.body }
        : { method: 'PUT', uri: `${path}?id=${i.serviceId}`, body: i.body };
    });
    const res = await fetch(`${conn.baseUrl}/batch`, {
      method: 'POST',
      headers: { authorization: authHeader(conn), 'content-type': 'application/json' },
      body: JSON.stringify(requests),
      signal: opts.signal,
    }).catch((e: unknown) => e as Error);
    if (res instanceof Error) {
      if (opts.signal.aborted) return { outcomes, stopped: 'cancelled', faultsUsed: faults };
      throw res;
    }
    const answers = (await res.json()) as { status: number; body: Record<string, { id?: number } | number | string | undefined> }[];
    chunk.forEach((item, n) => {
      const a = answers[n];
      const block = a?.body[item.role === 'sellers' ? 'seller' : 'property'];
      if (a && a.status < 300 && typeof block === 'object' && typeof block.id === 'number') {
        outcomes.push({ key: item.key, status: item.serviceId === null ? 'created' : 'updated', serviceId: block.id, errorCode: null, errorMessage: null });
      } else {
        const code = typeof a?.body.error_code === 'number' ? a.body.error_code : null;
        if (code !== null && FAULTY_CODES.has(code)) faults++;
        failed++;
        outcomes.push({ key: item.key, status: 'failed', serviceId: null, errorCode: code, errorMessage: String(a?.body.error_description ?? `HTTP ${a?.status ?? res.status}`) });
      }
    });
    opts.onProgress({ done: outcomes.length, failed, faultsUsed: faults });
  }
  return { outcomes, stopped: null, faultsUsed: faults };
}

export const INTERIM_FAULT_LIMIT = FAULT_LIMIT_PER_HOUR;

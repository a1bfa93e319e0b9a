// A small HTTP client for the sandbox tests: undici requests with Basic auth and parsed JSON answers.
import { request } from 'undici';
import { afterEach, beforeEach } from 'vitest';
import { DEMO, startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface CallOptions {
  readonly user?: string;
  readonly password?: string;
  /** Sent as JSON with content type application/json. */
  readonly json?: unknown;
  /** Sent as is, with `contentType`. */
  readonly raw?: string;
  readonly contentType?: string;
  readonly noAuth?: boolean;
}

export function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

export async function call(
  sandbox: RunningSandbox,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (!options.noAuth)
    headers.authorization = basic(
      options.user ?? DEMO.users.demo.username,
      options.password ?? options.user ?? DEMO.users.demo.password,
    );
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = options.contentType ?? 'application/json';
  } else if (options.raw !== undefined) {
    body = options.raw;
    if (options.contentType) headers['content-type'] = options.contentType;
  }
  const res = await request(`${sandbox.baseUrl}${path}`, { method, headers, body });
  const text = await res.body.text();
  return {
    status: res.statusCode,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: res.headers,
  };
}

/** The error code of an error answer, or undefined. */
export function errorCode(answer: Answer | { readonly body: unknown }): number | undefined {
  const b = answer.body as { error_code?: unknown } | undefined;
  return typeof b?.error_code === 'number' ? b.error_code : undefined;
}

export function errorText(answer: Answer | { readonly body: unknown }): string {
  const b = answer.body as { error_description?: unknown } | undefined;
  return typeof b?.error_description === 'string' ? b.error_description : '';
}

export function createdId(answer: Answer, block: 'seller' | 'property'): number {
  const b = answer.body as Record<string, { id?: unknown } | undefined> | undefined;
  const id = b?.[block]?.id;
  if (typeof id !== 'number')
    throw new Error(`no ${block}.id in ${JSON.stringify(answer.body)} (status ${answer.status})`);
  return id;
}

export const sellerBody = (transferId?: string, name = 'Teszt Elek') => ({
  ...(transferId ? { id: { transfer_id: transferId } } : {}),
  seller: { name, phone: '+36 30 123 4567', email: 'teszt.elek@example.hu' },
});

export const propertyBody = (transferId?: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...(transferId ? { id: { transfer_id: transferId } } : {}),
  property: { type: 'house', action: 'sale' },
  location: { region_id: DEMO.regions.budapest, area_id: DEMO.areas.budapestXIII },
  price: { price: 45_000_000, price_currency: 'huf' },
  ...extra,
});

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2026-03-01T10:00:00Z')): {
  now: () => number;
  advance: (ms: number) => void;
} {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

/** An empty sandbox on a clock of its own for each test of the file, closed after it. */
export function useEmptySandbox(): { readonly sb: RunningSandbox; readonly clock: ReturnType<typeof manualClock> } {
  let sb: RunningSandbox | null = null;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    sb = await startSandbox({ seed: 'empty', now: clock.now });
  });
  afterEach(async () => {
    await sb?.close();
    sb = null;
  });
  return {
    get sb() {
      if (sb === null) throw new Error('the sandbox runs only inside a test');
      return sb;
    },
    get clock() {
      return clock;
    },
  };
}

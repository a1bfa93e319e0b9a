// The contract over HTTP for the browser host: POST /api/<method>, events as server-sent events.
import type { EventName, EventPayload, MethodName, Outcome, RendererApi } from '../../../shared/contract';
import { CONTRACT, EVENT_NAMES, EVENTS, METHOD_NAMES } from '../../../shared/contract';
import type { MessageParams } from '../../../shared/message-catalog';
import { translator } from '../i18n/translator';
import type { StringKey } from '../i18n/ui-messages';
import { UI_MESSAGES } from '../i18n/ui-messages';

const HEADERS = { 'content-type': 'application/json', 'x-li-request': '1' };

/** Messages of this layer in the UI language, which the app keeps on the document (it has no React context here). */
export function say(key: StringKey, params?: MessageParams): string {
  return translator(UI_MESSAGES, document.documentElement.lang === 'hu' ? 'hu' : 'en')(key, params);
}

function failure(message: string): Outcome<never> {
  return { ok: false, error: { code: 'connection_failed', message } };
}

async function call(name: MethodName, args: unknown): Promise<Outcome<unknown>> {
  let res: Response;
  try {
    res = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify(args ?? {}),
      credentials: 'same-origin',
    });
  } catch {
    return failure(say('appUnreachable'));
  }
  if (!res.ok) return failure(`The app answered HTTP ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as Outcome<unknown>;
  if (!body.ok) return body;
  const checked = CONTRACT[name].result.safeParse(body.value);
  return checked.success ? { ok: true, value: checked.data } : failure(`${name} returned an unexpected answer.`);
}

export function createHttpApi(): RendererApi {
  const listeners = new Map<EventName, Set<(p: unknown) => void>>();
  let source: EventSource | null = null;
  const connect = () => {
    if (source) return;
    source = new EventSource('/api/events');
    for (const name of EVENT_NAMES) {
      source.addEventListener(name, (e) => {
        const parsed = EVENTS[name].safeParse(JSON.parse((e as MessageEvent<string>).data));
        if (parsed.success) for (const l of listeners.get(name) ?? []) l(parsed.data);
      });
    }
  };
  const api: Record<string, unknown> = {};
  for (const name of METHOD_NAMES) api[name] = (args: unknown) => call(name, args);
  api.on = <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) => {
    connect();
    const set = listeners.get(event) ?? new Set();
    const l = listener as (p: unknown) => void;
    set.add(l);
    listeners.set(event, set);
    return () => {
      set.delete(l);
    };
  };
  return api as RendererApi;
}

/** Sends a file the user picked or dropped to the browser host; returns the upload id. */
export async function uploadFile(file: File): Promise<Outcome<{ uploadId: string }>> {
  try {
    const res = await fetch(`/upload?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'x-li-request': '1', 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
    if (!res.ok) return failure(`Upload refused: HTTP ${res.status}`);
    return (await res.json()) as Outcome<{ uploadId: string }>;
  } catch {
    return failure(say('fileNotSent'));
  }
}

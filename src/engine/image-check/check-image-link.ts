// One image URL checked as the portal's fetcher would: answered 200 in time, an image, of a sane size. Only the
// headers and the first bytes are read; no cookie or credential is ever sent (a bare GET).
import type { ImageCheckLimits } from './image-check-limits';
import { IMAGE_CONTENT_TYPES, SNIFF_BYTES } from './image-check-limits';
import type { ImageLinkResult } from './image-link-result';
import { linkResult } from './image-link-result';
import { imageFormatOf } from './image-signature';

/** Why the outer signal stopped the check: the user cancelled it, or its total time ran out. */
export type StopReason = 'cancelled' | 'time-limit';

const STOPPED = {
  cancelled: { en: 'not checked: the check was cancelled', hu: 'nincs ellenőrizve: az ellenőrzést leállították' },
  'time-limit': {
    en: "not checked: the check's total time limit was reached",
    hu: 'nincs ellenőrizve: lejárt az ellenőrzés teljes időkorlátja',
  },
} as const;

/** A URL the check did not get to, or stopped in flight, once cancelled or out of time. */
export function stoppedResult(url: string, why: StopReason): ImageLinkResult {
  return linkResult(url, 'not-checked', STOPPED[why]);
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

/** The first `SNIFF_BYTES` of the body, then the rest is cancelled unread (a 50 MB body costs a few kilobytes). */
async function firstBytes(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  if (body === null) return new Uint8Array();
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < SNIFF_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const out = new Uint8Array(Math.min(size, SNIFF_BYTES));
  let at = 0;
  for (const p of parts) {
    const take = p.subarray(0, out.length - at);
    out.set(take, at);
    at += take.length;
    if (at >= out.length) break;
  }
  return out;
}

interface Stop {
  readonly signal: AbortSignal;
  readonly reason: () => StopReason;
}

/** The answer judged once the redirects are followed. */
async function judgeAnswer(url: string, res: Response, limits: ImageCheckLimits): Promise<ImageLinkResult> {
  const at = { status: res.status, finalUrl: res.url || url };
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel().catch(() => undefined);
    return linkResult(url, 'not-found', {
      ...at,
      en: `not found (HTTP ${res.status})`,
      hu: `nem található (HTTP ${res.status})`,
    });
  }
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => undefined);
    return linkResult(url, 'refused', {
      ...at,
      en: `refused (HTTP ${res.status})`,
      hu: `elutasítva (HTTP ${res.status})`,
    });
  }
  const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const length = Number(res.headers.get('content-length') ?? NaN);
  const declaredImage = IMAGE_CONTENT_TYPES.includes(type);
  if (!declaredImage && type !== 'application/octet-stream' && type !== '') {
    await res.body?.cancel().catch(() => undefined);
    return linkResult(url, 'not-an-image', { ...at, en: `not an image (${type})`, hu: `nem kép (${type})` });
  }
  if (Number.isFinite(length) && length > limits.maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    const en = `too large (${mb(length)} MB, at most ${mb(limits.maxBytes)} MB)`;
    return linkResult(url, 'too-large', {
      ...at,
      en,
      hu: `túl nagy (${mb(length)} MB, legfeljebb ${mb(limits.maxBytes)} MB)`,
    });
  }
  const bytes = await firstBytes(res.body);
  const format = imageFormatOf(bytes);
  if (format === null) {
    const en = 'not an image: the file is not JPEG, PNG, GIF or WebP';
    return linkResult(url, 'not-an-image', { ...at, en, hu: 'nem kép: a fájl nem JPEG, PNG, GIF vagy WebP' });
  }
  if (Number.isFinite(length) && length < limits.minBytes) {
    const en = `not an image: ${length} bytes is a placeholder, not a photo`;
    return linkResult(url, 'not-an-image', { ...at, en, hu: `nem kép: ${length} bájt csak helykitöltő, nem fénykép` });
  }
  return linkResult(url, 'reachable', {
    ...at,
    en: `reachable (${format.toUpperCase()})`,
    hu: `elérhető (${format.toUpperCase()})`,
  });
}

function failed(
  url: string,
  e: unknown,
  timer: AbortSignal,
  stop: Stop | undefined,
  limits: ImageCheckLimits,
): ImageLinkResult {
  if (stop?.signal.aborted === true) return stoppedResult(url, stop.reason());
  if (timer.aborted) {
    const s = limits.perUrlMs / 1000;
    return linkResult(url, 'too-slow', {
      en: `too slow: no image within ${s} s`,
      hu: `túl lassú: ${s} mp alatt nem jött kép`,
    });
  }
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : String(e);
  return linkResult(url, 'refused', { en: `refused: ${cause}`, hu: `elutasítva: ${cause}` });
}

/** One URL: follows up to `maxRedirects` redirects itself, so each hop is counted and only http(s) is followed. */
export async function checkImageLink(url: string, limits: ImageCheckLimits, stop?: Stop): Promise<ImageLinkResult> {
  const timer = AbortSignal.timeout(limits.perUrlMs);
  const signal = stop ? AbortSignal.any([stop.signal, timer]) : timer;
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      const parsed = URL.canParse(current) ? new URL(current) : null;
      if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
        const en = `refused: ${current} is not an http(s) address`;
        return linkResult(url, 'refused', { en, hu: `elutasítva: ${current} nem http(s) cím` });
      }
      const res = await fetch(parsed, {
        redirect: 'manual',
        signal,
        credentials: 'omit',
        headers: { accept: 'image/*' },
      });
      const location = res.headers.get('location');
      if (res.status < 300 || res.status > 399 || location === null) return await judgeAnswer(url, res, limits);
      await res.body?.cancel().catch(() => undefined);
      if (hop >= limits.maxRedirects) {
        const en = `refused: more than ${limits.maxRedirects} redirects`;
        return linkResult(url, 'refused', {
          status: res.status,
          en,
          hu: `elutasítva: több mint ${limits.maxRedirects} átirányítás`,
        });
      }
      current = new URL(location, parsed).href;
    }
  } catch (e) {
    return failed(url, e, timer, stop, limits);
  }
}

// One image URL checked as the portal's fetcher would: answered 200 in time, an image, of a sane size. Only the
// headers and the first bytes are read; no cookie or credential is ever sent (a bare GET).
import { formatBoth } from '../../catalog';
import type { ImageCheckLimits } from './image-check-limits';
import { IMAGE_CONTENT_TYPES, SNIFF_BYTES } from './image-check-limits';
import type { ImageLinkResult } from './image-link-result';
import { linkResult } from './image-link-result';
import { imageFormatOf } from './image-signature';
import { IMAGE_CHECK_MESSAGES as M } from './image-check-messages';

/** Why the outer signal stopped the check: the user cancelled it, or its total time ran out. */
export type StopReason = 'cancelled' | 'time-limit';

const STOPPED = { cancelled: M.cancelled, 'time-limit': M.timeLimit } as const;

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
    return linkResult(url, 'not-found', formatBoth(M.notFound, { status: res.status }), at);
  }
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => undefined);
    return linkResult(url, 'refused', formatBoth(M.refusedStatus, { status: res.status }), at);
  }
  const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const length = Number(res.headers.get('content-length') ?? NaN);
  const declaredImage = IMAGE_CONTENT_TYPES.includes(type);
  if (!declaredImage && type !== 'application/octet-stream' && type !== '') {
    await res.body?.cancel().catch(() => undefined);
    return linkResult(url, 'not-an-image', formatBoth(M.notImageType, { type }), at);
  }
  if (Number.isFinite(length) && length > limits.maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    const size = formatBoth(M.tooLarge, { size: mb(length), max: mb(limits.maxBytes) });
    return linkResult(url, 'too-large', size, at);
  }
  const bytes = await firstBytes(res.body);
  const format = imageFormatOf(bytes);
  if (format === null) {
    return linkResult(url, 'not-an-image', M.notImageBytes, at);
  }
  if (Number.isFinite(length) && length < limits.minBytes) {
    return linkResult(url, 'not-an-image', formatBoth(M.placeholder, { bytes: length }), at);
  }
  return linkResult(url, 'reachable', formatBoth(M.reachable, { format: format.toUpperCase() }), at);
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
    return linkResult(url, 'too-slow', formatBoth(M.tooSlow, { seconds: limits.perUrlMs / 1000 }));
  }
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : String(e);
  return linkResult(url, 'refused', formatBoth(M.refused, { cause }));
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
        return linkResult(url, 'refused', formatBoth(M.notHttp, { url: current }));
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
        return linkResult(url, 'refused', formatBoth(M.tooManyRedirects, { max: limits.maxRedirects }), {
          status: res.status,
        });
      }
      current = new URL(location, parsed).href;
    }
  } catch (e) {
    return failed(url, e, timer, stop, limits);
  }
}

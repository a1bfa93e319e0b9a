// The limits of the image link check, with their reasons (docs/plausibility.md, "Image links").

export interface ImageCheckLimits {
  /** One URL's answer (headers and the first bytes) must come within this; the portal's fetcher will not wait. */
  readonly perUrlMs: number;
  /** The whole check stops after this; URLs not reached are `not-checked`, and the user is told. */
  readonly totalMs: number;
  /** Requests in flight to one host: an office's photo server is small, and many at once look like an attack. */
  readonly perHost: number;
  /** Requests in flight altogether. */
  readonly total: number;
  /** Redirects followed (http → https, a CDN): more is a loop or a tracker. */
  readonly maxRedirects: number;
  /** An image larger than this (by its Content-Length) is refused by any listing portal; 25 MB. */
  readonly maxBytes: number;
  /** An "image" smaller than this is a placeholder or an error page's pixel. */
  readonly minBytes: number;
}

export const IMAGE_CHECK_LIMITS: ImageCheckLimits = {
  perUrlMs: 10_000,
  totalMs: 180_000,
  perHost: 2,
  total: 8,
  maxRedirects: 5,
  maxBytes: 25 * 1024 * 1024,
  minBytes: 100,
};

/**
 * The image types the portal takes (the spec names none; docs/plausibility.md): JPEG, PNG, GIF and WebP, told by
 * the Content-Type and confirmed by the file's first bytes, since servers often send `application/octet-stream`.
 */
export const IMAGE_CONTENT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Bytes read to tell the format by its signature; the rest of the body is never downloaded. */
export const SNIFF_BYTES = 12;

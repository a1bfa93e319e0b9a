// The first characters of the base64url SHA-1 of a short text's UTF-8 bytes, for the values hashed per field
// (row snapshots): the text is hashed after a prefix without the two being joined first. Joining them (`s:` and a
// name) built a string per field that node:crypto then flattened and copied; hashing the parts into a reused buffer
// costs a sixth less of a snapshot's CPU (docs/performance.md, "Upload: hashing per field (seventh round)").
// Alone, the compression is as fast as node:crypto's one-shot `hash` for one block and slower for several, so long
// texts keep node:crypto.
import { hash } from 'node:crypto';

/** Texts longer than this (UTF-16 units, prefix included) go to node:crypto: its compression wins past a block. */
const MAX_JS_CHARS = 128;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The message with its padding: at most 3 bytes per UTF-16 unit, plus the padding's 72. */
const bytes = new Uint8Array(MAX_JS_CHARS * 3 + 72);
const message = new DataView(bytes.buffer);
/** The message schedule of one block, 80 big-endian words. */
const schedule = new DataView(new ArrayBuffer(80 * 4));
/** The digest of the last `compress`, 20 bytes. */
const digest = new DataView(new ArrayBuffer(20));

/**
 * The text's UTF-8 bytes into `bytes`, as Node encodes a string (`Buffer.from(text)`, `hash(…, text)`): a surrogate
 * without its pair becomes U+FFFD. Written from byte `from` on; returns the end.
 */
function encodeUtf8(text: string, from: number): number {
  const b = bytes;
  let p = from;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      b[p++] = c;
      continue;
    }
    if (c < 0x800) {
      b[p++] = 0xc0 | (c >> 6);
      b[p++] = 0x80 | (c & 0x3f);
      continue;
    }
    if (c >= 0xd800 && c < 0xe000) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (c < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        b[p++] = 0xf0 | (cp >> 18);
        b[p++] = 0x80 | ((cp >> 12) & 0x3f);
        b[p++] = 0x80 | ((cp >> 6) & 0x3f);
        b[p++] = 0x80 | (cp & 0x3f);
        i++;
        continue;
      }
      c = 0xfffd;
    }
    b[p++] = 0xe0 | (c >> 12);
    b[p++] = 0x80 | ((c >> 6) & 0x3f);
    b[p++] = 0x80 | (c & 0x3f);
  }
  return p;
}

/** Pads the `length` message bytes (0x80, zeros, the length in bits); returns the padded length. */
function pad(length: number): number {
  let p = length;
  bytes[p++] = 0x80;
  while (p % 64 !== 56) bytes[p++] = 0;
  message.setUint32(p, Math.floor(length / 0x20000000));
  message.setUint32(p + 4, (length * 8) >>> 0);
  return p + 8;
}

/** Expands one block of the message into the 80 words of the schedule. */
function expand(offset: number): void {
  for (let t = 0; t < 16; t++) schedule.setInt32(t * 4, message.getInt32(offset + t * 4));
  for (let t = 16; t < 80; t++) {
    const x =
      schedule.getInt32((t - 3) * 4) ^
      schedule.getInt32((t - 8) * 4) ^
      schedule.getInt32((t - 14) * 4) ^
      schedule.getInt32((t - 16) * 4);
    schedule.setInt32(t * 4, (x << 1) | (x >>> 31));
  }
}

/** SHA-1's compression over the padded message, into `digest`. Four loops, one per round function. */
function compress(padded: number): void {
  const w = schedule;
  let h0 = 0x67452301;
  let h1 = 0xefcdab89 | 0;
  let h2 = 0x98badcfe | 0;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0 | 0;
  for (let offset = 0; offset < padded; offset += 64) {
    expand(offset);
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    for (let t = 0; t < 20; t++) {
      const next = (((a << 5) | (a >>> 27)) + ((b & c) | (~b & d)) + e + 0x5a827999 + w.getInt32(t * 4)) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = next;
    }
    for (let t = 20; t < 40; t++) {
      const next = (((a << 5) | (a >>> 27)) + (b ^ c ^ d) + e + 0x6ed9eba1 + w.getInt32(t * 4)) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = next;
    }
    for (let t = 40; t < 60; t++) {
      const next = (((a << 5) | (a >>> 27)) + ((b & c) | (b & d) | (c & d)) + e - 0x70e44324 + w.getInt32(t * 4)) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = next;
    }
    for (let t = 60; t < 80; t++) {
      const next = (((a << 5) | (a >>> 27)) + (b ^ c ^ d) + e - 0x359d3e2a + w.getInt32(t * 4)) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = next;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
  }
  digest.setInt32(0, h0);
  digest.setInt32(4, h1);
  digest.setInt32(8, h2);
  digest.setInt32(12, h3);
  digest.setInt32(16, h4);
}

/** The base64url character of the digest's 6-bit group `i` (big-endian, from the first byte; zeros past its end). */
function sextet(i: number): number {
  const bit = i * 6;
  const byte = bit >> 3;
  const high = digest.getUint8(byte) << 8;
  const pair = byte + 1 < 20 ? high | digest.getUint8(byte + 1) : high;
  return BASE64URL.charCodeAt((pair >> (10 - (bit & 7))) & 0x3f);
}

function endsInHighSurrogate(text: string): boolean {
  const last = text.length > 0 ? text.charCodeAt(text.length - 1) : 0;
  return last >= 0xd800 && last < 0xdc00;
}

/**
 * The first `chars` (1 to 27) characters of the base64url SHA-1 of the UTF-8 bytes of `prefix` then `text`: exactly
 * `hash('sha1', prefix + text, 'base64url').slice(0, chars)`.
 */
export function sha1Base64url(text: string, chars: number, prefix = ''): string {
  // A prefix ending in half a surrogate pair may pair with the text's first unit: then they are hashed joined.
  if (prefix.length + text.length > MAX_JS_CHARS || endsInHighSurrogate(prefix)) {
    return hash('sha1', prefix + text, 'base64url').slice(0, chars);
  }
  compress(pad(encodeUtf8(text, encodeUtf8(prefix, 0))));
  if (chars === 8) {
    return String.fromCharCode(sextet(0), sextet(1), sextet(2), sextet(3), sextet(4), sextet(5), sextet(6), sextet(7));
  }
  let out = '';
  for (let i = 0; i < chars && i < 27; i++) out += String.fromCharCode(sextet(i));
  return out;
}

// UTF-16 XML parts (ECMA-376 Part 2 §8.1.4 allows them; openpyxl reads them) turned into UTF-8 as they are inflated.
// Every scanner works on UTF-8 bytes, so the transcoding happens once where parts leave the zip; a UTF-8 part is
// recognised from its first bytes and passed on untouched. The write-back writes a part it rewrites as UTF-8, so
// the declaration is changed to say so.
import { StringDecoder } from 'node:string_decoder';

type Utf16Order = 'le' | 'be';

/** UTF-16 from a byte-order mark, or from `<?` spelled in two-byte units (a declaration without a mark). */
export function utf16Order(head: Buffer): Utf16Order | null {
  if (head.length < 2) return null;
  if (head[0] === 0xff && head[1] === 0xfe) return 'le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'be';
  if (head.length < 4) return null;
  if (head[0] === 0x3c && head[1] === 0 && head[2] === 0x3f && head[3] === 0) return 'le';
  if (head[0] === 0 && head[1] === 0x3c && head[2] === 0 && head[3] === 0x3f) return 'be';
  return null;
}

/** The declaration's UTF-16 encoding name, which must not outlive the transcoding. */
const UTF16_DECLARATION = /^(<\?xml[^?]*?encoding\s*=\s*["'])(?:UTF-16|UTF-16LE|UTF-16BE|UCS-2)(["'])/i;

/** Streams a UTF-16 part as UTF-8: characters split across chunks are completed, the mark is dropped. */
export class Utf16ToUtf8 {
  private readonly decoder = new StringDecoder('utf16le');
  private odd: Buffer | null = null;
  /** Text held back until the declaration is whole, so its encoding name can be changed. */
  private head: string | null = '';

  constructor(private readonly order: Utf16Order) {}

  write(chunk: Buffer): Buffer {
    return this.emit(this.decoder.write(this.littleEndian(chunk)), false);
  }

  end(): Buffer {
    const rest = this.odd === null ? '' : this.decoder.write(this.odd);
    this.odd = null;
    return this.emit(rest + this.decoder.end(), true);
  }

  private littleEndian(chunk: Buffer): Buffer {
    if (this.order === 'le') return chunk;
    const bytes = this.odd === null ? Buffer.from(chunk) : Buffer.concat([this.odd, chunk]);
    const even = bytes.length - (bytes.length % 2);
    this.odd = even < bytes.length ? bytes.subarray(even) : null;
    return bytes.subarray(0, even).swap16();
  }

  private emit(text: string, last: boolean): Buffer {
    if (this.head === null) return Buffer.from(text, 'utf8');
    this.head += text;
    if (!last && this.head.length < 512 && !this.head.includes('?>')) return Buffer.alloc(0);
    const out = utf8Declared(this.head.replace(/^\ufeff/, ''));
    this.head = null;
    return Buffer.from(out, 'utf8');
  }
}

function utf8Declared(text: string): string {
  return text.replace(UTF16_DECLARATION, '$1UTF-8$2');
}

/** A whole part as UTF-8: the same buffer when it is not UTF-16. */
export function wholePartAsUtf8(data: Buffer): Buffer {
  const order = utf16Order(data);
  if (order === null) return data;
  const t = new Utf16ToUtf8(order);
  return Buffer.concat([t.write(data), t.end()]);
}

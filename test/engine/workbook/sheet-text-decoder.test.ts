// The sheet text decoder: ASCII chunks copied as Latin-1, multi-byte characters cut by chunks completed, as one decode.
import { StringDecoder } from 'node:string_decoder';
import { describe, expect, it } from 'vitest';
import { SheetTextDecoder } from '../../../src/engine/workbook/sheet-text-decoder';

/** Decodes `bytes` cut at every `step`-th byte, as the reader feeds a sheet part. */
function decodeInPieces(bytes: Buffer, step: number, decoder: { write(b: Buffer): string; end(): string }): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += step) text += decoder.write(bytes.subarray(i, i + step));
  return text + decoder.end();
}

describe('sheet text decoder', () => {
  it('gives the same text as one UTF-8 decode, whatever the chunks cut (2-, 3- and 4-byte characters)', () => {
    const bytes = Buffer.from('<c><v>Fő utca ő ű € 𝄞 “x”</v></c>'.repeat(7) + 'plain ascii tail', 'utf8');
    for (let step = 1; step <= 17; step++) {
      expect(decodeInPieces(bytes, step, new SheetTextDecoder()), `chunks of ${step}`).toBe(bytes.toString('utf8'));
    }
  });

  it('reads broken UTF-8 (a lone lead byte, a stray continuation, a cut last character) as the stream decoder does', () => {
    const bytes = Buffer.concat([
      Buffer.from('ab'),
      Buffer.from([0xc5, 0x41, 0x91, 0xe2, 0x82]),
      Buffer.from('cd'),
      Buffer.from([0xf0, 0x9d]),
    ]);
    for (let step = 1; step <= bytes.length; step++) {
      expect(decodeInPieces(bytes, step, new SheetTextDecoder()), `chunks of ${step}`).toBe(
        decodeInPieces(bytes, bytes.length, new StringDecoder('utf8')),
      );
    }
  });
});

// The rewritten sheet's output blocks: views handed out stay as they were, and released blocks are written again.
import { describe, expect, it } from 'vitest';
import { SheetOutput } from '../../../src/engine/write-back/xlsx-write-back-output';

describe('the rewritten sheet output', () => {
  it('gives every byte back in order, keeps views it handed out, and reuses only blocks released to it', () => {
    const out = new SheetOutput();
    const input = Buffer.from('0123456789'.repeat(20_000));
    const expected: Buffer[] = [];
    const taken: { views: Buffer[]; copy: Buffer }[] = [];
    for (let i = 0; i < 4000; i++) {
      const from = (i * 37) % 1000;
      out.copy(input, from, from + 1500);
      expected.push(input.subarray(from, from + 1500));
      const text = `<c r="AO${i}"><is><t>ő ${i}</t></is></c>`;
      out.utf8(text);
      expected.push(Buffer.from(text, 'utf8'));
      out.latin1(`<row r="${i}">`);
      expected.push(Buffer.from(`<row r="${i}">`, 'latin1'));
      if (i % 250 === 249) {
        const views = out.take();
        taken.push({ views, copy: Buffer.concat(views) });
        // Half of what was taken is released at once (compressed), the rest is still being read.
        if (taken.length % 2 === 0) out.release(taken[taken.length - 2]?.views ?? []);
      }
    }
    const last = out.take();
    taken.push({ views: last, copy: Buffer.concat(last) });
    for (const [i, t] of taken.entries()) {
      const released = i % 2 === 0 && i < taken.length - 2;
      if (!released) expect(Buffer.concat(t.views).equals(t.copy), `views of take ${i}`).toBe(true);
    }
    expect(Buffer.concat(taken.map((t) => t.copy)).equals(Buffer.concat(expected))).toBe(true);
  });
});

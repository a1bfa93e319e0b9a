import { describe, expect, it } from 'vitest';
import { BlockBuilder } from '../../../src/engine/validation/block-builder';

/** The plain definition: assignments in slot order. */
function plain(puts: readonly (readonly [number, string, unknown])[]): Record<string, unknown> {
  const block: Record<string, unknown> = {};
  for (const [, name, value] of puts) block[name] = value;
  return block;
}

function built(builder: BlockBuilder, puts: readonly (readonly [number, string, unknown])[]): Record<string, unknown> {
  builder.reset();
  for (const [slot, name, value] of puts) builder.put(slot, name, value);
  return builder.build();
}

/** Pseudo-random but repeatable subsets of `slots` slots, each slot with a name (some names given twice). */
function cases(slots: number, count: number): (readonly [number, string, unknown])[][] {
  let seed = 7;
  const next = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const names = Array.from({ length: slots }, (_, i) => (i % 9 === 8 ? `field_${i - 1}` : `field_${i}`));
  const values: readonly unknown[] = ['text', 12, 47.5, true, false, 'apartment', 0, 'Árvíztűrő'];
  return Array.from({ length: count }, () => {
    const puts: (readonly [number, string, unknown])[] = [];
    for (let s = 0; s < slots; s++)
      if (next() < 0.6) puts.push([s, names[s] ?? '', values[Math.floor(next() * values.length)]]);
    return puts;
  });
}

describe('BlockBuilder', () => {
  it('builds what plain assignments build: same keys in the same order, same values', () => {
    for (const slots of [1, 5, 28, 31]) {
      const builder = new BlockBuilder(slots);
      for (const puts of cases(slots, 300)) {
        const b = built(builder, puts);
        expect(JSON.stringify(b)).toBe(JSON.stringify(plain(puts)));
        expect(Object.keys(b)).toEqual(Object.keys(plain(puts)));
      }
    }
  });

  it('falls back to plain assignments beyond 31 slots and past its template limit', () => {
    const wide = new BlockBuilder(40);
    for (const puts of cases(40, 50)) expect(JSON.stringify(built(wide, puts))).toBe(JSON.stringify(plain(puts)));
    const many = new BlockBuilder(20);
    for (const puts of cases(20, 2000)) expect(JSON.stringify(built(many, puts))).toBe(JSON.stringify(plain(puts)));
  });

  it('gives every row its own object', () => {
    const builder = new BlockBuilder(3);
    const a = built(builder, [
      [0, 'a', 1],
      [2, 'c', 'x'],
    ]);
    const b = built(builder, [
      [0, 'a', 2],
      [2, 'c', 'y'],
    ]);
    expect(a).toEqual({ a: 1, c: 'x' });
    expect(b).toEqual({ a: 2, c: 'y' });
    expect(a).not.toBe(b);
  });
});

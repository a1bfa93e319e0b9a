// A small deterministic generator for property-style tests, so a failure names a seed that replays it.

/** Numbers in [0, 1) from a linear congruential generator seeded with `seed`. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The seeds from 1 to `count` for which `holds` is false, given each seed's generator: `[]` when it always holds. */
export function failingSeeds(count: number, holds: (next: () => number) => boolean): number[] {
  const failing: number[] = [];
  for (let seed = 1; seed <= count; seed++) if (!holds(seededRandom(seed))) failing.push(seed);
  return failing;
}

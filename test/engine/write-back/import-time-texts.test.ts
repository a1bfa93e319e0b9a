import { describe, expect, it } from 'vitest';
import { localTimestamp } from '../../../src/catalog';
import { ImportTimeTexts } from '../../../src/engine/write-back/import-time-texts';

describe("a write's import time texts", () => {
  it('give each time its own local timestamp, in any order and from any Date object', () => {
    const texts = new ImportTimeTexts();
    const times = [0, 1, 1, 2, 0, 60_000, 3_600_000, 3_600_000 + 1, 0].map(
      (ms) => new Date(Date.UTC(2026, 2, 29) + ms),
    );
    for (const at of times) expect(texts.of(new Date(at.getTime()))).toBe(localTimestamp(at));
  });
});

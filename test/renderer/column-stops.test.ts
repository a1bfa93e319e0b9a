// Where the Review grid's sideways scroll rests: a data column always starts at the frozen block's edge, never half
// under it (docs/wizard.md, "Review grid").
import { describe, expect, it } from 'vitest';
import { endPadding, restingOffset, revealingOffset } from '../../src/renderer/src/components/column-stops';
import { STICKY } from '../../src/renderer/src/components/grid-column-widths';

const W = 120;
const VIEW = 690;
// Eight data columns and the problems column: the farthest scroll with the end padding is a multiple of W.
const ROW = STICKY + 8 * W + 260;
const MAX = ROW + endPadding(ROW, VIEW, W) - VIEW;

describe('column stops', () => {
  it('pads the row so that its farthest scroll is a resting offset', () => {
    expect(MAX % W).toBe(0);
    expect(endPadding(ROW, VIEW, W)).toBeLessThan(W);
    expect(endPadding(500, VIEW, W)).toBe(0);
  });

  it('rests a scroll to the right at the next column, to the left at the one before, unmoved at the nearest', () => {
    expect(restingOffset(180, 180, W, MAX)).toBe(240);
    expect(restingOffset(10, 10, W, MAX)).toBe(120);
    expect(restingOffset(350, -10, W, MAX)).toBe(240);
    expect(restingOffset(170, 0, W, MAX)).toBe(120);
    expect(restingOffset(240, 0, W, MAX)).toBe(240);
  });

  it('never rests past the farthest scroll', () => {
    expect(restingOffset(MAX - 5, 50, W, MAX)).toBe(MAX);
  });

  it('reveals a column under the frozen block at the block edge and one past the right edge by whole columns', () => {
    // At 240 columns D.. start at the frozen block's edge; C (2) is under it, G (6) is cut by the right edge.
    expect(revealingOffset(2, 240, W, VIEW, MAX)).toBe(W);
    expect(revealingOffset(6, 240, W, VIEW, MAX)).toBe(360);
    expect(revealingOffset(4, 240, W, VIEW, MAX)).toBeNull();
    expect(revealingOffset(0, 240, W, VIEW, MAX)).toBe(0);
    expect(revealingOffset(0, 0, W, VIEW, MAX)).toBeNull();
  });
});

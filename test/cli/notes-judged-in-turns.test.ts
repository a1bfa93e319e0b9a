// An upload judges its plausibility notes while batches are in flight: the check of thousands of listings runs in
// slices with turns of the event loop between them (an answer read, a request written), and finds the same warnings
// in the same order as judged in one block (docs/performance.md, "Upload: per-row work while sending").
import { describe, expect, it } from 'vitest';
import { checkPlausibility, checkPlausibilityInTurns } from '../../src/engine/plausibility';
import { gatherRowNotes } from '../../src/cli/plausibility-report';
import { officeSheet } from '../support/office-sheet-generator';

const SHEET = officeSheet({ seed: 20_261_130, rows: 6000, slipShare: 0.08, officeListings: 3000 });
const changes = (i: number): ReturnType<typeof SHEET.changes> => SHEET.changes(i);

/** Counts the turns of the event loop until stopped. */
function turnCounter(): { stop: () => number } {
  let turns = 0;
  let running = true;
  const tick = (): void => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop: () => {
      running = false;
      return turns;
    },
  };
}

describe('plausibility notes judged in turns', () => {
  it('find the same warnings in the same order as judged in one block', async () => {
    const input = { rows: SHEET.rows, officeListings: SHEET.officeListings, changes };
    const inOneBlock = checkPlausibility(input);
    expect(new Set(inOneBlock.map((w) => w.kind)).size).toBeGreaterThanOrEqual(8);
    expect(await checkPlausibilityInTurns(input)).toEqual(inOneBlock);
  });

  it('let the event loop turn while thousands of listings are judged', async () => {
    const counter = turnCounter();
    const notes = await gatherRowNotes({
      rows: SHEET.rows,
      client: null,
      officeId: 1,
      changes,
      accepted: { kinds: [], rows: [] },
      checkImages: false,
      progress: false,
      before: { office: { listings: SHEET.officeListings, note: null }, checked: new Map() },
    });
    const turns = counter.stop();
    expect(notes.warnings.size).toBeGreaterThan(0);
    // 6,000 rows and 3,000 office listings in slices of 500: a turn between every two slices.
    expect(turns).toBeGreaterThanOrEqual(20);
  });
});

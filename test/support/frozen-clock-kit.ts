// One clock time for the whole of each test of a file: writes compared byte for byte see the same time.
//
// Why: the zip writer stamps the parts it adds with the clock's time in two-second steps, so two writes of one
// workbook differ in that stamp alone whenever a step falls between them (often under load). Only `Date` is frozen;
// timers and I/O run as they do.
import { afterEach, beforeEach, vi } from 'vitest';

export function useFrozenClockPerTest(at: Date = new Date(Date.UTC(2026, 10, 29, 13, 0, 0))): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: at });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

// Preloaded into a child command (node --import): the fault ledger's idle release (its timer that gives kept room
// back) is set to 10 minutes instead of 0.2 or 2 s, and at exit what became of those timers goes to IDLE_TIMERS_OUT
// as JSON. A process that waited on one would not end for 10 minutes: a test sees it end without any timing.
import { writeFileSync } from 'node:fs';

const out = process.env.IDLE_TIMERS_OUT ?? '';
const STRETCHED_MS = 600_000;
const setTimer = globalThis.setTimeout;
const clearTimer = globalThis.clearTimeout;
const pending = new Set();
const seen = { set: 0, fired: 0, cleared: 0 };

globalThis.setTimeout = (fn, ms, ...args) => {
  if (!(new Error().stack ?? '').includes('scheduleIdleRelease')) return setTimer(fn, ms, ...args);
  seen.set += 1;
  const timer = setTimer(
    (...a) => {
      pending.delete(timer);
      seen.fired += 1;
      fn(...a);
    },
    STRETCHED_MS,
    ...args,
  );
  pending.add(timer);
  return timer;
};
globalThis.clearTimeout = (timer) => {
  if (pending.delete(timer)) seen.cleared += 1;
  return clearTimer(timer);
};
process.on('exit', () => {
  const held = [...pending].filter((t) => t.hasRef()).length;
  if (out !== '') writeFileSync(out, JSON.stringify({ ...seen, pending: pending.size, held }));
});

// One turn of the event loop: resolves after the I/O callbacks and promise jobs of this turn (setImmediate).
// A request written in this turn has left by then: work for the batches in flight waits for it so as not to hold
// the next batch back (docs/upload.md, "The send loop").

export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

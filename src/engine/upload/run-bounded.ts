// Runs jobs with at most `parallel` of them in flight and stops taking new ones at the first failure: the lookups
// before an upload and the fetch of the records a run changes share this one worker loop.
import type { Result } from '../../catalog';

/** The first failure, or null when every job succeeded. Jobs already in flight are awaited, not abandoned. */
export async function runBounded<E>(
  jobs: readonly (() => Promise<Result<unknown, E>>)[],
  parallel = 4,
): Promise<E | null> {
  let failure: E | null = null;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (failure === null && next < jobs.length) {
      const job = jobs[next++];
      if (job === undefined) return;
      const r = await job();
      if (!r.ok) failure = r.error;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return failure;
}

// Every distinct image URL of an import checked once, a few at a time per host, within a total time limit,
// cancellable, with progress.
import type { ImageCheckLimits } from './image-check-limits';
import { IMAGE_CHECK_LIMITS } from './image-check-limits';
import type { ImageLinkResult } from './image-link-result';
import type { StopReason } from './check-image-link';
import { checkImageLink, stoppedResult } from './check-image-link';

export interface ImageCheckProgress {
  readonly done: number;
  readonly total: number;
}

export interface ImageCheckOptions {
  readonly limits?: Partial<ImageCheckLimits>;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: ImageCheckProgress) => void;
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : '';
}

export async function checkImageLinks(
  urls: readonly string[],
  options: ImageCheckOptions = {},
): Promise<ReadonlyMap<string, ImageLinkResult>> {
  const limits: ImageCheckLimits = { ...IMAGE_CHECK_LIMITS, ...options.limits };
  const distinct = [...new Set(urls)];
  const deadline = AbortSignal.timeout(limits.totalMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const reason = (): StopReason => (options.signal?.aborted === true ? 'cancelled' : 'time-limit');
  const stop = { signal, reason };
  const results = new Map<string, ImageLinkResult>();
  const waiting = [...distinct];
  const perHost = new Map<string, number>();
  let inFlight = 0;
  options.onProgress?.({ done: 0, total: distinct.length });
  await new Promise<void>((resolve) => {
    const settle = (url: string, result: ImageLinkResult): void => {
      results.set(url, result);
      options.onProgress?.({ done: results.size, total: distinct.length });
    };
    const pump = (): void => {
      for (let i = 0; i < waiting.length && inFlight < limits.total;) {
        const url = waiting[i] as string;
        const host = hostOf(url);
        if ((perHost.get(host) ?? 0) >= limits.perHost) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        inFlight++;
        perHost.set(host, (perHost.get(host) ?? 0) + 1);
        void checkImageLink(url, limits, stop).then((r) => {
          inFlight--;
          perHost.set(host, (perHost.get(host) ?? 1) - 1);
          settle(url, r);
          pump();
        });
      }
      if (inFlight === 0 && (waiting.length === 0 || signal.aborted)) resolve();
    };
    // Once stopped, URLs not started are settled at once; those in flight settle as their fetch aborts.
    signal.addEventListener(
      'abort',
      () => {
        for (const url of waiting.splice(0)) settle(url, stoppedResult(url, reason()));
        if (inFlight === 0) resolve();
      },
      { once: true },
    );
    if (signal.aborted) {
      for (const url of waiting.splice(0)) settle(url, stoppedResult(url, reason()));
      resolve();
      return;
    }
    pump();
  });
  return results;
}

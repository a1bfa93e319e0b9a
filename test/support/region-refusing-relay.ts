// A relay in front of a service that answers every request for its region list with 404 and passes the rest: the
// service is reachable and the log-in works, but its reference data cannot be fetched. For tests of what an import
// does with only a saved copy of the reference data, or with none. It can start passing and refuse later.
import { startForwardingRelay } from './forwarding-relay';

export interface RegionRefusingRelay {
  readonly baseUrl: string;
  /** From now on the region list is refused. */
  refuse(): void;
  close(): Promise<void>;
}

export async function startRegionRefusingRelay(target: string, refusing = true): Promise<RegionRefusingRelay> {
  let refused = refusing;
  const relay = await startForwardingRelay(target, {
    answer: (req) =>
      refused && /\/region(\?|$)/.test(req.url ?? '') ? { status: 404, body: { error: 'not found' } } : null,
  });
  return {
    baseUrl: relay.baseUrl,
    close: relay.close,
    refuse: () => {
      refused = true;
    },
  };
}

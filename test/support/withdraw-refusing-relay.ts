// A relay in front of a service that spoils one listing's withdrawal inside a batch (its status becomes a word the
// service refuses) and passes the rest: the look-up finds the listing, then the service refuses to withdraw it alone.
import { startForwardingRelay } from './forwarding-relay';
import type { ForwardingRelay } from './forwarding-relay';

interface BatchItem {
  readonly method?: unknown;
  readonly uri?: unknown;
  readonly body?: { readonly property?: Readonly<Record<string, unknown>> };
}

/** The batch with the PUT of listing `id` given a status the service does not know; any other body as it came. */
function spoiled(body: Buffer, id: number): Buffer {
  const items: unknown = JSON.parse(body.toString('utf8') || 'null');
  if (!Array.isArray(items)) return body;
  const changed = (items as BatchItem[]).map((item) =>
    item.method === 'PUT' && item.uri === `/property?id=${id}`
      ? { ...item, body: { ...item.body, property: { ...item.body?.property, status: 'visszavonhatatlan' } } }
      : item,
  );
  return Buffer.from(JSON.stringify(changed));
}

export function startWithdrawRefusingRelay(target: string, id: number): Promise<ForwardingRelay> {
  return startForwardingRelay(target, {
    body: (req, body) => (req.method === 'POST' && /\/batch(\?|$)/.test(req.url ?? '') ? spoiled(body, id) : body),
  });
}

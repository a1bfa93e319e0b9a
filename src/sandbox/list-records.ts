// GET /seller and GET /property share one listing: visible offices, `id` or `transfer_id` filters, change dates, parts.
import type { ParsedQuery } from '../catalog';
import type { ApiResponse } from './api-response';
import type { RequestContext } from './request-context';
import {
  changedFilter,
  numberList,
  partsOf,
  stringList,
  unique,
  visibleOffice,
  visibleOffices,
} from './request-context';

interface Listable {
  readonly id: number;
  readonly officeId: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface RecordSource<R extends Listable> {
  byId(id: number): R | undefined;
  byTransferId(officeId: number, transferId: string): R | undefined;
  all(): Iterable<R>;
  view(record: R, parts: ReadonlySet<string>): unknown;
}

export function listRecords<R extends Listable>(
  ctx: RequestContext,
  query: ParsedQuery,
  source: RecordSource<R>,
): ApiResponse {
  let officeIds = new Set(visibleOffices(ctx).map((o) => o.id));
  if (typeof query.office_id === 'number') {
    const office = visibleOffice(ctx, query.office_id, 'office_id');
    if (!office.ok) return office.response;
    officeIds = new Set([office.value.id]);
  }
  const ids = unique(numberList(query.id));
  const transferIds = unique(stringList(query.transfer_id));
  let candidates: R[];
  if (ids) candidates = ids.map((id) => source.byId(id)).filter((r): r is R => r !== undefined);
  else if (transferIds)
    candidates = [...officeIds]
      .flatMap((o) => transferIds.map((t) => source.byTransferId(o, t)))
      .filter((r): r is R => r !== undefined);
  else candidates = [...source.all()];
  const changed = changedFilter(query);
  const parts = partsOf(query);
  const items = candidates
    .filter((r) => officeIds.has(r.officeId) && changed(r))
    .sort((a, b) => a.id - b.id)
    .map((r) => source.view(r, parts));
  return { status: 200, body: items };
}

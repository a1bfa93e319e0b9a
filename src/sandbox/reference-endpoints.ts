// GET /office (the user's offices) and GET /region (every settlement with its districts).
import type { ParsedQuery } from '../catalog';
import type { ApiResponse } from './api-response';
import { officeView, regionView } from './read-shapes';
import type { RequestContext } from './request-context';
import { changedFilter, numberList, partsOf, visibleOffices } from './request-context';

export function listOffices(ctx: RequestContext, query: ParsedQuery): ApiResponse {
  const ids = numberList(query.id);
  const changed = changedFilter(query);
  const parts = partsOf(query);
  const firms = new Map(ctx.store.reference.firms.map((f) => [f.id, f]));
  const items = visibleOffices(ctx)
    .filter((o) => (ids === null || ids.includes(o.id)) && changed(o))
    .map((o) => officeView(o, firms.get(o.firmId), ctx.store.region(o.regionId), parts));
  return { status: 200, body: items };
}

export function listRegions(ctx: RequestContext, query: ParsedQuery): ApiResponse {
  const ids = numberList(query.id);
  const at = ctx.store.reference.regionsCreatedAt;
  const changed = changedFilter(query)({ createdAt: at, updatedAt: at });
  const parts = partsOf(query);
  const items = changed
    ? ctx.store.reference.regions.filter((r) => ids === null || ids.includes(r.id)).map((r) => regionView(r, parts))
    : [];
  return { status: 200, body: items };
}

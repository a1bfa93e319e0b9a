// POST /batch: at most BATCH_LIMIT items run in order, each answered as its endpoint alone would answer it.
import { BATCH_LIMIT, ERROR_CODES } from '../catalog';
import type { ApiResponse } from './api-response';
import { apiError } from './api-response';
import { dispatch, isPlainObject, route } from './endpoint-dispatch';
import type { RequestContext } from './request-context';
import { invalid } from './request-context';

/** Lets the batch check and count each item against the faulty-request limit. */
export interface ItemGate {
  /** The response to give instead of running the item (error 12), or null to run it. */
  before(): ApiResponse | null;
  after(response: ApiResponse): void;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

function runItem(ctx: RequestContext, item: unknown, index: number): ApiResponse {
  if (!isPlainObject(item)) return invalid(`${index}`, item, { kind: 'type', expected: 'group of fields' });
  for (const key of Object.keys(item)) {
    if (key !== 'method' && key !== 'uri' && key !== 'body')
      return invalid(`${index}.${key}`, item[key], { kind: 'unknown_field' });
  }
  const { method, uri, body } = item;
  if (typeof method !== 'string' || !METHODS.includes(method))
    return invalid(`${index}.method`, method, { kind: 'enum', allowed: METHODS });
  if (typeof uri !== 'string' || uri === '')
    return invalid(`${index}.uri`, uri, uri === undefined ? { kind: 'required' } : { kind: 'type', expected: 'text' });
  const routed = route(method, uri);
  if (!routed.ok) return routed.response;
  if (routed.endpoint.body === 'batch')
    return apiError(ERROR_CODES.UNKNOWN_ENDPOINT, `${index}.uri: a batch item cannot itself be a batch.`, 400);
  return dispatch(ctx, routed.endpoint, routed.params, body);
}

export function runBatch(ctx: RequestContext, body: unknown, gate: ItemGate): ApiResponse {
  if (!Array.isArray(body))
    return apiError(ERROR_CODES.MALFORMED_REQUEST, 'body: POST /batch needs a JSON array of request items.');
  if (body.length > BATCH_LIMIT) {
    return apiError(
      ERROR_CODES.BATCH_TOO_LARGE,
      `body: the batch has ${body.length} items; at most ${BATCH_LIMIT} are allowed per call.`,
    );
  }
  const answers = body.map((item: unknown, index) => {
    const refused = gate.before();
    const response = refused ?? runItem(ctx, item, index);
    if (!refused) gate.after(response);
    return { status: response.status, body: response.body };
  });
  return { status: 207, body: answers };
}

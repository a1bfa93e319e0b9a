// Routes one request (method, uri, parsed body) to its endpoint after validating query and body with the catalog.
// Both lone HTTP requests and batch items go through here, so a batch item answers exactly what the endpoint would.
import type { EndpointDef, ParsedQuery, WriteBody } from '../catalog';
import { ENDPOINTS, ERROR_CODES, findEndpoint, parseQuery, validateBody } from '../catalog';
import type { ApiResponse } from './api-response';
import { apiError, issuesError } from './api-response';
import { createImages, deleteImages, modifyImages } from './image-endpoints';
import { createProperty, deleteProperty, listProperties, modifyProperty } from './property-endpoints';
import { listOffices, listRegions } from './reference-endpoints';
import { queryEncodingProblem } from './request-shape';
import type { RequestContext } from './request-context';
import { createSeller, deleteSeller, listSellers, modifySeller } from './seller-endpoints';

export const BASE_PATH = '/api/json/v3';

/** Whether an HTTP request's path is under the base path; a batch item's `uri` is relative to it instead. */
export function underBasePath(uri: string): boolean {
  const path = uri.split('?')[0] ?? '';
  return path === BASE_PATH || path.startsWith(`${BASE_PATH}/`);
}

/** The endpoint path of a request path (a batch item's is already one), without the base path. */
export function endpointPath(pathname: string): string {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.startsWith(`${BASE_PATH}/`) ? trimmed.slice(BASE_PATH.length) : trimmed;
}

export type RoutedRequest =
  | { readonly ok: true; readonly endpoint: EndpointDef; readonly path: string; readonly params: URLSearchParams }
  | { readonly ok: false; readonly response: ApiResponse };

export function route(method: string, uri: string): RoutedRequest {
  let url: URL;
  try {
    // A path is appended, not resolved: resolved, `//name/x` would be another host's `/x`.
    url = uri.startsWith('/') ? new URL(`http://sandbox.invalid${uri}`) : new URL(uri, 'http://sandbox.invalid');
  } catch {
    return {
      ok: false,
      response: apiError(ERROR_CODES.MALFORMED_REQUEST, `uri: "${uri}" is not a valid request path.`),
    };
  }
  const badQuery = queryEncodingProblem(url.search.slice(1));
  if (badQuery !== null) return { ok: false, response: apiError(ERROR_CODES.MALFORMED_REQUEST, `query: ${badQuery}.`) };
  const path = endpointPath(url.pathname);
  const endpoint = findEndpoint(method, path);
  if (endpoint) return { ok: true, endpoint, path, params: url.searchParams };
  const methods = ENDPOINTS.filter((e) => e.path === path).map((e) => e.method);
  if (methods.length > 0) {
    return {
      ok: false,
      response: apiError(
        ERROR_CODES.UNKNOWN_ENDPOINT,
        `method: ${method} is not allowed on ${path}; allowed: ${methods.join(', ')}.`,
        405,
      ),
    };
  }
  return {
    ok: false,
    response: apiError(ERROR_CODES.UNKNOWN_ENDPOINT, `path: "${path}" is not an endpoint of ${BASE_PATH}.`),
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validatedBody(
  endpoint: EndpointDef,
  body: unknown,
): { ok: true; value: WriteBody } | { ok: false; response: ApiResponse } {
  if (body === undefined)
    return {
      ok: false,
      response: apiError(
        ERROR_CODES.MALFORMED_REQUEST,
        `body: ${endpoint.method} ${endpoint.path} needs a JSON object as request body.`,
      ),
    };
  if (!isPlainObject(body))
    return {
      ok: false,
      response: apiError(
        ERROR_CODES.MALFORMED_REQUEST,
        `body: the request body of ${endpoint.method} ${endpoint.path} must be a JSON object.`,
      ),
    };
  const op = endpoint.operation === 'create' ? 'create' : 'modify';
  const kind = endpoint.body;
  const resource = kind === 'seller' || kind === 'property' ? kind : 'images';
  const result = validateBody(resource, op, body);
  return result.ok ? result : { ok: false, response: issuesError(result.error) };
}

/** Answers one non-batch endpoint request; `body` is the parsed JSON body, undefined when there is none. */
export function dispatch(
  ctx: RequestContext,
  endpoint: EndpointDef,
  params: URLSearchParams,
  body: unknown,
): ApiResponse {
  const parsed = parseQuery(endpoint, params);
  if (!parsed.ok) return issuesError(parsed.error);
  const query: ParsedQuery = parsed.value;
  if (endpoint.body === null) return handleWithoutBody(ctx, endpoint, query);
  if (endpoint.body === 'batch')
    return apiError(ERROR_CODES.UNKNOWN_ENDPOINT, 'uri: a batch item cannot itself be a batch.', 400);
  const validated = validatedBody(endpoint, body);
  if (!validated.ok) return validated.response;
  const b = validated.value;
  const key = `${endpoint.method} ${endpoint.path}`;
  switch (key) {
    case 'POST /seller':
      return createSeller(ctx, query, b);
    case 'PUT /seller':
      return modifySeller(ctx, query, b);
    case 'POST /property':
      return createProperty(ctx, query, b);
    case 'PUT /property':
      return modifyProperty(ctx, query, b);
    case 'POST /seller/image':
      return createImages(ctx, 'seller', query, b);
    case 'PUT /seller/image':
      return modifyImages(ctx, 'seller', query, b);
    case 'POST /property/image':
      return createImages(ctx, 'property', query, b);
    case 'PUT /property/image':
      return modifyImages(ctx, 'property', query, b);
    default:
      return apiError(ERROR_CODES.INTERNAL_ERROR, `${key} has no handler.`);
  }
}

function handleWithoutBody(ctx: RequestContext, endpoint: EndpointDef, query: ParsedQuery): ApiResponse {
  const key = `${endpoint.method} ${endpoint.path}`;
  switch (key) {
    case 'GET /seller':
      return listSellers(ctx, query);
    case 'DELETE /seller':
      return deleteSeller(ctx, query);
    case 'GET /property':
      return listProperties(ctx, query);
    case 'DELETE /property':
      return deleteProperty(ctx, query);
    case 'DELETE /seller/image':
      return deleteImages(ctx, 'seller', query);
    case 'DELETE /property/image':
      return deleteImages(ctx, 'property', query);
    case 'GET /office':
      return listOffices(ctx, query);
    case 'GET /region':
      return listRegions(ctx, query);
    default:
      return apiError(ERROR_CODES.INTERNAL_ERROR, `${key} has no handler.`);
  }
}
